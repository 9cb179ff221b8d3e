#include "core/turn/segmentsweepplanner.h"

#include "core/ammunition/ammunition.h"
#include "core/ammunition/scrounging.h"
#include "core/casualties/recovery.h"
#include "core/fire/smoke.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

SegmentSweepPlan SegmentSweepPlanner::plan(const EndSegmentOrder &order,
                                           const QList<UnitRecord> &units, const Clock &clock,
                                           int segmentsPerTurn, const QList<SideRecord> &sides)
{
    SegmentSweepPlan plan;
    plan.ended = clock;
    if (clock.segment >= segmentsPerTurn) {
        plan.refusal
            = QCoreApplication::translate("Adc::SegmentSweepPlanner",
                                          "segment %1 is the last of turn %2 (%3 segments a turn): "
                                          "end-turn ends it and the turn")
                  .arg(clock.segment)
                  .arg(clock.turn)
                  .arg(segmentsPerTurn);
        return plan;
    }
    plan.units = sweepAll(order, units, clock.activeSide);
    plan.next.turn = clock.turn;
    plan.next.segment = clock.segment + 1;
    if (!sides.isEmpty()) {
        const SideRecord &side = sides.at(clock.segment % sides.size());
        plan.nextSideId = side.id;
        plan.next.activeSide = side.name;
    }
    return plan;
}

QList<SweptUnit> SegmentSweepPlanner::sweepAll(const EndSegmentOrder &order,
                                               const QList<UnitRecord> &units,
                                               const QString &activeSide)
{
    const QList<qint64> moved = order.moved.value_or(QList<qint64>());
    const QList<qint64> near = order.enemyWithin12.value_or(QList<qint64>());
    QList<SweptUnit> swept;
    for (const UnitRecord &unit : units)
        swept.append(sweep(unit, activeSide, moved.contains(unit.id), near.contains(unit.id)));
    return swept;
}

SweptUnit SegmentSweepPlanner::sweep(const UnitRecord &before, const QString &activeSide,
                                     bool moved, bool enemyWithin12)
{
    const Ammunition &ammunition = Ammunition::standard();
    const Recovery &recovery = Recovery::standard();
    UnitRecord unit = before;
    SweptUnit swept;
    const bool unitMoved = unit.movedThisSegment || moved;

    const SmokeChange smoke = Smoke::endOfSegment(unit.smoke, unit.firedThisSegment, unitMoved);
    if (smoke.inSmoke != unit.smoke)
        swept.smoke = smoke.reason;
    unit.smoke = smoke.inSmoke;

    if (!activeSide.isEmpty() && unit.side == activeSide && unit.steps > 0) {
        const RecoveryResult recovered = recovery.recover(unit.troopClass, unit.steps, unitMoved,
                                                          unit.firedUponThisSegment, enemyWithin12);
        unit.steps = recovered.steps;
        swept.recovered = recovered.recovered;
        if (recovered.recovered <= 0)
            swept.recoveryBlockedBy = recovered.blockedBy;
    }

    // Scrounging among the dead and wounded gives small arms 1 AP a
    // segment: the unit has it, it does not hoard it.
    if (const int scrounged = Scrounging::topUp(unit, ammunition))
        swept.scrounged = scrounged;

    unit.firedThisSegment = false;
    unit.movedThisSegment = false;
    unit.firedUponThisSegment = false;
    swept.change = UnitChange { before, unit };
    return swept;
}

} // namespace Adc
