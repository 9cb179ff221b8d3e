#pragma once

#include "core/common/result.h"

#include <QSqlDatabase>
#include <QString>

namespace Adc {

// Opening the battle file safely: what is at the path is checked before
// SQLite touches it, so a file of another kind is left exactly as it was and
// the message says what it is.
class BattleFile
{
public:
    enum class Access { ReadWrite, ReadOnly };

    // The file exists, is a regular file that can be read, starts with
    // SQLite's header and carries a battle's application id. False with a
    // message naming the file otherwise.
    static Result<void> inspect(const QString &path);
    // The same for a file's first 100 bytes; `shown` names it in messages.
    static Result<void> inspectHeader(const QByteArray &header, const QString &shown);
    // Whether SQLite may write the file: the file and its folder (where the
    // journal goes) are writable.
    static bool isWritable(const QString &path);
    // Why the file cannot be written, in words (no write bit on the file,
    // even for root; the user may not write it; its folder cannot be
    // written); empty when it can.
    static QString readOnlyReason(const QString &path);
    static bool isFolderWritable(const QString &path);

    // A fresh connection of its own to the file. Read-only when asked; in a
    // folder that cannot be written the file is opened immutable (SQLite
    // cannot place its shared-memory file beside it).
    static Result<QSqlDatabase> connect(const QString &path, Access access);
    // Closes the connection and forgets it.
    static void disconnect(QSqlDatabase &database);

    // Foreign keys on, synchronous FULL (a reported action survives a power
    // cut), a busy timeout, and for a writable file write-ahead logging.
    static Result<void> configure(const QSqlDatabase &database, Access access);

    // The file's size against its page count, counting the pages its
    // write-ahead log holds (so a battle open in another program is not taken
    // for damaged). A file cut short or added to is refused.
    static Result<void> checkSize(const QSqlDatabase &database, const QString &path);
    // The same for a file of `size` bytes with a write-ahead log of
    // `walSize` bytes (0: none).
    static Result<void> checkSize(const QSqlDatabase &database, const QString &shown, qint64 size,
                                  qint64 walSize);

    // Checks a connected file: integrity, a battle's schema version (not
    // newer than this program's), every table. Gives the version.
    static Result<int> checkContents(const QSqlDatabase &database, const QString &path);

    // Removes the file and SQLite's companions (-journal, -wal, -shm): a
    // battle that could not be created leaves nothing behind.
    static void removeAll(const QString &path);
};

} // namespace Adc
