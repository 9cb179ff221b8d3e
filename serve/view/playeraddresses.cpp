#include "serve/view/playeraddresses.h"

#include "core/model/playertokens.h"
#include "db/battle/battle.h"

#include <QNetworkInterface>
#include <algorithm>

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

QList<PlayerAddresses::Page> PlayerAddresses::pages(const Battle &battle, const QString &host,
                                                    quint16 port)
{
    const PlayerTokens tokens
        = PlayerTokens::fromJson(battle.settings().value(PlayerTokens::settingKey()));
    const QString root = QStringLiteral("http://%1:%2").arg(host, QString::number(port));
    QList<Page> pages;
    for (const SideRecord &side : battle.sides()) {
        const QString token = tokens.sides.value(side.id);
        if (!token.isEmpty())
            pages.append({ side.name, root + QStringLiteral("/side/") + token });
    }
    std::sort(pages.begin(), pages.end(),
              [](const Page &a, const Page &b) { return a.side < b.side; });
    if (!tokens.table.isEmpty())
        pages.append({ QString(), root + QStringLiteral("/table/") + tokens.table });
    return pages;
}

QJsonObject PlayerAddresses::json(const Battle &battle, const QString &host, quint16 port)
{
    QJsonObject sides;
    QJsonObject addresses;
    for (const Page &page : pages(battle, host, port)) {
        if (page.side.isEmpty())
            addresses.insert(QStringLiteral("table"), page.address);
        else
            sides.insert(page.side, page.address);
    }
    addresses.insert(QStringLiteral("sides"), sides);
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
