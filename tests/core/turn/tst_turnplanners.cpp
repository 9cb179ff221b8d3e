// The end-of-segment and end-of-turn planners on their own: the refusal on
// a turn's last segment, the next clock, and what the plan says as JSON.

#include "core/turn/endturnplanner.h"
#include "core/turn/segmentsweepplanner.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QtTest>

using namespace Adc;

namespace {

UnitRecord battalion(qint64 id, const QString &side)
{
    UnitRecord unit;
    unit.id = id;
    unit.name = QStringLiteral("battalion %1").arg(id);
    unit.side = side;
    unit.arm = Arm::Infantry;
    unit.castings = 12;
    unit.ap = 8;
    return unit;
}

const QList<SideRecord> &sides()
{
    static const QList<SideRecord> list { { 1, QStringLiteral("France"), 0 },
                                          { 2, QStringLiteral("Allies"), 1 } };
    return list;
}

} // namespace

class tst_TurnPlanners : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void segmentGoesToTheNextSide();
    void lastSegmentIsRefused();
    void endTurnSweepsThenReplenishes();
};

void tst_TurnPlanners::segmentGoesToTheNextSide()
{
    UnitRecord smoky = battalion(1, QStringLiteral("France"));
    smoky.smoke = true;
    const Clock clock { 3, 1, QStringLiteral("France") };
    const SegmentSweepPlan plan = SegmentSweepPlanner::plan(
        {}, { smoky, battalion(2, QStringLiteral("Allies")) }, clock, 2, sides());
    QVERIFY(!plan.isRefused());
    QCOMPARE(plan.next, (Clock { 3, 2, QStringLiteral("Allies") }));
    QCOMPARE(plan.nextSideId, qint64(2));
    QCOMPARE(int(plan.report().size()), 1);
    QCOMPARE(plan.unit(1)->change.after.smoke, false);
    const QJsonObject json = plan.toJson();
    QCOMPARE(int(json.value(QStringLiteral("units")).toArray().size()), 1);
    QCOMPARE(json.value(QStringLiteral("clock")).toObject(), plan.next.toJson());
}

void tst_TurnPlanners::lastSegmentIsRefused()
{
    const Clock clock { 3, 2, QStringLiteral("Allies") };
    const SegmentSweepPlan plan = SegmentSweepPlanner::plan(
        {}, { battalion(1, QStringLiteral("France")) }, clock, 2, sides());
    QVERIFY(plan.isRefused());
    QVERIFY2(plan.refusal.contains(QStringLiteral("segment 2 is the last of turn 3")),
             qPrintable(plan.refusal));
    QVERIFY(plan.units.isEmpty());
}

void tst_TurnPlanners::endTurnSweepsThenReplenishes()
{
    UnitRecord worn = battalion(1, QStringLiteral("France"));
    worn.ap = 2;
    worn.scrounging = true;
    UnitRecord counting = battalion(2, QStringLiteral("Allies"));
    counting.replenishmentTurns = 2;
    const Clock clock { 3, 2, QStringLiteral("Allies") };
    const EndTurnOrder order { {}, QList<qint64> { 1 } };
    const EndTurnPlan plan
        = EndTurnPlanner::plan(order, { worn, counting }, clock, sides(), Rulings());
    QCOMPARE(plan.next, (Clock { 4, 1, QStringLiteral("France") }));
    // Scrounging gave nothing (it had 2 AP); out of contact one turn refills.
    QCOMPARE(plan.unit(1)->change.after.ap, 8);
    QVERIFY(!plan.unit(1)->change.after.scrounging);
    QCOMPARE(plan.unit(1)->refilled, true);
    // In contact: the count starts again.
    QCOMPARE(plan.unit(2)->change.after.replenishmentTurns, 0);
    QCOMPARE(int(plan.report().size()), 1);
    QCOMPARE(int(plan.changes().size()), 2);
    QCOMPARE(plan.changes().first().before, worn);
    QCOMPARE(plan.toJson().value(QStringLiteral("replenishment")).toArray(), plan.report());
}

ADC_TEST_APPLESS_MAIN(tst_TurnPlanners)
#include "tst_turnplanners.moc"
