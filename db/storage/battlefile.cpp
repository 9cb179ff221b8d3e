#include "db/storage/battlefile.h"

#include "core/common/vocabulary.h"
#include "core/model/unitrecord.h"
#include "core/platform/platform.h"
#include "db/storage/migrations.h"
#include "db/storage/schema.h"
#include "db/storage/sql.h"
#include "db/storage/statementcache.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUrl>
#include <QtEndian>

namespace Adc {

namespace {

const QByteArray kSqliteMagic("SQLite format 3\0", 16);
// Offsets in SQLite's 100-byte file header.
constexpr int kHeaderSize = 100;
constexpr int kApplicationIdOffset = 68;

QString describePath(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// What one unit row holds that a unit cannot. The unit's name is user text:
// it is joined to each message, never passed through arg().
QStringList unitProblems(const QSqlQuery &units)
{
    static const QStringList counts = { QStringLiteral("castings_initial"),
                                        QStringLiteral("castings"),
                                        QStringLiteral("steps"),
                                        QStringLiteral("cw_initial"),
                                        QStringLiteral("cw"),
                                        QStringLiteral("ap"),
                                        QStringLiteral("ap_ball"),
                                        QStringLiteral("ap_canister"),
                                        QStringLiteral("tubes"),
                                        QStringLiteral("replenishment_turns"),
                                        QStringLiteral("sort_order") };
    const QList<std::pair<QString, QStringList>> words = {
        { QStringLiteral("arm"), armNames() },
        { QStringLiteral("class"), troopClassNames() },
        { QStringLiteral("weapon"), weaponNames() },
        { QStringLiteral("morale"), moraleNames() },
        { QStringLiteral("formation"), formationNames() },
        { QStringLiteral("terrain"), terrainNames() },
    };
    const QSqlRecord record = units.record();
    auto value = [&](const QString &column) { return units.value(record.indexOf(column)); };
    const QString unit = QCoreApplication::translate("Adc::BattleFile", "unit %1 \"")
                             .arg(value(QStringLiteral("id")).toLongLong())
        + value(QStringLiteral("name")).toString() + QStringLiteral("\": ");
    QStringList found;
    for (const QString &column : counts) {
        const QVariant v = value(column);
        if (v.isNull() || v.toLongLong() < 0)
            found.append(unit
                         + QCoreApplication::translate("Adc::BattleFile", "%1 %2 is below 0")
                               .arg(column, v.isNull() ? QStringLiteral("NULL") : v.toString()));
    }
    const int steps = value(QStringLiteral("steps")).toInt();
    if (steps > 2)
        found.append(unit
                     + QCoreApplication::translate("Adc::BattleFile",
                                                   "steps %1 is more than a unit holds (2)")
                           .arg(steps));
    for (const auto &pair :
         { std::pair<QString, QString> { QStringLiteral("castings"),
                                         QStringLiteral("castings_initial") },
           std::pair<QString, QString> { QStringLiteral("cw"), QStringLiteral("cw_initial") } }) {
        const qint64 now = value(pair.first).toLongLong();
        const qint64 start = value(pair.second).toLongLong();
        if (now > start)
            found.append(
                unit
                + QCoreApplication::translate("Adc::BattleFile", "%1 %2 is above %3 %4")
                      .arg(pair.first, QString::number(now), pair.second, QString::number(start)));
    }
    for (const QString &column : UnitRecord::flagNames()) {
        // A file of an older version lacks the columns added since.
        if (record.indexOf(column) < 0)
            continue;
        const QVariant v = value(column);
        if (v.isNull() || (v.toLongLong() != 0 && v.toLongLong() != 1))
            found.append(
                unit
                + QCoreApplication::translate("Adc::BattleFile", "%1 %2 is neither 0 nor 1")
                      .arg(column, v.toString()));
    }
    for (const auto &pair : words) {
        const QString text = value(pair.first).toString();
        if (!pair.second.contains(text))
            found.append(unit + pair.first + QStringLiteral(" \"") + text
                         + QCoreApplication::translate("Adc::BattleFile", "\" is not one of ")
                         + pair.second.join(QLatin1String(", ")));
    }
    return found;
}

// Names what a file damaged outside the program holds that a battle cannot:
// negative counts, more steps than a unit holds, more castings or CW than it
// started with, words outside their vocabulary, a clock before turn 1.
QStringList impossibleValues(const QSqlDatabase &database)
{
    QStringList found;
    QSqlQuery units(database);
    if (units.exec(QStringLiteral("SELECT * FROM units ORDER BY id"))) {
        while (units.next())
            found.append(unitProblems(units));
    }
    QSqlQuery clock(database);
    if (clock.exec(QStringLiteral("SELECT turn, segment FROM clock")) && clock.next()) {
        if (clock.value(0).toLongLong() < 1)
            found.append(QCoreApplication::translate("Adc::BattleFile", "clock: turn %1 is below 1")
                             .arg(clock.value(0).toString()));
        if (clock.value(1).toLongLong() < 1)
            found.append(
                QCoreApplication::translate("Adc::BattleFile", "clock: segment %1 is below 1")
                    .arg(clock.value(1).toString()));
    }
    return found;
}

} // namespace

Result<void> BattleFile::inspect(const QString &path)
{
    const QFileInfo info(path);
    const QString shown = describePath(path);
    const Failure notAFile = Failure::failed(
        QCoreApplication::translate("Adc::BattleFile",
                                    "%1: is not a regular file (a pipe, a socket or a device), not "
                                    "a battle file")
            .arg(shown));
    // Windows opens its devices (NUL, CON...) under names that look like
    // files', whether or not it says they exist: refused first.
    if (Platform::isDeviceName(path))
        return notAFile;
    if (!info.exists()) {
        return Failure::failed(
            QCoreApplication::translate("Adc::BattleFile", "%1: no such file").arg(shown));
    }
    if (info.isDir()) {
        return Failure::failed(
            QCoreApplication::translate("Adc::BattleFile", "%1: is a folder, not a battle file")
                .arg(shown));
    }
    // A pipe, a socket or a device would block or never end: only a regular
    // file (or a link to one) is opened at all.
    if (!info.isFile())
        return notAFile;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Failure::failed(
            QCoreApplication::translate("Adc::BattleFile", "%1: cannot be read (%2)")
                .arg(shown, file.errorString()));
    }
    return inspectHeader(file.read(kHeaderSize), shown);
}

Result<void> BattleFile::inspectHeader(const QByteArray &header, const QString &shown)
{
    if (header.isEmpty()) {
        return Failure::failed(
            QCoreApplication::translate("Adc::BattleFile", "%1: is empty, not a battle file")
                .arg(shown));
    }
    if (header.size() < kHeaderSize || !header.startsWith(kSqliteMagic)) {
        return Failure::failed(
            QCoreApplication::translate("Adc::BattleFile",
                                        "%1: is not a battle file (not an SQLite database)")
                .arg(shown));
    }
    const qint32 applicationId = qFromBigEndian<qint32>(header.constData() + kApplicationIdOffset);
    if (applicationId != Schema::kApplicationId) {
        return Failure::failed(
            QCoreApplication::translate(
                "Adc::BattleFile",
                "%1: is an SQLite database of another program, not a battle file "
                "(application id %2, a battle's is %3)")
                .arg(shown)
                .arg(applicationId)
                .arg(Schema::kApplicationId));
    }
    return {};
}

bool BattleFile::isFolderWritable(const QString &path)
{
    return QFileInfo(QFileInfo(path).absolutePath()).isWritable();
}

bool BattleFile::isWritable(const QString &path)
{
    return readOnlyReason(path).isEmpty();
}

QString BattleFile::readOnlyReason(const QString &path)
{
    const QFileInfo info(path);
    // The write bits are honoured even for root, whom the system lets write
    // anything: a battle made read-only stays unchanged.
    constexpr QFile::Permissions anyWrite
        = QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    if (!(info.permissions() & anyWrite))
        return QCoreApplication::translate("Adc::BattleFile", "the file has no write permission");
    if (!info.isWritable())
        return QCoreApplication::translate("Adc::BattleFile", "this user may not write the file");
    if (!isFolderWritable(path))
        return QCoreApplication::translate("Adc::BattleFile", "its folder cannot be written");
    return QString();
}

Result<QSqlDatabase> BattleFile::connect(const QString &path, Access access)
{
    static QAtomicInt counter;
    const QString name = QStringLiteral("adc-battle-%1").arg(counter.fetchAndAddRelaxed(1));
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    QStringList options { QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000") };
    if (access == Access::ReadOnly) {
        options.append(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!isFolderWritable(path)) {
            options.append(QStringLiteral("QSQLITE_OPEN_URI"));
            QUrl url = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
            url.setQuery(QStringLiteral("immutable=1"));
            database.setDatabaseName(url.toString(QUrl::FullyEncoded));
        }
    }
    if (database.databaseName().isEmpty())
        database.setDatabaseName(path);
    database.setConnectOptions(options.join(QLatin1Char(';')));
    if (!database.open()) {
        const QString why
            = QStringLiteral("%1: %2").arg(describePath(path), Sql::describe(database.lastError()));
        disconnect(database);
        return Failure::failed(why);
    }
    return database;
}

void BattleFile::disconnect(QSqlDatabase &database)
{
    const QString name = database.connectionName();
    StatementCache::forget(database);
    if (database.isOpen())
        database.close();
    database = QSqlDatabase();
    if (!name.isEmpty())
        QSqlDatabase::removeDatabase(name);
}

Result<void> BattleFile::configure(const QSqlDatabase &database, Access access)
{
    // 32 MiB of pages: a large import's transaction spills fewer pages to
    // the journal before it commits (20,000 units: 7 % fewer writes).
    QStringList pragmas
        = { QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("PRAGMA synchronous = FULL"),
            QStringLiteral("PRAGMA cache_size = -32768") };
    if (access == Access::ReadWrite)
        pragmas.append(QStringLiteral("PRAGMA journal_mode = WAL"));
    for (const QString &pragma : pragmas) {
        QSqlQuery query(database);
        if (!query.exec(pragma)) {
            return Failure::failed(Sql::describe(query.lastError()));
        }
    }
    return {};
}

Result<void> BattleFile::checkSize(const QSqlDatabase &database, const QString &path)
{
    return checkSize(database, describePath(path), QFileInfo(path).size(),
                     QFileInfo(path + QStringLiteral("-wal")).size());
}

Result<void> BattleFile::checkSize(const QSqlDatabase &database, const QString &shown, qint64 size,
                                   qint64 walSize)
{
    QSqlQuery pages(database);
    if (!pages.exec(QStringLiteral("SELECT page_size, page_count FROM pragma_page_size, "
                                   "pragma_page_count"))
        || !pages.next())
        return Failure::failed(
            QStringLiteral("%1: %2").arg(shown, Sql::describe(pages.lastError())));
    const qint64 pageSize = pages.value(0).toLongLong();
    const qint64 expected = pageSize * pages.value(1).toLongLong();
    if (size == expected)
        return {};
    // Pages not yet copied back from the write-ahead log (another program
    // has the battle open, or it was not closed) live in the log: each frame
    // is a page and a 24-byte header, after the log's 32-byte header.
    const qint64 walPages = walSize > 32 ? (walSize - 32) / (pageSize + 24) : 0;
    if (walPages > 0 && size % pageSize == 0
        && (size > expected || (expected - size) / pageSize <= walPages))
        return {};
    return Failure::failed(
        QCoreApplication::translate("Adc::BattleFile",
                                    "%1: the battle file is damaged: it holds %2 bytes, but its "
                                    "%3 pages of %4 bytes need %5 (it was cut short or added to)")
            .arg(shown)
            .arg(size)
            .arg(pages.value(1).toLongLong())
            .arg(pageSize)
            .arg(expected));
}

Result<int> BattleFile::checkContents(const QSqlDatabase &database, const QString &path)
{
    const QString shown = describePath(path);
    QSqlQuery check(database);
    if (!check.exec(QStringLiteral("PRAGMA quick_check")) || !check.next()) {
        return Failure::failed(
            QStringLiteral("%1: %2").arg(shown, Sql::describe(check.lastError())));
    }
    if (check.value(0).toString() != QLatin1String("ok")) {
        const QStringList impossible = impossibleValues(database);
        if (!impossible.isEmpty())
            return Failure::failed(
                QCoreApplication::translate(
                    "Adc::BattleFile",
                    "%1: holds impossible values, written by another program: %2")
                    .arg(shown, impossible.join(QLatin1String("; "))));
        return Failure::failed(
            QCoreApplication::translate("Adc::BattleFile", "%1: the battle file is damaged (%2)")
                .arg(shown, check.value(0).toString()));
    }

    const int version = Migrations::version(database);
    if (version > Schema::kCurrentVersion) {
        return Failure::failed(
            QCoreApplication::translate(
                "Adc::BattleFile",
                "%1: was written by a newer Aide-de-Camp (battle file version %2; "
                "this program reads up to version %3)")
                .arg(shown)
                .arg(version)
                .arg(Schema::kCurrentVersion));
    }
    if (version < 1) {
        return Failure::failed(
            QCoreApplication::translate("Adc::BattleFile",
                                        "%1: is not a battle file (it has no schema version)")
                .arg(shown));
    }
    const QStringList tables = database.tables();
    for (const QString &table : Schema::requiredTables()) {
        if (!tables.contains(table)) {
            return Failure::failed(
                QCoreApplication::translate(
                    "Adc::BattleFile", "%1: is not a battle file (the table \"%2\" is missing)")
                    .arg(shown, table));
        }
    }
    QSqlQuery battle(database);
    if (!battle.exec(QStringLiteral("SELECT COUNT(*) FROM battle")) || !battle.next()
        || battle.value(0).toInt() != 1) {
        return Failure::failed(
            QCoreApplication::translate("Adc::BattleFile",
                                        "%1: is not a battle file (it holds no battle)")
                .arg(shown));
    }
    QSqlQuery clock(database);
    if (!clock.exec(QStringLiteral("SELECT COUNT(*) FROM clock")) || !clock.next()
        || clock.value(0).toInt() != 1) {
        return Failure::failed(QCoreApplication::translate(
                                   "Adc::BattleFile", "%1: is not a battle file (it has no clock)")
                                   .arg(shown));
    }
    return version;
}

void BattleFile::removeAll(const QString &path)
{
    for (const QString &suffix :
         { QString(), QStringLiteral("-journal"), QStringLiteral("-wal"), QStringLiteral("-shm") })
        QFile::remove(path + suffix);
}

} // namespace Adc
