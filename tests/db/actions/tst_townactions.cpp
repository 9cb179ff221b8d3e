// Towns in the battle file (seed 002, Fire At And In Town): town blocks,
// the hidden and edge_distance unit fields (edited, exported, imported,
// migrated), fire refused at an unseen occupant, fire at a block's edge as
// one logged, undoable action, and a side's view without the other side's
// hidden units.

#include "db/battlefixture.h"
#include "db/io/oobexport.h"
#include "db/io/oobimport.h"
#include "db/rawsqlite.h"
#include "db/resulttesting.h"
#include "db/storage/migrations.h"
#include "db/storage/schema.h"
#include "db/tables/unitreader.h"
#include "testfailure.h"
#include "testpaths.h"
#include "testsuite.h"

#include <QFile>
#include <QSqlRecord>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

QString savedVersion2()
{
    return AdcTest::sourceDir() + QStringLiteral("/tests/data/battle-v2.adc");
}

QJsonObject addBlock(const QString &name, const QString &block)
{
    return { { QStringLiteral("action"), QStringLiteral("add-feature") },
             { QStringLiteral("name"), name },
             { QStringLiteral("kind"), QStringLiteral("bua") },
             { QStringLiteral("capacity"), 3 },
             { QStringLiteral("block"), block } };
}

QJsonObject place(qint64 unit, const QString &feature)
{
    return { { QStringLiteral("action"), QStringLiteral("place") },
             { QStringLiteral("unit"), unit },
             { QStringLiteral("feature"), feature } };
}

// A French battery, and two Prussian battalions in the farm "Piraumont":
// one near the edge, one hidden deep inside. When it cannot be set up, the
// test has failed and isValid() is false.
struct Town
{
    TestBattle battle;
    qint64 farm = 0;
    qint64 battery = 0;
    qint64 near = 0;
    qint64 hidden = 0;

    Town()
    {
        if (!battle.isValid())
            return;
        const ActionOutcome added
            = battle->apply(addBlock(QStringLiteral("Piraumont"), QStringLiteral("farm")));
        if (!added.ok()) {
            ADC_FAIL(QStringLiteral("cannot add the farm: ") + added.error());
            return;
        }
        farm = answerOf(added).value(QStringLiteral("id")).toInteger();
        battery
            = battle.add(Fixture::battery(QStringLiteral("Foot battery"), QStringLiteral("France"),
                                          QStringLiteral("Reille"), 6, Weapon::Gun12pdr));
        near = battle.add(infantry(QStringLiteral("Fusiliers"), QStringLiteral("Prussia"),
                                   QStringLiteral("Pirch")));
        hidden = battle.add(infantry(QStringLiteral("Landwehr"), QStringLiteral("Prussia"),
                                     QStringLiteral("Pirch")));
        for (const qint64 unit : { near, hidden }) {
            if (!battle->apply(place(unit, QStringLiteral("Piraumont"))).ok())
                ADC_FAIL(QStringLiteral("cannot place a unit in the farm"));
        }
        battle.edit(near, QStringLiteral("edge_distance"), 0.5);
        battle.edit(hidden, QStringLiteral("edge_distance"), 2.5);
        battle.edit(hidden, QStringLiteral("hidden"), true);
    }

    bool isValid() const { return battle.isValid() && farm != 0; }
};

} // namespace

class tst_TownActions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blocksAndFields();
    void edgeDistanceIsCleared();
    void badValuesAreRefused_data();
    void badValuesAreRefused();
    void fireAtAnUnseenUnitIsRefused();
    void fireAtTheEdgeHitsEveryOccupant();
    void occupantsFiredUponAtTheEdgeCountForTheSweep();
    void sideViewLeavesOutTheOtherSidesHiddenUnits();
    void exportAndImportKeepTheFields();
    void versionThreeFileUpgrades();
};

void tst_TownActions::blocksAndFields()
{
    Town town;
    QVERIFY(town.isValid());
    const QList<FeatureRecord> features = town.battle->features();
    QCOMPARE(features.size(), 1);
    QCOMPARE(features.first().block, QStringLiteral("farm"));
    const UnitRecord hidden = town.battle.unit(town.hidden);
    QVERIFY(hidden.hidden);
    QCOMPARE(hidden.edgeDistance, std::optional<double>(2.5));
    QCOMPARE(hidden.toJson().value(QStringLiteral("edge_distance")).toDouble(), 2.5);
    QCOMPARE(hidden.toJson().value(QStringLiteral("hidden")).toBool(), true);
    // Reopened, the file holds them.
    QVERIFY(town.battle.reopen());
    QCOMPARE(town.battle.unit(town.hidden).edgeDistance, std::optional<double>(2.5));
    QCOMPARE(town.battle->features().first().block, QStringLiteral("farm"));
}

