#pragma once

#include "core/common/result.h"

#include <QString>
#include <QStringList>

namespace Adc {

// Where a battle on a PostgreSQL server is: postgresql://[user@]host[:port]/
// database[?option=value&...], one battle per database. The password is
// never part of it: libpq finds it as PostgreSQL's own tools do (PGPASSWORD,
// ~/.pgpass, PGSERVICE). The query's options go to the driver as they are,
// only those that say how to connect (sslmode, connect_timeout, ...): one
// that says where or as whom (dbname, host, user, ...) is refused by name, so
// every message names the battle the program writes to.
class ServerAddress
{
public:
    // Whether the text names a server battle (postgresql:// or postgres://)
    // rather than a file.
    static bool isServer(const QString &text);
    // The address, or a message naming what is wrong with it.
    static Result<ServerAddress> parse(const QString &text);

    QString host() const { return m_host; }
    int port() const { return m_port; }
    QString user() const { return m_user; }
    QString database() const { return m_database; }
    // "key=value" pairs for the driver's connect options.
    QStringList options() const { return m_options; }
    // The address as messages name it (never a password).
    QString shown() const;

private:
    QString m_host;
    int m_port = -1;
    QString m_user;
    QString m_database;
    QStringList m_options;
};

} // namespace Adc
