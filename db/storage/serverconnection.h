#pragma once

#include "core/common/result.h"
#include "db/storage/serveraddress.h"

#include <QSqlDatabase>

namespace Adc {

// A connection of its own to a PostgreSQL server through Qt's QPSQL driver,
// and what the server says about the battle in words: a server that cannot
// be reached, a user name or password refused, a database that is not there.
class ServerConnection
{
public:
    static Result<QSqlDatabase> connect(const ServerAddress &address);
    // Closes the connection and forgets it.
    static void disconnect(QSqlDatabase &database);
    // Whether the connected role may write the battle's log (an observer's
    // role may only read).
    static bool mayWrite(const QSqlDatabase &database);
    // Whether the database holds any table of its own.
    static bool hasTables(const QSqlDatabase &database);
};

} // namespace Adc
