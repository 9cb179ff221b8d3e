// Schema versions: the saved version 1 file (tests/data/battle-v1.adc) opens,
// is upgraded step by step and keeps its data; a step that fails leaves the
// file whole at the version before.
//
// The saved file is what writeVersion1Battle() below makes from the frozen
// version 1 DDL (Schema::version1Statements()); savedFileIsTheVersion1Writer
// proves it. To make it again (only ever needed if it is lost):
//   ADC_WRITE_BATTLE_V1=tests/data/battle-v1.adc build/bin/db_tst_migration
//   savedFileIsTheVersion1Writer

#include "db/battle/proposaldesk.h"
#include "db/battlefixture.h"
#include "db/rawsqlite.h"
#include "db/resulttesting.h"
#include "db/storage/migrations.h"
#include "db/storage/schema.h"
#include "testpaths.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QSqlRecord>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

QString savedFile()
{
    return AdcTest::sourceDir() + QStringLiteral("/tests/data/battle-v1.adc");
}
// A battle as version 2 wrote it (made by the version 2 adc: init, three
// units, a feature, fires, a discipline test, undos and redos, the end of a
// segment and of a turn, an edit that dropped a redo; its last entry is
// undone and can be redone).
QString savedVersion2()
{
    return AdcTest::sourceDir() + QStringLiteral("/tests/data/battle-v2.adc");
}

// A small battle as version 1 wrote it: two sides, a woods, a BUA, a hill and
// a wall, three units, a clock in turn 2 and two log entries.
bool writeVersion1Battle(const QString &path, QString *error)
{
    RawSqlite raw(path);
    if (!Fixture::succeeded(Migrations::createVersion1(raw.database()), error))
        return false;
    const QStringList rows = {
        QStringLiteral("INSERT INTO battle (id, name, scale, date, rulings) VALUES"
                       " (1, 'Quatre Bras', '1\" = 50 yards', '1815-06-16',"
                       " '{\"class-dice-elite\":\"2d6+2\"}')"),
        QStringLiteral(
            "INSERT INTO sides (id, name, sort_order) VALUES (1, 'France', 0), (2, 'Britain', 1)"),
        QStringLiteral("INSERT INTO brigades (id, side_id, name, commander, sort_order) VALUES"
                       " (1, 1, 'Bachelu', 'Gen. Bachelu', 0), (2, 2, 'Pack', 'Maj.-Gen. Pack', 0),"
                       " (3, 2, 'Artillery', '', 1)"),
        QStringLiteral(
            "INSERT INTO features (id, name, kind, cover, sort_order) VALUES"
            " (1, 'Bossu Wood', 'woods', 'light', 0), (2, 'Gemioncourt', 'bua', 'medium', 1),"
            " (3, 'Windmill Hill', 'hill', 'none', 2), (4, 'Namur Road Wall', 'ltf', 'sparse', 3)"),
        QStringLiteral(
            "INSERT INTO units (id, side_id, brigade_id, name, arm, class, castings_initial,"
            " castings, steps, cw_initial, cw, ap, ap_ball, ap_canister, tubes, weapon, smoke,"
            " morale, formation, firefight, terrain, feature_id, has_fired, fired_this_segment,"
            " moved_this_segment, fired_upon_this_segment, replenishment_turns, scrounging,"
            " sort_order) VALUES"
            " (1, 1, 1, '1/2e Léger', 'infantry', 'elite', 12, 11, 1, 12, 11, 6, 0, 0, 0,"
            " 'rifled-musket', 1, 'steady', 'open-order', 0, 'woods', 1, 1, 1, 0, 0, 0, 0, 0),"
            " (2, 2, 2, '1/42nd Highlanders', 'infantry', 'line', 15, 15, 2, 14, 14, 8, 0, 0,"
            " 0, 'musket', 0, 'shaken', 'square', 1, 'open', NULL, 0, 0, 0, 1, 0, 0, 1),"
            " (3, 2, 3, 'Rogers', 'artillery', 'line', 6, 6, 0, 6, 6, 0, 7, 3, 6, '8pdr', 0,"
            " 'steady', 'unlimbered', 0, 'hill', 3, 1, 0, 0, 0, 2, 0, 2)"),
        QStringLiteral("INSERT INTO clock (id, turn, segment, active_side_id) VALUES (1, 2, 1, 1)"),
        QStringLiteral(
            "INSERT INTO log (id, time, kind, summary, turn, segment, inputs, result) VALUES"
            " (1, '1815-06-16T14:00:00.000Z', 'edit', 'Edit 1/42nd Highlanders: morale steady to "
            "shaken',"
            " 1, 2, '{\"action\":\"edit\",\"unit\":2,\"field\":\"morale\",\"value\":\"shaken\"}',"
            " '{\"ok\":true}'),"
            " (2, '1815-06-16T14:30:00.000Z', 'end-turn', 'End of turn 1', 1, 2,"
            " '{\"action\":\"end-turn\"}', '{\"ok\":true}')"),
        QStringLiteral("INSERT INTO settings (key, value) VALUES ('segments-per-turn', '[2]')"),
    };
    for (const QString &row : rows) {
        RawSqlite *connection = &raw;
        if (!connection->exec(row)) {
            *error = connection->lastError();
            return false;
        }
    }
    return true;
}

