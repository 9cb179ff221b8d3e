// The move of one unit as MovePlanner plans it: the terrain page, a full
// feature, smoke and recovery. Each row quotes the seed sentence it proves.

#include "core/terrain/moveplanner.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

namespace {

UnitRecord unit(Arm arm = Arm::Infantry)
{
    UnitRecord record;
    record.id = 3;
    record.name = QStringLiteral("1/45e");
    record.arm = arm;
    record.castingsInitial = record.castings = 12;
    record.cwInitial = record.cw = 9;
    return record;
}

FeatureRecord feature(const char *kind, const char *name)
{
    FeatureRecord record;
    record.id = 5;
    record.name = QString::fromLatin1(name);
    record.kind = QString::fromLatin1(kind);
    record.capacity = FeatureRecord::defaultCapacity(record.kind);
    return record;
}

UnitRecord occupant(qint64 id, const char *name)
{
    UnitRecord record = unit();
    record.id = id;
    record.name = QString::fromLatin1(name);
    return record;
}

} // namespace

class tst_MovePlanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fullFeature_data();
    void fullFeature();
    void featureWithRoom();
    void featureOfAnotherTerrain();
    void terrainRefusal();
    void smoke_data();
    void smoke();
    void recovery_data();
    void recovery();
    void replenishmentUntouched();
    void featureKeptOrLeft_data();
    void featureKeptOrLeft();
};

void tst_MovePlanner::fullFeature_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("arm");

    QTest::newRow("small wood") << QStringLiteral(
        "Small areas of woods and small BUAs can accommodate only one unit.")
                                << QStringLiteral("woods") << int(Arm::Infantry);
    QTest::newRow("small BUA") << QStringLiteral(
        "Small areas of woods and small BUAs can accommodate only one unit.")
                               << QStringLiteral("bua") << int(Arm::Infantry);
    QTest::newRow("redoubt, a battery coming in")
        << QStringLiteral("Only one unit at a time may occupy a Redoubt.")
        << QStringLiteral("redoubt") << int(Arm::Artillery);
}

void tst_MovePlanner::fullFeature()
{
    QFETCH(QString, seed);
    QFETCH(QString, kind);
    QFETCH(int, arm);

    const FeatureRecord place = feature(kind.toLatin1().constData(), "Gemioncourt");
    MoveOrder order;
    order.feature = place.id;
    order.across = { QStringLiteral("ltf") };
    const MovePlan plan
        = MovePlanner::plan(order, unit(static_cast<Arm>(arm)), place, { occupant(7, "2/95th") });
    QVERIFY2(plan.isRefused(), qPrintable(seed));
    QVERIFY2(plan.refusal.contains(QLatin1String("2/95th")), qPrintable(plan.refusal));
    QVERIFY2(plan.refusal.contains(QLatin1String("Gemioncourt")), qPrintable(plan.refusal));
    QCOMPARE(plan.change.after, plan.change.before);
}

void tst_MovePlanner::featureWithRoom()
{
    // The unit's own place does not count against the feature.
    const FeatureRecord wood = feature("woods", "Bossu wood");
    MoveOrder order;
    order.feature = wood.id;
    UnitRecord inside = unit();
    inside.terrain = Terrain::Woods;
    inside.feature = wood.name;
    const MovePlan plan = MovePlanner::plan(order, inside, wood, { inside });
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.change.after.feature, wood.name);
    QCOMPARE(plan.change.after.terrain, Terrain::Woods);
}

void tst_MovePlanner::featureOfAnotherTerrain()
{
    MoveOrder order;
    order.feature = 5;
    order.to = Terrain::Open;
    const MovePlan plan = MovePlanner::plan(order, unit(), feature("woods", "Bossu wood"), {});
    QVERIFY(plan.isRefused());
    QVERIFY2(plan.refusal.contains(QLatin1String("stands in woods")), qPrintable(plan.refusal));
}