void tst_TownActions::edgeDistanceIsCleared()
{
    Town town;
    QVERIFY(town.isValid());
    town.battle.edit(town.near, QStringLiteral("edge_distance"), QJsonValue());
    QVERIFY(!town.battle.unit(town.near).edgeDistance);
    QVERIFY(town.battle->apply(object(R"({"action": "undo"})")).ok());
    QCOMPARE(town.battle.unit(town.near).edgeDistance, std::optional<double>(0.5));
}

void tst_TownActions::badValuesAreRefused_data()
{
    QTest::addColumn<QJsonObject>("action");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative distance")
        << object(R"({"action": "edit", "unit": 2, "field": "edge_distance", "value": -1})")
        << "edge_distance: -1 is out of range";
    QTest::newRow("hidden as a word")
        << object(R"({"action": "edit", "unit": 2, "field": "hidden", "value": "yes"})")
        << "hidden: expected true or false";
    QTest::newRow("a wood as a farm")
        << object(R"({"action": "add-feature", "name": "Bois", "kind": "woods", "block": "farm"})")
        << "only a BUA";
    QTest::newRow("an unknown block")
        << object(R"({"action": "add-feature", "name": "X", "kind": "bua", "block": "city"})")
        << "block";
}

void tst_TownActions::badValuesAreRefused()
{
    QFETCH(QJsonObject, action);
    QFETCH(QString, message);
    Town town;
    QVERIFY(town.isValid());
    const QString before = town.battle->canonicalDump();
    const ActionOutcome outcome = town.battle->apply(action);
    QVERIFY(!outcome.ok());
    QVERIFY2(outcome.error().contains(message), qPrintable(outcome.error()));
    QCOMPARE(town.battle->canonicalDump(), before);
}

void tst_TownActions::fireAtAnUnseenUnitIsRefused()
{
    Town town;
    QVERIFY(town.isValid());
    const QString before = town.battle->canonicalDump();
    QJsonObject fire { { QStringLiteral("action"), QStringLiteral("fire") },
                       { QStringLiteral("firers"), ids({ town.battery }) },
                       { QStringLiteral("target"), town.hidden },
                       { QStringLiteral("range"), 8 },
                       { QStringLiteral("die"), 6 } };
    ActionOutcome outcome = town.battle->apply(fire);
    QVERIFY(!outcome.ok());
    QVERIFY2(answerOf(outcome)
                 .value(QStringLiteral("reason"))
                 .toString()
                 .contains(QStringLiteral("Landwehr is hidden in Piraumont")),
             qPrintable(answerOf(outcome).value(QStringLiteral("reason")).toString()));
    QCOMPARE(town.battle->canonicalDump(), before);
    // Not hidden but 2.5" from a farm's edge: still unseen.
    town.battle.edit(town.hidden, QStringLiteral("hidden"), false);
    outcome = town.battle->apply(fire);
    QVERIFY(!outcome.ok());
    QVERIFY2(answerOf(outcome)
                 .value(QStringLiteral("reason"))
                 .toString()
                 .contains(QStringLiteral("within 1\"")),
             qPrintable(answerOf(outcome).value(QStringLiteral("reason")).toString()));
    // The one near the edge is seen.
    fire.insert(QStringLiteral("target"), town.near);
    QVERIFY(town.battle->apply(fire).ok());
}

void tst_TownActions::fireAtTheEdgeHitsEveryOccupant()
{
    Town town;
    QVERIFY(town.isValid());
    const QString before = town.battle->canonicalDump();
    const int logSize = int(town.battle->log().size());
    const QJsonObject fire { { QStringLiteral("action"), QStringLiteral("fire") },
                             { QStringLiteral("firers"), ids({ town.battery }) },
                             { QStringLiteral("target_feature"), town.farm },
                             { QStringLiteral("range"), 8 },
                             { QStringLiteral("die"), 6 },
                             { QStringLiteral("ricochet_dice"), QJsonArray { 10, 10 } } };
    const ActionOutcome outcome = town.battle->apply(fire);
    QVERIFY2(
        outcome.ok(),
        qPrintable(outcome.error() + answerOf(outcome).value(QStringLiteral("reason")).toString()));
    const QJsonArray ricochet = answerOf(outcome).value(QStringLiteral("ricochet")).toArray();
    QCOMPARE(ricochet.size(), 2);
    for (const QJsonValue &line : ricochet)
        QVERIFY(line.toObject()
                    .value(QStringLiteral("conditions"))
                    .toArray()
                    .contains(QStringLiteral("ricochet")));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("target_feature")).toInteger(), town.farm);
    // Both occupants were hit, the hidden one too; the battery spent its ball.
    QVERIFY(town.battle.unit(town.hidden).firedUponThisSegment);
    QVERIFY(town.battle.unit(town.near).firedUponThisSegment);
    QVERIFY(town.battle.unit(town.battery).apBall < 8);
    // One entry in the log, and one undo takes it all back.
    QCOMPARE(town.battle->log().size(), logSize + 1);
    QVERIFY(town.battle->log().last().summary.contains(QStringLiteral("edge of Piraumont")));
    QVERIFY(town.battle->apply(object(R"({"action": "undo"})")).ok());
    QCOMPARE(town.battle->canonicalDump(), before);
    QVERIFY2(town.battle->check().ok(),
             qPrintable(town.battle->check().problems.join(QLatin1Char('\n'))));
}

