#include "core/turn/endturnplanner.h"

#include "core/ammunition/ammunition.h"
#include "core/turn/segmentsweepplanner.h"

namespace Adc {

EndTurnPlan EndTurnPlanner::plan(const EndTurnOrder &order, const QList<UnitRecord> &units,
                                 const Clock &clock, const QList<SideRecord> &sides,
                                 const Rulings &rulings)
{
    EndTurnPlan plan;
    plan.ended = clock;
    plan.sweep.ended = clock;
    plan.sweep.units = SegmentSweepPlanner::sweepAll(order.sweep, units, clock.activeSide);
    const QList<qint64> outOfContact = order.outOfContact.value_or(QList<qint64>());
    for (const SweptUnit &swept : std::as_const(plan.sweep.units))
        plan.units.append(
            replenish(swept.change.after, outOfContact.contains(swept.change.after.id), rulings));
    plan.next.turn = clock.turn + 1;
    plan.next.segment = 1;
    if (!sides.isEmpty()) {
        plan.nextSideId = sides.first().id;
        plan.next.activeSide = sides.first().name;
    }
    plan.sweep.next = plan.next;
    plan.sweep.nextSideId = plan.nextSideId;
    return plan;
}

ReplenishedUnit EndTurnPlanner::replenish(const UnitRecord &before, bool outOfContact,
                                          const Rulings &rulings)
{
    UnitRecord unit = before;
    if (!outOfContact) {
        unit.replenishmentTurns = 0;
        ReplenishedUnit inContact;
        inContact.change = UnitChange { before, unit };
        return inContact;
    }
    const Ammunition &ammunition = Ammunition::standard();
    unit.replenishmentTurns += 1;
    const AmmunitionLoad current { unit.ap, unit.apBall, unit.apCanister };
    const AmmunitionLoad full = ammunition.fullLoad(unit);
    const Replenishment refill
        = ammunition.replenishment(unit.arm, unit.replenishmentTurns, current, full, &rulings);
    ReplenishedUnit out;
    out.outOfContact = true;
    out.turns = unit.replenishmentTurns;
    out.turnsNeeded = refill.turnsNeeded;
    if (refill.refills) {
        unit.ap = refill.load.smallArms;
        unit.apBall = refill.load.ball;
        unit.apCanister = refill.load.canister;
        unit.scrounging = false;
        out.refilled = true;
    } else {
        out.turnsToGo = refill.turnsToGo;
    }
    out.change = UnitChange { before, unit };
    return out;
}

} // namespace Adc
