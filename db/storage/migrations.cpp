#include "db/storage/migrations.h"

#include "core/common/rulings.h"
#include "core/model/featurerecord.h"
#include "db/storage/databaseerror.h"
#include "db/storage/logchain.h"
#include "db/storage/nametext.h"
#include "db/storage/proposalchecksum.h"
#include "db/storage/schema.h"
#include "db/storage/sql.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>
#include <algorithm>

namespace Adc {

namespace {

const QString kVersionTable = QStringLiteral("schema_version");

// Runs body inside one write transaction (BEGIN IMMEDIATE on a file);
// rolls back on any failure.
template<typename Body> Result<void> inTransaction(const QSqlDatabase &database, Body body)
{
    try {
        Sql::execute(database,
                     Sql::isServer(database) ? QStringLiteral("BEGIN ISOLATION LEVEL SERIALIZABLE")
                                             : QStringLiteral("BEGIN IMMEDIATE"));
    } catch (const DatabaseError &failure) {
        return Failure::failed(failure.message());
    }
    try {
        body();
        Sql::execute(database, QStringLiteral("COMMIT"));
        return {};
    } catch (const DatabaseError &failure) {
        QSqlQuery rollback(database);
        rollback.exec(QStringLiteral("ROLLBACK"));
        return Failure::failed(failure.message());
    }
}

void upgradeToVersion2(const QSqlDatabase &database)
{
    Sql::run(database,
             QStringLiteral("ALTER TABLE features ADD COLUMN capacity INTEGER"
                            " CHECK (capacity IS NULL OR capacity >= 1)"));
    // Each existing feature holds what the terrain rules allow its kind.
    QSqlQuery features = Sql::run(database, QStringLiteral("SELECT id, kind FROM features"));
    while (features.next()) {
        const std::optional<int> capacity
            = FeatureRecord::defaultCapacity(features.value(1).toString());
        Sql::run(database, QStringLiteral("UPDATE features SET capacity = ? WHERE id = ?"),
                 { capacity ? QVariant(*capacity) : QVariant(), features.value(0) });
    }
    Sql::run(database, QStringLiteral("ALTER TABLE log ADD COLUMN changes TEXT"));
    Sql::run(database,
             QStringLiteral("ALTER TABLE log ADD COLUMN undone INTEGER NOT NULL DEFAULT 0"
                            " CHECK (undone IN (0, 1))"));
    Sql::run(database,
             QStringLiteral("ALTER TABLE log ADD COLUMN redo_dropped INTEGER NOT NULL DEFAULT 0"
                            " CHECK (redo_dropped IN (0, 1))"));
}

void upgradeToVersion3(const QSqlDatabase &database)
{
    Sql::run(database, QStringLiteral("ALTER TABLE log ADD COLUMN hash TEXT"));
    LogChain::rehashAll(database);
}

void upgradeToVersion4(const QSqlDatabase &database)
{
    // Seed 002, Fire At And In Town: a unit in a town block may be hidden
    // from the other side, and is seen only near the block's edge.
    Sql::run(database,
             QStringLiteral("ALTER TABLE units ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0"
                            " CHECK (hidden IN (0, 1))"));
    Sql::run(database,
             QStringLiteral("ALTER TABLE units ADD COLUMN edge_distance DOUBLE PRECISION"
                            " CHECK (edge_distance IS NULL OR edge_distance >= 0)"));
    Sql::run(database,
             QStringLiteral("ALTER TABLE features ADD COLUMN block TEXT"
                            " CHECK (block IS NULL OR block IN ('farm', 'town'))"));
}

void upgradeToVersion5(const QSqlDatabase &database)
{
    Sql::run(database,
             QStringLiteral("CREATE TABLE schema_version ("
                            " id INTEGER PRIMARY KEY CHECK (id = 1),"
                            " version INTEGER NOT NULL CHECK (version >= 1))"));
    Sql::run(database, QStringLiteral("INSERT INTO schema_version (id, version) VALUES (1, 5)"));
    Sql::run(database,
             QStringLiteral("ALTER TABLE log ADD COLUMN station TEXT NOT NULL DEFAULT ''"));
}

void upgradeToVersion6(const QSqlDatabase &database)
{
    Sql::run(database,
             QStringLiteral("ALTER TABLE units ADD COLUMN seen INTEGER NOT NULL DEFAULT 0"
                            " CHECK (seen IN (0, 1))"));
}

void upgradeToVersion7(const QSqlDatabase &database)
{
    // No foreign keys: a proposal outlives what undo may take away (the
    // side a unit's addition made); adc check looks at it instead.
    Sql::run(database,
             QStringLiteral(
                 "CREATE TABLE proposals ("
                 " id INTEGER PRIMARY KEY,"
                 " side_id INTEGER NOT NULL,"
                 " number INTEGER NOT NULL CHECK (number >= 1),"
                 " units TEXT NOT NULL,"
                 " action TEXT NOT NULL,"
                 " turn INTEGER NOT NULL CHECK (turn >= 1),"
                 " segment INTEGER NOT NULL CHECK (segment >= 1),"
                 " time TEXT NOT NULL,"
                 " state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'applied',"
                 " 'declined', 'withdrawn')),"
                 " reason TEXT NOT NULL DEFAULT '',"
                 " log_id INTEGER,"
                 " UNIQUE (side_id, number))"));
    if (Sql::isServer(database))
        Sql::run(database,
                 QStringLiteral("CREATE TRIGGER proposals_id BEFORE INSERT ON proposals"
                                " FOR EACH ROW EXECUTE FUNCTION adc_next_id()"));
}

void upgradeToVersion8(const QSqlDatabase &database)
{
    Sql::run(database, QStringLiteral("ALTER TABLE proposals ADD COLUMN checksum TEXT"));
    ProposalChecksum::sealAll(database);
}

// A battery's full loads are its own (seed 002, Ammunition: "The number of
// AP's for artillery can be found in the National Appendices"): an existing
// one gets the battle's rulings, or the load it holds when that is more.
void upgradeToVersion9(const QSqlDatabase &database)
{
    for (const QString &column :
         { QStringLiteral("ap_ball_full"), QStringLiteral("ap_canister_full") })
        Sql::run(database,
                 QStringLiteral("ALTER TABLE units ADD COLUMN %1 INTEGER NOT NULL"
                                " DEFAULT 0 CHECK (%1 >= 0)")
                     .arg(column));
    Rulings rulings;
    QSqlQuery battle
        = Sql::run(database, QStringLiteral("SELECT rulings FROM battle WHERE id = 1"));
    if (battle.next()) {
        const QJsonDocument document = QJsonDocument::fromJson(battle.value(0).toString().toUtf8());
        if (Result<Rulings> read = Rulings::fromJson(document.object()))
            rulings = *std::move(read);
    }
    Sql::run(database,
             QStringLiteral("UPDATE units SET"
                            " ap_ball_full = CASE WHEN ap_ball > ? THEN ap_ball ELSE ? END,"
                            " ap_canister_full = CASE WHEN ap_canister > ? THEN ap_canister"
                            " ELSE ? END"
                            " WHERE arm IN ('artillery', 'battalion-guns')"),
             { rulings.batteryBallAp, rulings.batteryBallAp, rulings.batteryCanisterAp,
               rulings.batteryCanisterAp });
}

} // namespace

int Migrations::version(const QSqlDatabase &database)
{
    int version = 0;
    QSqlQuery query(database);
    if (database.tables().contains(kVersionTable)
        && query.exec(QStringLiteral("SELECT version FROM schema_version WHERE id = 1"))
        && query.next())
        version = query.value(0).toInt();
    // A file's PRAGMA user_version counts too: whichever is newer.
    if (!Sql::isServer(database) && query.exec(QStringLiteral("PRAGMA user_version"))
        && query.next())
        version = std::max(version, query.value(0).toInt());
    return version;
}

void Migrations::setVersion(const QSqlDatabase &database, int version)
{
    if (database.tables().contains(kVersionTable))
        Sql::run(database, QStringLiteral("UPDATE schema_version SET version = ? WHERE id = 1"),
                 { version });
    // A file keeps its PRAGMA user_version too: a program older than the
    // schema_version table refuses a newer file by it. PRAGMA takes no bound
    // values; the number comes from this file.
    if (!Sql::isServer(database))
        Sql::run(database, QStringLiteral("PRAGMA user_version = %1").arg(version));
}

void Migrations::createOnServer(const QSqlDatabase &database)
{
    for (const QString &statement : Schema::version1Statements() + Schema::serverStatements())
        Sql::run(database, statement);
}

void Migrations::upgradeFromVersion1(const QSqlDatabase &database)
{
    for (int target = 2; target <= Schema::kCurrentVersion; ++target)
        step(database, target);
    setVersion(database, Schema::kCurrentVersion);
}

void Migrations::writeFirstRows(const QSqlDatabase &database, const QString &name)
{
    if (const QString refusal = NameText::refusal(QStringLiteral("name"), name); !refusal.isEmpty())
        throw DatabaseError(refusal);
    Sql::run(
        database, QStringLiteral("INSERT INTO battle (id, name, rulings) VALUES (1, ?, ?)"),
        { name,
          QString::fromUtf8(QJsonDocument(Rulings().toJson()).toJson(QJsonDocument::Compact)) });
    Sql::run(database, QStringLiteral("INSERT INTO clock (id, turn, segment) VALUES (1, 1, 1)"));
}

Result<void> Migrations::createVersion1(const QSqlDatabase &database)
{
    return inTransaction(database, [&] {
        Sql::run(database,
                 QStringLiteral("PRAGMA application_id = %1").arg(Schema::kApplicationId));
        for (const QString &statement : Schema::version1Statements())
            Sql::run(database, statement);
        setVersion(database, 1);
    });
}

Result<void> Migrations::migrate(const QSqlDatabase &database)
{
    int current = version(database);
    while (current < Schema::kCurrentVersion) {
        if (Result<void> step = upgradeTo(database, current + 1); !step)
            return step;
        current = version(database);
    }
    return {};
}

Result<void> Migrations::upgradeTo(const QSqlDatabase &database, int target)
{
    const Result<void> done = inTransaction(database, [&] {
        const int from = version(database);
        if (from != target - 1)
            throw DatabaseError(
                QCoreApplication::translate("Adc::Migrations", "the file is at version %1, not %2")
                    .arg(from)
                    .arg(target - 1));
        step(database, target);
        setVersion(database, target);
    });
    if (!done)
        return Failure::failed(
            QCoreApplication::translate("Adc::Migrations",
                                        "upgrading the battle file to version %1 failed: %2")
                .arg(target)
                .arg(done.error()));
    return {};
}

void Migrations::step(const QSqlDatabase &database, int target)
{
    switch (target) {
    case 2:
        upgradeToVersion2(database);
        break;
    case 3:
        upgradeToVersion3(database);
        break;
    case 4:
        upgradeToVersion4(database);
        break;
    case 5:
        upgradeToVersion5(database);
        break;
    case 6:
        upgradeToVersion6(database);
        break;
    case 7:
        upgradeToVersion7(database);
        break;
    case 8:
        upgradeToVersion8(database);
        break;
    case 9:
        upgradeToVersion9(database);
        break;
    default:
        throw DatabaseError(
            QCoreApplication::translate("Adc::Migrations", "no step leads to version %1")
                .arg(target));
    }
}

} // namespace Adc