// Every row of every table and the schema, in order.
QString contentsOf(const QString &path)
{
    RawSqlite raw(path, true);
    QString text;
    QSqlQuery master(raw.database());
    master.exec(QStringLiteral("SELECT type, name, sql FROM sqlite_master ORDER BY type, name"));
    QStringList tables;
    while (master.next()) {
        text += master.value(0).toString() + QLatin1Char(' ') + master.value(1).toString()
            + QLatin1String(": ") + master.value(2).toString() + QLatin1Char('\n');
        if (master.value(0).toString() == QLatin1String("table"))
            tables.append(master.value(1).toString());
    }
    for (const QString &table : std::as_const(tables)) {
        QSqlQuery rows(raw.database());
        rows.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1").arg(table));
        while (rows.next()) {
            QStringList cells;
            for (int i = 0; i < rows.record().count(); ++i)
                cells.append(rows.value(i).isNull() ? QStringLiteral("NULL")
                                                    : rows.value(i).toString());
            text += table + QLatin1String(": ") + cells.join(QLatin1Char('|')) + QLatin1Char('\n');
        }
    }
    for (const char *pragma : { "application_id", "user_version" })
        text += QLatin1String(pragma) + QLatin1String(" = ")
            + raw.value(QStringLiteral("PRAGMA %1").arg(QLatin1String(pragma))).toString()
            + QLatin1Char('\n');
    return text;
}

QString copyOfSavedFile(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("battle-v1.adc"));
    QFile::copy(savedFile(), path);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

} // namespace

class tst_Migration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void savedFileIsTheVersion1Writer();
    void savedFileMigratesAndKeepsItsData();
    void featuresTakeTheirCapacity_data();
    void featuresTakeTheirCapacity();
    void versionOneLogCannotBeUndone();
    void newActionsAfterMigrationUndo();
    void stepByStep();
    void failedStepLeavesThePreviousVersion();
    void freshFileWalksEveryStep();
    void savedVersion2FileIsChained();
    void versionOneLogIsChainedToo();
    void version6GainsAnEmptyProposalsTable();
    void version8BatteriesGainTheirFullLoads();
};

void tst_Migration::savedFileIsTheVersion1Writer()
{
    const QByteArray target = qgetenv("ADC_WRITE_BATTLE_V1");
    if (!target.isEmpty()) {
        const QString path = QString::fromLocal8Bit(target);
        QFile::remove(path);
        QString error;
        QVERIFY2(writeVersion1Battle(path, &error), qPrintable(error));
    }
    QVERIFY2(QFile::exists(savedFile()), qPrintable(savedFile()));
    QTemporaryDir dir;
    const QString fresh = dir.filePath(QStringLiteral("fresh-v1.adc"));
    QString error;
    QVERIFY2(writeVersion1Battle(fresh, &error), qPrintable(error));
    const QString saved = contentsOf(copyOfSavedFile(dir));
    QVERIFY(saved.contains(QStringLiteral("user_version = 1")));
    QCOMPARE(saved, contentsOf(fresh));
}

