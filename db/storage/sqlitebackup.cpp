#include "db/storage/sqlitebackup.h"

#include "db/storage/newbattlefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>
#include <sqlite3.h>

namespace Adc {

namespace {

QString sqliteMessage(sqlite3 *database, int code)
{
    const char *text = database ? sqlite3_errmsg(database) : sqlite3_errstr(code);
    return QString::fromUtf8(text ? text : sqlite3_errstr(code));
}

} // namespace

Result<void> SqliteBackup::save(const QSqlDatabase &database, const QString &battlePath,
                                const QString &path)
{
    auto fail = [&](const QString &why) -> Result<void> {
        return Failure::failed(QStringLiteral("%1: %2").arg(path, why));
    };
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink())
        return fail(QCoreApplication::translate("Adc::SqliteBackup",
                                                "already exists; a copy never overwrites a file"));
    if (!QFileInfo(info.absolutePath()).isDir())
        return fail(QCoreApplication::translate("Adc::SqliteBackup", "the folder %1 does not exist")
                        .arg(info.absolutePath()));
    if (QFileInfo(info.absoluteFilePath()) == QFileInfo(battlePath))
        return fail(QCoreApplication::translate("Adc::SqliteBackup", "is the battle itself"));

    const QVariant handle = database.driver() ? database.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return fail(QCoreApplication::translate("Adc::SqliteBackup",
                                                "the battle's connection is not an SQLite one"));
    sqlite3 *source = *static_cast<sqlite3 *const *>(handle.constData());
    if (!source)
        return fail(QCoreApplication::translate("Adc::SqliteBackup", "the battle is not open"));

    // Written whole under a temporary name, then put at the path without
    // replacing a file that appeared meanwhile.
    Result<std::unique_ptr<NewBattleFile>> claimed = NewBattleFile::claim(path);
    if (!claimed)
        return claimed.failure();
    sqlite3 *target = nullptr;
    int code = sqlite3_open_v2(QFile::encodeName((*claimed)->temporaryPath()).constData(), &target,
                               SQLITE_OPEN_READWRITE, nullptr);
    QString why;
    if (code == SQLITE_OK) {
        sqlite3_backup *backup = sqlite3_backup_init(target, "main", source, "main");
        if (!backup) {
            code = sqlite3_errcode(target);
            why = sqliteMessage(target, code);
        } else {
            // All pages in one step: the copy is one consistent state.
            code = sqlite3_backup_step(backup, -1);
            const int finished = sqlite3_backup_finish(backup);
            if (code == SQLITE_DONE)
                code = finished;
            if (code != SQLITE_OK)
                why = sqliteMessage(target, code);
        }
    } else {
        why = sqliteMessage(target, code);
    }
    const int closed = sqlite3_close(target);
    if (code == SQLITE_OK && closed != SQLITE_OK) {
        code = closed;
        why = QString::fromUtf8(sqlite3_errstr(closed));
    }
    if (code != SQLITE_OK)
        return fail(
            QCoreApplication::translate("Adc::SqliteBackup", "the copy could not be written: %1")
                .arg(why));
    return (*claimed)->publish();
}

} // namespace Adc
