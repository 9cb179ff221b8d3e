#include "db/storage/serveraddress.h"

#include "core/common/quote.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>
#include <QUrlQuery>

namespace Adc {

namespace {

// The query parameters an address may carry: how to connect (encryption,
// timeouts, keepalives, the name shown in the server's activity), never
// where or as whom (host, hostaddr, port, dbname, user, service), nor what
// the session runs (options: a search_path would read other tables).
const QStringList &acceptedOptions()
{
    static const QStringList options = {
        QStringLiteral("sslmode"),
        QStringLiteral("sslrootcert"),
        QStringLiteral("sslcert"),
        QStringLiteral("sslkey"),
        QStringLiteral("sslcrl"),
        QStringLiteral("sslcrldir"),
        QStringLiteral("sslsni"),
        QStringLiteral("sslcompression"),
        QStringLiteral("ssl_min_protocol_version"),
        QStringLiteral("ssl_max_protocol_version"),
        QStringLiteral("gssencmode"),
        QStringLiteral("channel_binding"),
        QStringLiteral("require_auth"),
        QStringLiteral("requirepeer"),
        QStringLiteral("krbsrvname"),
        QStringLiteral("connect_timeout"),
        QStringLiteral("application_name"),
        QStringLiteral("keepalives"),
        QStringLiteral("keepalives_idle"),
        QStringLiteral("keepalives_interval"),
        QStringLiteral("keepalives_count"),
        QStringLiteral("tcp_user_timeout"),
        QStringLiteral("target_session_attrs"),
    };
    return options;
}

// Parameters that would say where or as whom to connect, or change the
// session, against what the address shows.
const QStringList &refusedOptions()
{
    static const QStringList options = {
        QStringLiteral("dbname"),  QStringLiteral("host"),     QStringLiteral("hostaddr"),
        QStringLiteral("port"),    QStringLiteral("user"),     QStringLiteral("service"),
        QStringLiteral("options"), QStringLiteral("passfile"), QStringLiteral("client_encoding"),
    };
    return options;
}

} // namespace

bool ServerAddress::isServer(const QString &text)
{
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive)
        || text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

Result<ServerAddress> ServerAddress::parse(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    if (!isServer(text) || !url.isValid())
        return Failure::failed(
            text
            + QCoreApplication::translate("Adc::ServerAddress",
                                          ": is not a server address "
                                          "(postgresql://[user@]host[:port]/database)"));
    if (!url.password().isEmpty() || url.userInfo().contains(QLatin1Char(':')))
        return Failure::failed(QCoreApplication::translate(
            "Adc::ServerAddress",
            "a server address never holds a password; give it in PGPASSWORD, "
            "~/.pgpass or a PGSERVICE entry"));
    ServerAddress address;
    address.m_host = url.host();
    address.m_port = url.port(-1);
    address.m_user = url.userName();
    address.m_database = url.path().mid(1);
    if (address.m_database.isEmpty() || address.m_database.contains(QLatin1Char('/')))
        return Failure::failed(
            text
            + QCoreApplication::translate("Adc::ServerAddress",
                                          ": names no database (postgresql://host/database)"));
    static const QRegularExpression value(QStringLiteral("^[^\\s'\\\\;=]{0,200}$"));
    for (const auto &[name, setting] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (name == QLatin1String("password") || name == QLatin1String("sslpassword"))
            return Failure::failed(
                QCoreApplication::translate("Adc::ServerAddress",
                                            "a server address never holds a password; give it in "
                                            "PGPASSWORD, ~/.pgpass or a PGSERVICE entry"));
        // Named whole: the parameter is one of a fixed list.
        if (refusedOptions().contains(name))
            return Failure::failed(
                QCoreApplication::translate("Adc::ServerAddress", "the address may not set ") + name
                + QCoreApplication::translate(
                    "Adc::ServerAddress",
                    ": it would connect elsewhere, as someone else or with other "
                    "settings than the address shows (")
                + address.shown() + QLatin1Char(')'));
        if (!acceptedOptions().contains(name))
            return Failure::failed(
                text + QCoreApplication::translate("Adc::ServerAddress", ": the option \"")
                + Quote::shortened(name)
                + QCoreApplication::translate("Adc::ServerAddress",
                                              "\" is not one this program passes on (one of ")
                + acceptedOptions().join(QLatin1String(", ")) + QLatin1Char(')'));
        if (!value.match(setting).hasMatch())
            return Failure::failed(
                text + QCoreApplication::translate("Adc::ServerAddress", ": the option \"") + name
                + QLatin1Char('=') + setting
                + QCoreApplication::translate("Adc::ServerAddress",
                                              "\" is not a connection option"));
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