void tst_Migration::savedFileMigratesAndKeepsItsData()
{
    QTemporaryDir dir;
    const QString path = copyOfSavedFile(dir);
    QString error;
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(battle, qPrintable(error));
    QCOMPARE(Migrations::version(Fixture::RawSqlite(path, true).database()),
             Schema::kCurrentVersion);
    QCOMPARE(battle->name(), QStringLiteral("Quatre Bras"));
    QCOMPARE(battle->rulings().eliteDice, QStringLiteral("2d6+2"));
    const Clock clock = battle->clock();
    QCOMPARE(clock.turn, 2);
    QCOMPARE(clock.activeSide, QStringLiteral("France"));
    QCOMPARE(battle->sides().size(), 2);
    QCOMPARE(battle->brigades().size(), 3);

    const QList<UnitRecord> units = battle->units();
    QCOMPARE(units.size(), 3);
    const UnitRecord &light = units.at(0);
    QCOMPARE(light.name, QStringLiteral("1/2e Léger"));
    QCOMPARE(light.troopClass, TroopClass::Elite);
    QCOMPARE(light.castings, 11);
    QCOMPARE(light.steps, 1);
    QCOMPARE(light.ap, 6);
    QCOMPARE(light.weapon, Weapon::RifledMusket);
    QCOMPARE(light.formation, Formation::OpenOrder);
    QCOMPARE(light.terrain, Terrain::Woods);
    QCOMPARE(light.feature, QStringLiteral("Bossu Wood"));
    QVERIFY(light.smoke && light.hasFired && light.firedThisSegment);
    const UnitRecord &highlanders = units.at(1);
    QCOMPARE(highlanders.morale, Morale::Shaken);
    QCOMPARE(highlanders.formation, Formation::Square);
    QVERIFY(highlanders.firefight);
    QVERIFY(highlanders.firedUponThisSegment);
    QCOMPARE(highlanders.cwInitial, 14);
    const UnitRecord &guns = units.at(2);
    QCOMPARE(guns.arm, Arm::Artillery);
    QCOMPARE(guns.apBall, 7);
    QCOMPARE(guns.apCanister, 3);
    QCOMPARE(guns.tubes, 6);
    QCOMPARE(guns.weapon, Weapon::Gun8pdr);
    QCOMPARE(guns.replenishmentTurns, 2);
    QCOMPARE(guns.feature, QStringLiteral("Windmill Hill"));

    const QList<LogEntry> log = battle->log();
    QCOMPARE(log.size(), 2);
    QCOMPARE(log.first().kind, QStringLiteral("edit"));
    QCOMPARE(log.first().inputs.value(QStringLiteral("field")).toString(),
             QStringLiteral("morale"));
    QVERIFY(!log.first().hasImages);
    QCOMPARE(battle->settings().value(QStringLiteral("segments-per-turn")).toInt(), 2);

    // Closed and opened again, it is a current file like any other.
    battle.reset();
    battle = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(battle, qPrintable(error));
    QCOMPARE(battle->units().size(), 3);
}

void tst_Migration::featuresTakeTheirCapacity_data()
{
    QTest::addColumn<QString>("feature");
    QTest::addColumn<QJsonValue>("capacity");
    QTest::newRow("a small wood holds one unit") << "Bossu Wood" << QJsonValue(1);
    QTest::newRow("a BUA area holds one unit") << "Gemioncourt" << QJsonValue(1);
    QTest::newRow("a hill has no limit") << "Windmill Hill" << QJsonValue(QJsonValue::Null);
    QTest::newRow("an LTF has no limit") << "Namur Road Wall" << QJsonValue(QJsonValue::Null);
}