// The end-of-segment sweep reads the log: every occupant hit through the
// block was fired upon at the edge's range, as the battery fired.
void tst_TownActions::occupantsFiredUponAtTheEdgeCountForTheSweep()
{
    Town town;
    QVERIFY(town.isValid());
    const QJsonObject fire { { QStringLiteral("action"), QStringLiteral("fire") },
                             { QStringLiteral("firers"), ids({ town.battery }) },
                             { QStringLiteral("target_feature"), town.farm },
                             { QStringLiteral("range"), 4 },
                             { QStringLiteral("die"), 6 },
                             { QStringLiteral("ricochet_dice"), QJsonArray { 1, 1 } } };
    QVERIFY(town.battle->apply(fire).ok());
    const SweepEvidence evidence = town.battle->sweepEvidence();
    for (const qint64 unit : { town.near, town.hidden, town.battery }) {
        QVERIFY2(evidence.enemyWithin12.contains(unit), qPrintable(QString::number(unit)));
        QVERIFY(evidence.inContact.contains(unit));
    }
    QVERIFY(evidence.enemyWithin12Reason.value(town.hidden).contains(QStringLiteral("4\"")));
}

void tst_TownActions::sideViewLeavesOutTheOtherSidesHiddenUnits()
{
    Town town;
    QVERIFY(town.isValid());
    // Both Prussian units marked seen: the hidden one stays out of sight.
    town.battle.edit(town.near, QStringLiteral("seen"), true);
    town.battle.edit(town.hidden, QStringLiteral("seen"), true);
    QList<qint64> french;
    for (const UnitRecord &unit : town.battle->unitsShownTo(QStringLiteral("France")))
        french.append(unit.id);
    QCOMPARE(french, (QList<qint64> { town.battery, town.near }));
    // The battery is neither marked seen nor in contact.
    QCOMPARE(town.battle->unitsShownTo(QStringLiteral("Prussia")).size(), 2);
}

void tst_TownActions::exportAndImportKeepTheFields()
{
    Town town;
    QVERIFY(town.isValid());
    const QList<UnitRecord> units = town.battle->units();
    for (const QByteArray &text : { OobExport::toJson(units), OobExport::toCsv(units) }) {
        const OobImport::Result read = OobImport::fromText(
            text, text.startsWith('{') ? OobImport::Format::Json : OobImport::Format::Csv,
            UnitReader(Rulings(), UnitReader::IdField::Allowed));
        QVERIFY2(read.ok(), qPrintable(read.problemText()));
        QCOMPARE(read.units.size(), 3);
        QCOMPARE(read.units.at(2).hidden, true);
        QCOMPARE(read.units.at(2).edgeDistance, std::optional<double>(2.5));
        QVERIFY(!read.units.at(0).edgeDistance);
    }
}

void tst_TownActions::versionThreeFileUpgrades()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("battle-v3.adc"));
    QVERIFY(QFile::copy(savedVersion2(), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QString error;
    {
        RawSqlite raw(path);
        QVERIFY2(Fixture::succeeded(Migrations::upgradeTo(raw.database(), 3), &error),
                 qPrintable(error));
        QCOMPARE(Migrations::version(raw.database()), 3);
        QVERIFY(!raw.database().record(QStringLiteral("units")).contains(QStringLiteral("hidden")));
    }
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(battle, qPrintable(error));
    QCOMPARE(Migrations::version(RawSqlite(path, true).database()), Schema::kCurrentVersion);
    QVERIFY(Schema::kCurrentVersion >= 4);
    const QList<UnitRecord> units = battle->units();
    QCOMPARE(units.size(), 3);
    for (const UnitRecord &unit : units) {
        QVERIFY(!unit.hidden);
        QVERIFY(!unit.edgeDistance);
    }
    // The log's chain holds, replays, and chains on after an edit.
    QVERIFY2(battle->check().ok(), qPrintable(battle->check().problems.join(QLatin1Char('\n'))));
    const ActionOutcome edited
        = battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), units.first().id },
                          { QStringLiteral("field"), QStringLiteral("hidden") },
                          { QStringLiteral("value"), true } });
    QVERIFY2(edited.ok(), qPrintable(edited.error()));
    QVERIFY2(battle->check().ok(), qPrintable(battle->check().problems.join(QLatin1Char('\n'))));
}

ADC_TEST_GUILESS_MAIN(tst_TownActions)
#include "tst_townactions.moc"
