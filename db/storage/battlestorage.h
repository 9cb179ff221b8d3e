#pragma once

#include "core/common/result.h"
#include "db/storage/checkreport.h"

#include <QSqlDatabase>
#include <QString>
#include <functional>

class QObject;

namespace Adc {

// Where a battle is kept, as the Battle sees it: a connection the tables
// speak plain Qt Sql on, write transactions, a copy and a dump. SqliteStorage
// keeps it in a file, ServerStorage in a PostgreSQL database.
class BattleStorage
{
public:
    virtual ~BattleStorage() = default;

    // The file's path, or the name that finds the battle on a server.
    virtual QString path() const = 0;
    virtual bool isReadOnly() const = 0;
    // Why the battle is read-only, in words; empty when it is not.
    virtual QString readOnlyReason() const = 0;
    virtual QSqlDatabase connection() const = 0;

    // One write transaction (serializable on a server). begin() and commit()
    // throw DatabaseError; one that isRetryable() may be run again whole.
    virtual void begin() = 0;
    virtual void commit() = 0;
    virtual void rollback() = 0;

    // A consistent copy of the battle at a new path; never overwrites.
    virtual Result<void> saveCopy(const QString &path) const = 0;
    // What only the storage can check: for a file, its size against its page
    // count, SQLite's full integrity check and its foreign keys.
    virtual void checkStorage(CheckReport *report) const = 0;
    // Every row of every state table, one line a row, in key order.
    virtual QString canonicalDump() const = 0;
    // A number that changes when another connection commits to the battle
    // (throws DatabaseError).
    virtual qint64 changeMarker() const = 0;
    // Calls `changed` (while `context` lives) as soon as another connection
    // commits to the battle, through the event loop; false when the storage
    // cannot tell (a file: its readers look at changeMarker() instead).
    virtual bool watch(QObject *context, const std::function<void()> &changed)
    {
        Q_UNUSED(context)
        Q_UNUSED(changed)
        return false;
    }
    // Whether the connection still answers (a server's can be lost: the
    // server restarted, the network fell, an administrator ended it).
    virtual bool isConnected() const { return true; }
    // A new connection in place of a lost one, to the same battle.
    virtual Result<void> reconnect() { return {}; }
};

} // namespace Adc
