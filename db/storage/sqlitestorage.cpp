#include "db/storage/sqlitestorage.h"

#include "db/storage/battlefile.h"
#include "db/storage/canonicaldump.h"
#include "db/storage/databaseerror.h"
#include "db/storage/migrations.h"
#include "db/storage/newbattlefile.h"
#include "db/storage/schema.h"
#include "db/storage/sql.h"
#include "db/storage/sqlitebackup.h"
#include "db/storage/sqlitecheck.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QSqlRecord>
#include <cstring>
#include <sqlite3.h>

namespace Adc {

namespace {

// Why no new battle may be made at `path` (something is there, its folder
// is not), or nothing.
Result<void> newFileRefusal(const QString &path, const QString &name)
{
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink())
        return Failure::failed(
            QCoreApplication::translate("Adc::SqliteStorage",
                                        "%1: already exists; a new battle never overwrites a file")
                .arg(path));
    if (!QFileInfo(info.absolutePath()).isDir())
        return Failure::failed(
            QCoreApplication::translate("Adc::SqliteStorage", "%1: the folder %2 does not exist")
                .arg(path, info.absolutePath()));
    if (name.trimmed().isEmpty())
        return Failure::failed(
            QCoreApplication::translate("Adc::SqliteStorage", "name: a battle needs a name"));
    return {};
}

Result<void> initialiseFile(const QSqlDatabase &database, const QString &name)
{
    if (Result<void> created = Migrations::createVersion1(database); !created)
        return created;
    try {
        Sql::run(database, QStringLiteral("BEGIN IMMEDIATE"));
        Migrations::writeFirstRows(database, name.trimmed());
        Sql::run(database, QStringLiteral("COMMIT"));
    } catch (const DatabaseError &failure) {
        QSqlQuery(database).exec(QStringLiteral("ROLLBACK"));
        return Failure::failed(failure.message());
    }
    if (Result<void> migrated = Migrations::migrate(database); !migrated)
        return migrated;
    return BattleFile::configure(database, BattleFile::Access::ReadWrite);
}

// Brings an opened file to the current version and sets its pragmas.
Result<void> prepare(QSqlDatabase &database, const QString &path, BattleFile::Access access)
{
    const Result<int> version = BattleFile::checkContents(database, path);
    if (!version)
        return version.failure();
    if (*version < Schema::kCurrentVersion) {
        if (access == BattleFile::Access::ReadOnly)
            return Failure::failed(
                QCoreApplication::translate("Adc::SqliteStorage",
                                            "%1: is a version %2 battle file that must be upgraded "
                                            "to version %3, but it is read-only; open a writable "
                                            "copy")
                    .arg(path)
                    .arg(*version)
                    .arg(Schema::kCurrentVersion));
        if (Result<void> migrated = Migrations::migrate(database); !migrated)
            return migrated.failure().prefixed(path + QStringLiteral(": "));
    }
    if (Result<void> configured = BattleFile::configure(database, access); !configured)
        return configured.failure().prefixed(path + QStringLiteral(": "));
    return {};
}

} // namespace

SqliteStorage::SqliteStorage(QString path, QSqlDatabase database, QString readOnlyReason)
    : m_path(std::move(path))
    , m_database(std::move(database))
    , m_readOnlyReason(std::move(readOnlyReason))
{
}

SqliteStorage::~SqliteStorage()
{
    BattleFile::disconnect(m_database);
}