void tst_Migration::featuresTakeTheirCapacity()
{
    QFETCH(QString, feature);
    QFETCH(QJsonValue, capacity);
    QTemporaryDir dir;
    QString error;
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(copyOfSavedFile(dir)), &error);
    QVERIFY2(battle, qPrintable(error));
    bool found = false;
    for (const FeatureRecord &record : battle->features()) {
        if (record.name == feature) {
            found = true;
            QCOMPARE(record.toJson().value(QStringLiteral("capacity")), capacity);
        }
    }
    QVERIFY(found);
}

void tst_Migration::versionOneLogCannotBeUndone()
{
    QTemporaryDir dir;
    QString error;
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(copyOfSavedFile(dir)), &error);
    QVERIFY2(battle, qPrintable(error));
    QVERIFY(!battle->canUndo());
    const QString before = battle->canonicalDump();
    const ActionOutcome outcome = battle->apply(object(R"({"action": "undo"})"));
    QVERIFY(outcome.is(Failure::Kind::Refused));
    QVERIFY2(answerOf(outcome)
                 .value(QStringLiteral("reason"))
                 .toString()
                 .contains(QStringLiteral("older version")),
             qPrintable(answerOf(outcome).value(QStringLiteral("reason")).toString()));
    QCOMPARE(battle->canonicalDump(), before);
}

void tst_Migration::newActionsAfterMigrationUndo()
{
    QTemporaryDir dir;
    QString error;
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(copyOfSavedFile(dir)), &error);
    QVERIFY2(battle, qPrintable(error));
    const QString before = battle->canonicalDump();
    // The wood is full: a second unit is refused by its capacity.
    QVERIFY(battle->apply(object(R"({"action": "place", "unit": 2, "feature": "Bossu Wood"})"))
                .is(Failure::Kind::Refused));
    const ActionOutcome fire = battle->apply(
        object(R"({"action": "fire", "firers": [3], "target": 1, "range": 9, "die": 8})"));
    QVERIFY2(fire.ok(),
             qPrintable(fire.error() + answerOf(fire).value(QStringLiteral("reason")).toString()));
    // The target's cover comes from its feature; the elite ruling carried over.
    QVERIFY(answerOf(fire)
                .value(QStringLiteral("conditions"))
                .toArray()
                .contains(QStringLiteral("cover-light")));
    QVERIFY(battle->apply(object(R"({"action": "undo"})")).ok());
    QCOMPARE(battle->canonicalDump(), before);
    QVERIFY(!battle->canUndo());
}

void tst_Migration::stepByStep()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("steps.adc"));
    QString error;
    QVERIFY2(writeVersion1Battle(path, &error), qPrintable(error));
    RawSqlite raw(path);
    QCOMPARE(Migrations::version(raw.database()), 1);
    QVERIFY(
        !raw.database().record(QStringLiteral("features")).contains(QStringLiteral("capacity")));
    QVERIFY2(Fixture::succeeded(Migrations::upgradeTo(raw.database(), 2), &error),
             qPrintable(error));
    QCOMPARE(Migrations::version(raw.database()), 2);
    QVERIFY(raw.database().record(QStringLiteral("features")).contains(QStringLiteral("capacity")));
    QVERIFY(raw.database().record(QStringLiteral("log")).contains(QStringLiteral("changes")));
    QVERIFY(raw.database().record(QStringLiteral("log")).contains(QStringLiteral("undone")));
    // No step skips a version, and none leads past the current one.
    QVERIFY(!Fixture::succeeded(Migrations::upgradeTo(raw.database(), 2), &error));
    QVERIFY(!Fixture::succeeded(Migrations::upgradeTo(raw.database(), Schema::kCurrentVersion + 1),
                                &error));
    QVERIFY2(error.contains(QStringLiteral("version %1").arg(Schema::kCurrentVersion + 1)),
             qPrintable(error));
    QCOMPARE(Migrations::version(raw.database()), 2);
    QCOMPARE(raw.value(QStringLiteral("SELECT COUNT(*) FROM units")).toInt(), 3);
    // Version 3 chains the log: every entry there gets its hash.
    QVERIFY(!raw.database().record(QStringLiteral("log")).contains(QStringLiteral("hash")));
    QVERIFY2(Fixture::succeeded(Migrations::upgradeTo(raw.database(), 3), &error),
             qPrintable(error));
    QCOMPARE(Migrations::version(raw.database()), 3);
    QCOMPARE(raw.value(QStringLiteral("SELECT COUNT(*) FROM log WHERE length(hash) = 64")).toInt(),
             2);
}

