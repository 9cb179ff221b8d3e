#include "storage/serveraddress.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace Adc {

bool ServerAddress::isServer(const QString &text)
{
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive)
        || text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

Result<ServerAddress> ServerAddress::parse(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    if (!isServer(text) || !url.isValid())
        return Failure { text
                         + QCoreApplication::translate(
                             "Serveraddress",
                             ": is not a server address "
                             "(postgresql://[user@]host[:port]/database)") };
    if (!url.password().isEmpty() || url.userInfo().contains(QLatin1Char(':')))
        return Failure { QCoreApplication::translate(
            "Serveraddress",
            "a server address never holds a password; give it in PGPASSWORD, "
            "~/.pgpass or a PGSERVICE entry") };
    ServerAddress address;
    address.m_host = url.host();
    address.m_port = url.port(-1);
    address.m_user = url.userName();
    address.m_database = url.path().mid(1);
    if (address.m_database.isEmpty() || address.m_database.contains(QLatin1Char('/')))
        return Failure { text
                         + QCoreApplication::translate(
                             "Serveraddress", ": names no database (postgresql://host/database)") };
    static const QRegularExpression key(QStringLiteral("^[a-z_]{1,40}$"));
    static const QRegularExpression value(QStringLiteral("^[^\\s'\\\\;=]{0,200}$"));
    for (const auto &[name, setting] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (name == QLatin1String("password"))
            return Failure { QCoreApplication::translate(
                "Serveraddress",
                "a server address never holds a password; give it in "
                "PGPASSWORD, ~/.pgpass or a PGSERVICE entry") };
        if (!key.match(name).hasMatch() || !value.match(setting).hasMatch())
            return Failure { text + QCoreApplication::translate("Serveraddress", ": the option \"")
                             + name + QLatin1Char('=') + setting
                             + QCoreApplication::translate("Serveraddress",
                                                           "\" is not a connection option") };
        address.m_options.append(name + QLatin1Char('=') + setting);
    }
    return address;
}

QString ServerAddress::shown() const
{
    QString text = QStringLiteral("postgresql://");
    if (!m_user.isEmpty())
        text += m_user + QLatin1Char('@');
    text += m_host;
    if (m_port >= 0)
        text += QLatin1Char(':') + QString::number(m_port);
    return text + QLatin1Char('/') + m_database;
}

} // namespace Adc