void tst_MovePlanner::terrainRefusal()
{
    // "Only infantry can enter woods or Built-Up Areas (BUAs)": the terrain
    // page's own refusal, nothing changed.
    MoveOrder order;
    order.to = Terrain::Bua;
    const MovePlan plan = MovePlanner::plan(order, unit(Arm::Cavalry), std::nullopt, {});
    QVERIFY(plan.isRefused());
    QCOMPARE(plan.refusal, plan.terrain.reason);
    QCOMPARE(plan.change.after, plan.change.before);
}

void tst_MovePlanner::smoke_data()
{
    QTest::addColumn<bool>("wasInSmoke");
    QTest::addColumn<bool>("cleared");
    // Seed 002, In Smoke: "Units may get "out of smoke" by either not firing,
    // or moving."
    QTest::newRow("in smoke, moves: out of smoke") << true << true;
    QTest::newRow("clear, moves: stays clear") << false << false;
}

void tst_MovePlanner::smoke()
{
    QFETCH(bool, wasInSmoke);
    QFETCH(bool, cleared);
    UnitRecord mover = unit();
    mover.smoke = wasInSmoke;
    const MovePlan plan = MovePlanner::plan(MoveOrder {}, mover, std::nullopt, {});
    QVERIFY(!plan.isRefused());
    QVERIFY(!plan.change.after.smoke);
    QCOMPARE(plan.smokeCleared, cleared);
    QVERIFY(plan.change.after.movedThisSegment);
}

void tst_MovePlanner::recovery_data()
{
    QTest::addColumn<int>("steps");
    QTest::addColumn<bool>("blocked");
    // Seed 002: "Elite units that do not move, are not fired upon and are 12"
    // away from enemy units can recover 3 "soft" losses per active
    // initiative".
    QTest::newRow("2 steps, moved: none recovered") << 2 << true;
    QTest::newRow("no steps: nothing to recover") << 0 << false;
}

void tst_MovePlanner::recovery()
{
    QFETCH(int, steps);
    QFETCH(bool, blocked);
    UnitRecord mover = unit();
    mover.steps = steps;
    mover.troopClass = TroopClass::Elite;
    const MovePlan plan = MovePlanner::plan(MoveOrder {}, mover, std::nullopt, {});
    QCOMPARE(plan.recoveryBlocked, blocked);
    QCOMPARE(plan.change.after.steps, steps);
}

void tst_MovePlanner::replenishmentUntouched()
{
    // Seed 002: "Replenishment of infantry ammunition occurs when the affected
    // unit remained 10 or mere inches away from any enemy unit for one full
    // game turn": distance only, so a move leaves the count as it was.
    UnitRecord mover = unit(Arm::Artillery);
    mover.replenishmentTurns = 2;
    mover.apBall = 1;
    const MovePlan plan = MovePlanner::plan(MoveOrder {}, mover, std::nullopt, {});
    QCOMPARE(plan.change.after.replenishmentTurns, 2);
    QCOMPARE(plan.change.after.apBall, 1);
}

void tst_MovePlanner::featureKeptOrLeft_data()
{
    QTest::addColumn<bool>("toGiven");
    QTest::addColumn<int>("to");
    QTest::addColumn<bool>("leave");
    QTest::addColumn<QString>("feature");

    QTest::newRow("moves within its wood") << false << 0 << false << QStringLiteral("Bossu wood");
    QTest::newRow("out into the open") << true << int(Terrain::Open) << false << QString();
    QTest::newRow("leaves the feature, stays in woods")
        << true << int(Terrain::Woods) << true << QString();
}

void tst_MovePlanner::featureKeptOrLeft()
{
    QFETCH(bool, toGiven);
    QFETCH(int, to);
    QFETCH(bool, leave);
    QFETCH(QString, feature);
    UnitRecord inside = unit();
    inside.terrain = Terrain::Woods;
    inside.feature = QStringLiteral("Bossu wood");
    MoveOrder order;
    if (toGiven)
        order.to = static_cast<Terrain>(to);
    order.leaveFeature = leave;
    const MovePlan plan = MovePlanner::plan(order, inside, std::nullopt, {});
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.change.after.feature, feature);
    QVERIFY(plan.terrain.halfMovement);
}

ADC_TEST_APPLESS_MAIN(tst_MovePlanner)
#include "tst_moveplanner.moc"
