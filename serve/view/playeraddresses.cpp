#include "serve/view/playeraddresses.h"

#include "core/model/playertokens.h"
#include "db/battle/battle.h"

#include <QNetworkInterface>

namespace Adc {

QString PlayerAddresses::host(const QHostAddress &listening)
{
    const bool any = listening == QHostAddress::Any || listening == QHostAddress::AnyIPv4
        || listening == QHostAddress::AnyIPv6;
    if (!any) {
        if (listening.protocol() == QAbstractSocket::IPv6Protocol)
            return QStringLiteral("[%1]").arg(listening.toString());
        return listening.toString();
    }
    for (const QHostAddress &address : QNetworkInterface::allAddresses()) {
        if (!address.isLoopback() && address.protocol() == QAbstractSocket::IPv4Protocol)
            return address.toString();
    }
    return QStringLiteral("127.0.0.1");
}

QJsonObject PlayerAddresses::json(const Battle &battle, const QString &host, quint16 port)
{
    const PlayerTokens tokens
        = PlayerTokens::fromJson(battle.settings().value(PlayerTokens::settingKey()));
    const QString root = QStringLiteral("http://%1:%2").arg(host, QString::number(port));
    QJsonObject sides;
    for (const SideRecord &side : battle.sides()) {
        const QString token = tokens.sides.value(side.id);
        if (!token.isEmpty())
            sides.insert(side.name, QStringLiteral("%1/side/%2").arg(root, token));
    }
    QJsonObject addresses { { QStringLiteral("sides"), sides } };
    if (!tokens.table.isEmpty())
        addresses.insert(QStringLiteral("table"),
                         QStringLiteral("%1/table/%2").arg(root, tokens.table));
    return addresses;
}

bool PlayerAddresses::everyPageHasToken(const Battle &battle)
{
    const PlayerTokens tokens
        = PlayerTokens::fromJson(battle.settings().value(PlayerTokens::settingKey()));
    if (tokens.table.isEmpty())
        return false;
    for (const SideRecord &side : battle.sides()) {
        if (!tokens.sides.contains(side.id))
            return false;
    }
    return true;
}

} // namespace Adc
