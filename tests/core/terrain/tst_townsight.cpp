// Fire at and in town (seed 002, Fire At And In Town): who the firers see in
// a farm or a town block, the fire planner's refusal of an unseen target,
// and the ricochet through a whole block. Each row quotes its sentence.

#include "core/fire/fireplanner.h"
#include "core/terrain/townsight.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

namespace {

const QString kFarm = QStringLiteral(
    "If the target unit is in a single block farm, they can be seen if they are within 1-inch "
    "of the edge.");
const QString kTown = QStringLiteral(
    "If the target is in a multi-block town they may be seen if within 1/2-inch of the edge.");
const QString kMustSee
    = QStringLiteral("In order to fire on troops in town, the firing unit must see them.");
const QString kThrough
    = QStringLiteral("In either case, ricochet fire extends through the entire block.");

FeatureRecord block(qint64 id, const QString &name, const QString &kind)
{
    FeatureRecord feature;
    feature.id = id;
    feature.name = name;
    feature.kind = QStringLiteral("bua");
    feature.block = kind;
    return feature;
}

UnitRecord unit(qint64 id, const QString &name, const QString &side, Arm arm)
{
    UnitRecord record;
    record.id = id;
    record.name = name;
    record.side = side;
    record.brigade = side + QStringLiteral(" brigade");
    record.arm = arm;
    record.castings = record.castingsInitial = record.cw = record.cwInitial = 6;
    if (firesByTubes(arm)) {
        record.tubes = 6;
        record.weapon = Weapon::Gun12pdr;
        record.apBall = 8;
        record.formation = Formation::Unlimbered;
    } else {
        record.ap = 8;
    }
    return record;
}

UnitRecord occupant(qint64 id, const QString &name, const FeatureRecord &feature,
                    std::optional<double> edge, bool hidden)
{
    UnitRecord record = unit(id, name, QStringLiteral("Prussia"), Arm::Infantry);
    record.terrain = Terrain::Bua;
    record.feature = feature.name;
    record.edgeDistance = edge;
    record.hidden = hidden;
    return record;
}

} // namespace

class tst_TownSight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seen_data();
    void seen();
    void fireAtAnUnseenUnitIsRefused();
    void fireAtTheEdgeRicochetsThroughTheBlock();
    void fireAtTheEdgeRefused_data();
    void fireAtTheEdgeRefused();
};

void tst_TownSight::seen_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QString>("block");
    QTest::addColumn<QVariant>("edge");
    QTest::addColumn<bool>("hidden");
    QTest::addColumn<bool>("seen");

    QTest::newRow("farm, 1\" from the edge: seen")
        << kFarm << "farm" << QVariant(1.0) << false << true;
    QTest::newRow("farm, 1.25\" from the edge: unseen")
        << kFarm << "farm" << QVariant(1.25) << false << false;
    QTest::newRow("town, 1/2\" from the edge: seen")
        << kTown << "town" << QVariant(0.5) << false << true;
    QTest::newRow("town, 3/4\" from the edge: unseen")
        << kTown << "town" << QVariant(0.75) << false << false;
    QTest::newRow("town, at the edge but hidden: unseen")
        << kMustSee << "town" << QVariant(0.0) << true << false;
    QTest::newRow("farm, distance not measured: seen")
        << kFarm << "farm" << QVariant() << false << true;
}

void tst_TownSight::seen()
{
    QFETCH(QString, seed);
    QFETCH(QString, block);
    QFETCH(QVariant, edge);
    QFETCH(bool, hidden);
    QFETCH(bool, seen);
    const FeatureRecord feature = ::block(4, QStringLiteral("Hameau"), block);
    const UnitRecord target
        = occupant(2, QStringLiteral("Fusiliers"), feature,
                   edge.isValid() ? std::optional<double>(edge.toDouble()) : std::nullopt, hidden);
    const TownSight &sight = TownSight::standard();
    QVERIFY2(sight.text(block) == seed || seed == kMustSee, qPrintable(seed));
    QCOMPARE(sight.seen(target, feature), seen);
    QCOMPARE(sight.unseenReason(target, feature).isEmpty(), seen);
}

