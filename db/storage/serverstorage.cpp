#include "db/storage/serverstorage.h"

#include "db/storage/canonicaldump.h"
#include "db/storage/databaseerror.h"
#include "db/storage/migrations.h"
#include "db/storage/schema.h"
#include "db/storage/serverconnection.h"
#include "db/storage/sql.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlQuery>

namespace Adc {

namespace {

// The channel each committed action is announced on (one battle a
// database, so one channel serves).
const QString kChannel = QStringLiteral("adc_battle");

// What the database holds, checked before anything is written: a battle of
// a version this program reads, with its tables and its one battle and
// clock row. Gives the version.
Result<int> checkContents(const QSqlDatabase &database, const QString &shown)
{
    if (!ServerConnection::hasTables(database))
        return Failure::failed(shown
                               + QCoreApplication::translate(
                                   "Adc::ServerStorage",
                                   ": the database is empty, not a battle (make one there with adc "
                                   "init --db)"));
    const int version = Migrations::version(database);
    if (version < 1)
        return Failure::failed(shown
                               + QCoreApplication::translate(
                                   "Adc::ServerStorage",
                                   ": the database is not a battle (it has no schema_version "
                                   "table)"));
    if (version > Schema::kCurrentVersion)
        return Failure::failed(
            shown
            + QCoreApplication::translate(
                  "Adc::ServerStorage",
                  ": the battle was written by a newer Aide-de-Camp (battle version "
                  "%1; this program reads up to version %2)")
                  .arg(version)
                  .arg(Schema::kCurrentVersion));
    const QStringList tables = database.tables();
    for (const QString &table : Schema::requiredTables()) {
        if (!tables.contains(table))
            return Failure::failed(
                shown
                + QCoreApplication::translate("Adc::ServerStorage",
                                              ": the database is not a battle (the table \"%1\" is "
                                              "missing)")
                      .arg(table));
    }
    for (const char *table : { "battle", "clock" }) {
        QSqlQuery count(database);
        if (!count.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table)))
            || !count.next() || count.value(0).toInt() != 1)
            return Failure::failed(
                shown
                + QCoreApplication::translate(
                    "Adc::ServerStorage", ": the database is not a battle (it holds no battle)"));
    }
    return version;
}

Result<void> initialiseOnServer(const QSqlDatabase &database, const QString &name)
{
    try {
        Sql::execute(database, QStringLiteral("BEGIN ISOLATION LEVEL SERIALIZABLE"));
        Migrations::createOnServer(database);
        Migrations::writeFirstRows(database, name.trimmed());
        Migrations::upgradeFromVersion1(database);
        Sql::execute(database, QStringLiteral("COMMIT"));
    } catch (const DatabaseError &failure) {
        QSqlQuery(database).exec(QStringLiteral("ROLLBACK"));
        return Failure::failed(failure.message());
    }
    return {};
}

} // namespace

ServerStorage::ServerStorage(ServerAddress address, QSqlDatabase database, QString readOnlyReason)
    : m_address(std::move(address))
    , m_database(std::move(database))
    , m_readOnlyReason(std::move(readOnlyReason))
{
}

ServerStorage::~ServerStorage()
{
    ServerConnection::disconnect(m_database);
}

Result<std::unique_ptr<ServerStorage>> ServerStorage::create(const QString &url,
                                                             const QString &name)
{
    const Result<ServerAddress> address = ServerAddress::parse(url);
    if (!address)
        return address.failure();
    if (name.trimmed().isEmpty())
        return Failure::failed(
            QCoreApplication::translate("Adc::ServerStorage", "name: a battle needs a name"));
    Result<QSqlDatabase> connected = ServerConnection::connect(*address);
    if (!connected)
        return connected.failure();
    Result<void> ready = ServerConnection::hasTables(*connected)
        ? Result<void>(Failure::failed(
            QCoreApplication::translate("Adc::ServerStorage",
                                        "the database already holds tables; a new battle is made "
                                        "only in an empty database")))
        : initialiseOnServer(*connected, name);
    if (!ready) {
        ServerConnection::disconnect(*connected);
        return ready.failure().prefixed(
            address->shown()
            + QCoreApplication::translate("Adc::ServerStorage",
                                          ": the battle could not be created: "));
    }
    auto storage
        = std::unique_ptr<ServerStorage>(new ServerStorage(*address, *connected, QString()));
    storage->m_url = url;
    return storage;
}