void tst_Migration::failedStepLeavesThePreviousVersion()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("clash.adc"));
    QString error;
    QVERIFY2(writeVersion1Battle(path, &error), qPrintable(error));
    {
        // Another program added a column that version 2 adds too: the step
        // fails on it, after it has already added the features' capacity.
        RawSqlite raw(path);
        QVERIFY(raw.exec(QStringLiteral("ALTER TABLE log ADD COLUMN undone TEXT")));
    }
    const QString before = contentsOf(path);
    QVERIFY(!Fixture::valueOf(Battle::open(path), &error));
    QVERIFY2(error.contains(QStringLiteral("version 2 failed")), qPrintable(error));
    QCOMPARE(contentsOf(path), before);
    RawSqlite raw(path);
    QCOMPARE(Migrations::version(raw.database()), 1);
    QVERIFY(
        !raw.database().record(QStringLiteral("features")).contains(QStringLiteral("capacity")));
}

void tst_Migration::freshFileWalksEveryStep()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.adc"));
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::create(path, QStringLiteral("Waterloo")), &error);
    QVERIFY2(battle, qPrintable(error));
    RawSqlite raw(path, true);
    QCOMPARE(Migrations::version(raw.database()), Schema::kCurrentVersion);
    // The version 2 columns are there, as in a migrated file.
    QVERIFY(raw.database().record(QStringLiteral("features")).contains(QStringLiteral("capacity")));
    QVERIFY(raw.database().record(QStringLiteral("log")).contains(QStringLiteral("redo_dropped")));
}

void tst_Migration::savedVersion2FileIsChained()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("battle-v2.adc"));
    QVERIFY(QFile::copy(savedVersion2(), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QCOMPARE(Migrations::version(RawSqlite(path, true).database()), 2);
    QString error;
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(battle, qPrintable(error));
    QCOMPARE(Migrations::version(RawSqlite(path, true).database()), Schema::kCurrentVersion);
    QCOMPARE(battle->name(), QStringLiteral("Ligny"));
    QCOMPARE(battle->units().size(), 3);
    QCOMPARE(battle->log().size(), 14);
    // Every entry got its hash, chained in order, and the whole log replays
    // to the battle as it stands.
    QCOMPARE(RawSqlite(path, true)
                 .value(QStringLiteral("SELECT COUNT(*) FROM log WHERE length(hash) = 64"))
                 .toInt(),
             14);
    const CheckReport report = battle->check();
    QVERIFY2(report.ok(), qPrintable(report.problems.join(QLatin1Char('\n'))));
    QVERIFY(report.checks.join(QLatin1Char('\n')).contains(QStringLiteral("replaying the 14")));
    // Its undone end of turn redoes, and a new entry chains on.
    QVERIFY(battle->canRedo());
    QVERIFY(battle->apply(object(R"({"action": "redo"})")).ok());
    QVERIFY(battle->apply(object(R"({"action": "undo"})")).ok());
    QVERIFY2(battle->check().ok(), qPrintable(battle->check().problems.join(QLatin1Char('\n'))));
    // Version 5: the version also in a table both engines read; the entries
    // from before name no station, the new ones this one, and all verify.
    RawSqlite raw(path, true);
    QCOMPARE(raw.value(QStringLiteral("SELECT version FROM schema_version")).toInt(),
             Schema::kCurrentVersion);
    QCOMPARE(raw.value(QStringLiteral("PRAGMA user_version")).toInt(), Schema::kCurrentVersion);
    const QList<LogEntry> log = battle->log();
    QCOMPARE(log.size(), 16);
    QCOMPARE(log.first().station, QString());
    QCOMPARE(log.last().station, battle->station());
    QVERIFY(!battle->station().isEmpty());
    // Version 6: no unit is in the other side's sight until the umpire says.
    QVERIFY(raw.database().record(QStringLiteral("units")).contains(QStringLiteral("seen")));
    for (const UnitRecord &unit : battle->units())
        QVERIFY(!unit.seen);
}

void tst_Migration::versionOneLogIsChainedToo()
{
    QTemporaryDir dir;
    QString error;
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(copyOfSavedFile(dir)), &error);
    QVERIFY2(battle, qPrintable(error));
    const CheckReport report = battle->check();
    QVERIFY2(report.ok(), qPrintable(report.problems.join(QLatin1Char('\n'))));
    const QString checks = report.checks.join(QLatin1Char('\n'));
    QVERIFY2(checks.contains(QStringLiteral("hash chain holds: 2 entries")), qPrintable(checks));
    // Version 1 kept no row images: the log cannot be replayed, and says so.
    QVERIFY2(checks.contains(QStringLiteral("not replayed")), qPrintable(checks));
}

