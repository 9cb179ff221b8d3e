#include "storage/migrations.h"

#include "model/featurerecord.h"
#include "storage/databaseerror.h"
#include "storage/schema.h"
#include "storage/sql.h"
#include "tables/logchain.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace Adc {

namespace {

// Runs body inside BEGIN IMMEDIATE ... COMMIT; rolls back on any failure.
template<typename Body> Result<void> inTransaction(const QSqlDatabase &database, Body body)
{
    try {
        Sql::run(database, QStringLiteral("BEGIN IMMEDIATE"));
    } catch (const DatabaseError &failure) {
        return Failure { failure.message() };
    }
    try {
        body();
        Sql::run(database, QStringLiteral("COMMIT"));
        return {};
    } catch (const DatabaseError &failure) {
        QSqlQuery rollback(database);
        rollback.exec(QStringLiteral("ROLLBACK"));
        return Failure { failure.message() };
    }
}

void setUserVersion(const QSqlDatabase &database, int version)
{
    // PRAGMA takes no bound values; the number comes from this file.
    Sql::run(database, QStringLiteral("PRAGMA user_version = %1").arg(version));
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
             QStringLiteral("ALTER TABLE units ADD COLUMN edge_distance REAL"
                            " CHECK (edge_distance IS NULL OR edge_distance >= 0)"));
    Sql::run(database,
             QStringLiteral("ALTER TABLE features ADD COLUMN block TEXT"
                            " CHECK (block IS NULL OR block IN ('farm', 'town'))"));
}

} // namespace

int Migrations::version(const QSqlDatabase &database)
{
    QSqlQuery query(database);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next())
        return 0;
    return query.value(0).toInt();
}

Result<void> Migrations::createVersion1(const QSqlDatabase &database)
{
    return inTransaction(database, [&] {
        Sql::run(database,
                 QStringLiteral("PRAGMA application_id = %1").arg(Schema::kApplicationId));
        for (const QString &statement : Schema::version1Statements())
            Sql::run(database, statement);
        setUserVersion(database, 1);
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
                QCoreApplication::translate("Migrations", "the file is at version %1, not %2")
                    .arg(from)
                    .arg(target - 1));
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
        default:
            throw DatabaseError(
                QCoreApplication::translate("Migrations", "no step leads to version %1")
                    .arg(target));
        }
        setUserVersion(database, target);
    });
    if (!done)
        return Failure { QCoreApplication::translate(
                             "Migrations", "upgrading the battle file to version %1 failed: %2")
                             .arg(target)
                             .arg(done.error()) };
    return {};
}

} // namespace Adc