Result<std::unique_ptr<ServerStorage>> ServerStorage::open(const QString &url, bool readOnly)
{
    const Result<ServerAddress> address = ServerAddress::parse(url);
    if (!address)
        return address.failure();
    Result<QSqlDatabase> connected = ServerConnection::connect(*address);
    if (!connected)
        return connected.failure();
    const QString shown = address->shown();
    Result<int> version = checkContents(*connected, shown);
    QString reason;
    if (version && !ServerConnection::mayWrite(*connected))
        reason = QCoreApplication::translate("Adc::ServerStorage",
                                             "the role %1 may only read this battle")
                     .arg(connected->userName());
    else if (version && readOnly)
        reason
            = QCoreApplication::translate("Adc::ServerStorage", "it was opened for reading only");
    if (version && *version < Schema::kCurrentVersion) {
        if (!reason.isEmpty())
            version
                = Failure::failed(shown
                                  + QCoreApplication::translate(
                                        "Adc::ServerStorage",
                                        ": is a version %1 battle that must be upgraded to version "
                                        "%2, but it is read-only (%3)")
                                        .arg(*version)
                                        .arg(Schema::kCurrentVersion)
                                        .arg(reason));
        else if (Result<void> migrated = Migrations::migrate(*connected); !migrated)
            version = migrated.failure().prefixed(shown + QLatin1String(": "));
    }
    if (version && !reason.isEmpty()) {
        QSqlQuery readOnlySession(*connected);
        readOnlySession.exec(
            QStringLiteral("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY"));
    }
    if (!version) {
        ServerConnection::disconnect(*connected);
        return version.failure();
    }
    auto storage = std::unique_ptr<ServerStorage>(new ServerStorage(*address, *connected, reason));
    storage->m_url = url;
    storage->m_openedReadOnly = readOnly;
    return storage;
}

bool ServerStorage::isConnected() const
{
    QSqlQuery probe(m_database);
    return m_database.isOpen() && probe.exec(QStringLiteral("SELECT 1"));
}

Result<void> ServerStorage::reconnect()
{
    Result<std::unique_ptr<ServerStorage>> fresh = open(m_url, m_openedReadOnly);
    if (!fresh)
        return fresh.failure();
    // The lost connection goes with the fresh storage's destructor.
    std::swap(m_database, (*fresh)->m_database);
    m_readOnlyReason = (*fresh)->m_readOnlyReason;
    return {};
}

void ServerStorage::remove(const QString &url)
{
    const Result<ServerAddress> address = ServerAddress::parse(url);
    if (!address)
        return;
    Result<QSqlDatabase> connected = ServerConnection::connect(*address);
    if (!connected)
        return;
    QSqlQuery drop(*connected);
    drop.exec(QStringLiteral("DROP TABLE IF EXISTS log, settings, clock, units, features, "
                             "brigades, sides, battle, schema_version CASCADE"));
    drop.exec(QStringLiteral("DROP FUNCTION IF EXISTS adc_next_id()"));
    ServerConnection::disconnect(*connected);
}

void ServerStorage::begin()
{
    Sql::execute(m_database, QStringLiteral("BEGIN ISOLATION LEVEL SERIALIZABLE"));
    // Every action appends to the log's hash chain, so actions cannot run
    // side by side: writers wait their turn here, readers never do. Taken
    // before the transaction's first read, its snapshot is taken after the
    // wait and sees every action committed before it.
    Sql::execute(m_database, QStringLiteral("LOCK TABLE log IN SHARE ROW EXCLUSIVE MODE"));
}

void ServerStorage::commit()
{
    // Delivered to the other stations only when the commit succeeds.
    Sql::execute(m_database, QStringLiteral("NOTIFY ") + kChannel);
    try {
        Sql::execute(m_database, QStringLiteral("COMMIT"));
    } catch (const DatabaseError &failure) {
        // A connection lost while COMMIT was on its way: the server wrote
        // the whole transaction or none of it, and only it knows which.
        throw DatabaseError(failure.message(), failure.isRetryable(), !isConnected());
    }
}

bool ServerStorage::watch(QObject *context, const std::function<void()> &changed)
{
    QSqlDriver *driver = m_database.driver();
    if (!driver || !driver->subscribeToNotification(kChannel))
        return false;
    QObject::connect(
        driver, &QSqlDriver::notification, context,
        [changed](const QString &, QSqlDriver::NotificationSource source, const QVariant &) {
            if (source != QSqlDriver::SelfSource)
                changed();
        });
    return true;
}

void ServerStorage::rollback()
{
    QSqlQuery query(m_database);
    query.exec(QStringLiteral("ROLLBACK"));
}

Result<void> ServerStorage::saveCopy(const QString &path) const
{
    return Failure::failed(
        path
        + QCoreApplication::translate("Adc::ServerStorage",
                                      ": a battle on a server is not saved as a copy from here; "
                                      "use adc copy --from ")
        + m_address.shown());
}

void ServerStorage::checkStorage(CheckReport *report) const
{
    QSqlQuery query(m_database);
    const QString version = query.exec(QStringLiteral("SHOW server_version")) && query.next()
        ? query.value(0).toString()
        : QString();
    report->checks.append(QCoreApplication::translate(
                              "Adc::ServerStorage",
                              "the battle is on the server %1 (PostgreSQL %2), which keeps its "
                              "constraints and foreign keys itself: the file checks do not apply")
                              .arg(m_address.shown(), version));
}

QString ServerStorage::canonicalDump() const
{
    return CanonicalDump::of(m_database);
}

qint64 ServerStorage::changeMarker() const
{
    return Sql::value(m_database, QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM log"))
        .toLongLong();
}

} // namespace Adc