Result<void> SqliteStorage::make(const QString &path, const QString &name, const Filler &fill)
{
    if (Result<void> refused = newFileRefusal(path, name); !refused)
        return refused;
    // It outlives every connection to its file.
    Result<std::unique_ptr<NewBattleFile>> claimed = NewBattleFile::claim(path);
    if (!claimed)
        return claimed.failure();
    const QString temporary = (*claimed)->temporaryPath();
    Result<QSqlDatabase> connected = BattleFile::connect(temporary, BattleFile::Access::ReadWrite);
    Result<void> ready = connected ? initialiseFile(*connected, name) : connected.failure();
    if (connected)
        BattleFile::disconnect(*connected);
    if (!ready)
        return Failure::failed(QCoreApplication::translate(
                                   "Adc::SqliteStorage", "%1: the battle could not be created: %2")
                                   .arg(path, ready.error()));
    if (fill) {
        if (Result<void> filled = fill(temporary); !filled)
            return filled;
    }
    // Closed, its write-ahead log is copied back and gone: the file alone is
    // the whole battle. A log left (named after the temporary file) would
    // not follow it to its name.
    if (QFileInfo(temporary + QStringLiteral("-wal")).size() > 0)
        return Failure::failed(
            QCoreApplication::translate(
                "Adc::SqliteStorage",
                "%1: the battle could not be created: its log was not written back")
                .arg(path));
    return (*claimed)->publish();
}

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::create(const QString &path,
                                                             const QString &name)
{
    if (Result<void> made = make(path, name); !made)
        return made.failure();
    return open(path, false);
}

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::open(const QString &path, bool readOnly)
{
    if (Result<void> inspected = BattleFile::inspect(path); !inspected)
        return inspected.failure();
    QString reason = BattleFile::readOnlyReason(path);
    if (reason.isEmpty() && readOnly)
        reason
            = QCoreApplication::translate("Adc::SqliteStorage", "it was opened for reading only");
    readOnly = !reason.isEmpty();
    const BattleFile::Access access
        = readOnly ? BattleFile::Access::ReadOnly : BattleFile::Access::ReadWrite;
    Result<QSqlDatabase> connected = BattleFile::connect(path, access);
    if (!connected)
        return connected.failure();
    Result<void> prepared = BattleFile::checkSize(*connected, path);
    if (prepared)
        prepared = prepare(*connected, path, access);
    if (!prepared) {
        BattleFile::disconnect(*connected);
        return prepared.failure();
    }
    return std::unique_ptr<SqliteStorage>(new SqliteStorage(path, *connected, reason));
}

Result<std::unique_ptr<SqliteStorage>> SqliteStorage::openBytes(const QByteArray &bytes,
                                                                const QString &name)
{
    if (Result<void> inspected = BattleFile::inspectHeader(bytes.left(100), name); !inspected)
        return inspected.failure();
    static QAtomicInt counter;
    QSqlDatabase database = QSqlDatabase::addDatabase(
        QStringLiteral("QSQLITE"),
        QStringLiteral("adc-memory-%1").arg(counter.fetchAndAddRelaxed(1)));
    database.setDatabaseName(QStringLiteral(":memory:"));
    const QVariant handle
        = database.open() && database.driver() ? database.driver()->handle() : QVariant();
    sqlite3 *sqlite = handle.isValid() && qstrcmp(handle.typeName(), "sqlite3*") == 0
        ? *static_cast<sqlite3 *const *>(handle.constData())
        : nullptr;
    // SQLite owns the copy and frees it when the connection closes.
    auto *copy = sqlite ? static_cast<unsigned char *>(sqlite3_malloc64(bytes.size())) : nullptr;
    int code = SQLITE_NOMEM;
    if (copy) {
        std::memcpy(copy, bytes.constData(), bytes.size());
        // A battle file is in write-ahead-log mode (bytes 18 and 19 of the
        // header are 2), which needs shared memory beside a file; in memory
        // it reads as the rollback journal (1) it is equivalent to.
        for (int at : { 18, 19 }) {
            if (copy[at] == 2)
                copy[at] = 1;
        }
        code = sqlite3_deserialize(sqlite, "main", copy, bytes.size(), bytes.size(),
                                   SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE);
    }
    Result<void> prepared = Failure::failed(
        QCoreApplication::translate("Adc::SqliteStorage", "%1: cannot be read in memory (%2)")
            .arg(name, QString::fromUtf8(sqlite3_errstr(code))));
    if (code == SQLITE_OK) {
        prepared = BattleFile::checkSize(database, name, bytes.size(), 0);
        if (prepared)
            prepared = prepare(database, name, BattleFile::Access::ReadWrite);
    }
    if (!prepared) {
        BattleFile::disconnect(database);
        return prepared.failure();
    }
    return std::unique_ptr<SqliteStorage>(new SqliteStorage(name, database, QString()));
}

void SqliteStorage::begin()
{
    Sql::run(m_database, QStringLiteral("BEGIN IMMEDIATE"));
}

void SqliteStorage::commit()
{
    Sql::run(m_database, QStringLiteral("COMMIT"));
}

void SqliteStorage::rollback()
{
    QSqlQuery query(m_database);
    query.exec(QStringLiteral("ROLLBACK"));
}

QString SqliteStorage::canonicalDump() const
{
    return CanonicalDump::of(m_database);
}

qint64 SqliteStorage::changeMarker() const
{
    // SQLite's count of commits by other connections to this file.
    QSqlQuery query = Sql::run(m_database, QStringLiteral("PRAGMA data_version"));
    return query.next() ? query.value(0).toLongLong() : -1;
}

Result<void> SqliteStorage::saveCopy(const QString &path) const
{
    return SqliteBackup::save(m_database, m_path, path);
}

void SqliteStorage::checkStorage(CheckReport *report) const
{
    SqliteCheck::run(m_database, m_path, report);
}

} // namespace Adc