// Version 7: the sides' proposals, kept beside the log; a battle from
// before has none.
void tst_Migration::version6GainsAnEmptyProposalsTable()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v6.adc"));
    QString error;
    QVERIFY2(writeVersion1Battle(path, &error), qPrintable(error));
    {
        RawSqlite raw(path);
        for (int version = 2; version <= 6; ++version)
            QVERIFY2(Fixture::succeeded(Migrations::upgradeTo(raw.database(), version), &error),
                     qPrintable(error));
        QVERIFY(!raw.database().tables().contains(QStringLiteral("proposals")));
        QVERIFY2(Fixture::succeeded(Migrations::upgradeTo(raw.database(), 7), &error),
                 qPrintable(error));
        QCOMPARE(Migrations::version(raw.database()), 7);
        QCOMPARE(raw.value(QStringLiteral("SELECT COUNT(*) FROM proposals")).toInt(), 0);
        const QSqlRecord columns = raw.database().record(QStringLiteral("proposals"));
        for (const char *column : { "side_id", "number", "units", "action", "turn", "segment",
                                    "state", "reason", "log_id" })
            QVERIFY2(columns.contains(QLatin1String(column)), column);
    }
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(battle, qPrintable(error));
    QVERIFY(battle->proposals().all().isEmpty());
    const CheckReport report = battle->check();
    QVERIFY2(report.ok(), qPrintable(report.problems.join(QLatin1Char('\n'))));
}

// Version 9: "The number of AP's for artillery can be found in the National
// Appendices": each battery keeps its own full loads. One from before gets
// the battle's rulings (8 and 4 here), or the load it holds when that is
// more; infantry keep the table's 8, and carry none.
void tst_Migration::version8BatteriesGainTheirFullLoads()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v7.adc"));
    QString error;
    QVERIFY2(writeVersion1Battle(path, &error), qPrintable(error));
    {
        RawSqlite raw(path);
        for (int version = 2; version <= 8; ++version)
            QVERIFY2(Fixture::succeeded(Migrations::upgradeTo(raw.database(), version), &error),
                     qPrintable(error));
        QVERIFY(raw.exec(QStringLiteral("UPDATE units SET ap_ball = 10 WHERE id = 3")));
        QVERIFY2(Fixture::succeeded(Migrations::upgradeTo(raw.database(), 9), &error),
                 qPrintable(error));
        QCOMPARE(Migrations::version(raw.database()), 9);
    }
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(battle, qPrintable(error));
    QVERIFY(battle->unit(3) && battle->unit(2));
    const UnitRecord rogers = *battle->unit(3);
    QCOMPARE(rogers.apBall, 10);
    QCOMPARE(rogers.apBallFull, 10);
    QCOMPARE(rogers.apCanister, 3);
    QCOMPARE(rogers.apCanisterFull, 4);
    const UnitRecord highlanders = *battle->unit(2);
    QCOMPARE(highlanders.apBallFull, 0);
    QCOMPARE(highlanders.apCanisterFull, 0);
    const CheckReport report = battle->check();
    QVERIFY2(report.ok(), qPrintable(report.problems.join(QLatin1Char('\n'))));
}

ADC_TEST_GUILESS_MAIN(tst_Migration)
#include "tst_migration.moc"
