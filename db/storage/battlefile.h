#pragma once

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
    static bool inspect(const QString &path, QString *error);
    // Whether SQLite may write the file: the file and its folder (where the
    // journal goes) are writable.
    static bool isWritable(const QString &path);
    static bool isFolderWritable(const QString &path);

    // A fresh connection of its own to the file. Read-only when asked; in a
    // folder that cannot be written the file is opened immutable (SQLite
    // cannot place its shared-memory file beside it).
    static QSqlDatabase connect(const QString &path, Access access, QString *error);
    // Closes the connection and forgets it.
    static void disconnect(QSqlDatabase &database);

    // Foreign keys on, synchronous FULL (a reported action survives a power
    // cut), a busy timeout, and for a writable file write-ahead logging.
    static bool configure(const QSqlDatabase &database, Access access, QString *error);

    // Checks a connected file: integrity, a battle's schema version (not
    // newer than this program's), every table. Sets *version.
    static bool checkContents(const QSqlDatabase &database, const QString &path, int *version,
                              QString *error);

    // Removes the file and SQLite's companions (-journal, -wal, -shm): a
    // battle that could not be created leaves nothing behind.
    static void removeAll(const QString &path);
};

} // namespace Adc