void tst_TownSight::fireAtAnUnseenUnitIsRefused()
{
    const FeatureRecord feature = block(4, QStringLiteral("Hameau"), QStringLiteral("town"));
    const UnitRecord battery
        = unit(1, QStringLiteral("Battery"), QStringLiteral("France"), Arm::Artillery);
    const UnitRecord deep = occupant(2, QStringLiteral("Fusiliers"), feature, 0.75, false);
    FireOrder order;
    order.firers = { 1 };
    order.target = 2;
    order.range = 8;
    const FirePlan plan = FirePlanner::plan(order, { battery, deep }, { feature }, Rulings());
    QCOMPARE(plan.verdict, FirePlan::Verdict::Refused);
    QVERIFY2(plan.reason.contains(QStringLiteral("must see")), qPrintable(plan.reason));
    QVERIFY2(plan.reason.contains(QStringLiteral("within 0.5\"")), qPrintable(plan.reason));

    UnitRecord near = deep;
    near.edgeDistance = 0.5;
    QVERIFY(FirePlanner::plan(order, { battery, near }, { feature }, Rulings()).ready());
}

void tst_TownSight::fireAtTheEdgeRicochetsThroughTheBlock()
{
    // kThrough: every occupant, seen or hidden, takes ricochet fire.
    QVERIFY(!kThrough.isEmpty());
    const FeatureRecord feature = block(4, QStringLiteral("Ferme"), QStringLiteral("farm"));
    const UnitRecord battery
        = unit(1, QStringLiteral("Battery"), QStringLiteral("France"), Arm::Artillery);
    const UnitRecord seen = occupant(2, QStringLiteral("Fusiliers"), feature, 0.5, false);
    const UnitRecord hidden = occupant(3, QStringLiteral("Landwehr"), feature, 3.0, true);
    const UnitRecord outside
        = unit(5, QStringLiteral("Hussars"), QStringLiteral("Prussia"), Arm::Cavalry);
    FireOrder order;
    order.firers = { 1 };
    order.targetFeature = 4;
    order.range = 10;
    const FirePlan plan
        = FirePlanner::plan(order, { battery, seen, hidden, outside }, { feature }, Rulings());
    QVERIFY2(plan.ready(), qPrintable(plan.reason));
    QVERIFY(!plan.target);
    QCOMPARE(plan.ricochetUnits.size(), 2);
    QCOMPARE(plan.ricochetUnits.at(0).id, 2);
    QCOMPARE(plan.ricochetUnits.at(1).id, 3);
    for (const FireRequest &request : plan.ricochetRequests)
        QVERIFY(request.conditions.contains(QStringLiteral("ricochet")));

    FireDice dice;
    dice.die = 5;
    dice.ricochetDice = { 10, 10 };
    const FireOutcome outcome = plan.resolve(dice);
    QCOMPARE(outcome.ricochetHits.size(), 2);
    QVERIFY(outcome.ricochetHits.at(1).casualtySteps > 0);
    QCOMPARE(outcome.target.id, 0);
    // The battery spent its AP; both occupants were hit.
    QCOMPARE(outcome.units.size(), 3);
    QCOMPARE(outcome.units.at(0).apBall, battery.apBall - outcome.result.apSpent);
}

void tst_TownSight::fireAtTheEdgeRefused_data()
{
    QTest::addColumn<QString>("blockKind");
    QTest::addColumn<int>("firerArm");
    QTest::addColumn<int>("shot");
    QTest::addColumn<bool>("occupied");
    QTest::addColumn<QString>("reason");

    const int guns = int(Arm::Artillery);
    const int ball = int(Shot::Ball);
    QTest::newRow("a BUA that is no town") << "" << guns << ball << true << "no farm or block";
    QTest::newRow("small arms") << "farm" << int(Arm::Infantry) << ball << true << "artillery ball";
    QTest::newRow("canister") << "farm" << guns << int(Shot::Canister) << true << "artillery ball";
    QTest::newRow("nobody inside") << "town" << guns << ball << false << "no unit occupies";
}

void tst_TownSight::fireAtTheEdgeRefused()
{
    QFETCH(QString, blockKind);
    QFETCH(int, firerArm);
    QFETCH(int, shot);
    QFETCH(bool, occupied);
    QFETCH(QString, reason);
    const FeatureRecord feature = block(4, QStringLiteral("Ferme"), blockKind);
    const UnitRecord firer
        = unit(1, QStringLiteral("Firer"), QStringLiteral("France"), Arm(firerArm));
    QList<UnitRecord> units { firer };
    if (occupied)
        units.append(occupant(2, QStringLiteral("Fusiliers"), feature, 0.5, false));
    FireOrder order;
    order.firers = { 1 };
    order.targetFeature = 4;
    order.range = firesByTubes(Arm(firerArm)) ? 4 : 2;
    order.shot = Shot(shot);
    const FirePlan plan = FirePlanner::plan(order, units, { feature }, Rulings());
    QCOMPARE(plan.verdict, FirePlan::Verdict::Refused);
    QVERIFY2(plan.reason.contains(reason), qPrintable(plan.reason));
}

ADC_TEST_GUILESS_MAIN(tst_TownSight)
#include "tst_townsight.moc"
