#include "db/actions/endturnaction.h"

#include "core/turn/endturnorder.h"
#include "core/turn/endturnplanner.h"
#include "db/actions/actioncontext.h"

namespace Adc {

ActionOutcome EndTurnAction::apply(ActionContext &context, const EndTurnOrder &given)
{
    // Read: a list left out is filled from the log; one given, even empty,
    // is taken as given.
    const Result<QList<UnitRecord>> outOfContact = context.namedUnits(
        QStringLiteral("out_of_contact"), given.outOfContact.value_or(QList<qint64>()), false);
    if (!outOfContact)
        return outOfContact.failure();
    const Result<QList<UnitRecord>> moved = context.namedUnits(
        QStringLiteral("moved"), given.sweep.moved.value_or(QList<qint64>()), false);
    if (!moved)
        return moved.failure();
    const Result<QList<UnitRecord>> near
        = context.namedUnits(QStringLiteral("enemy_within_12"),
                             given.sweep.enemyWithin12.value_or(QList<qint64>()), false);
    if (!near)
        return near.failure();
    BattleTable battle = context.battle();
    UnitTable units = context.units();

    const SweepEvidence evidence = context.sweepEvidence(battle.clock());

    // Plan.
    const EndTurnOrder order { EndSegmentOrder {
                                   given.sweep.moved.value_or(evidence.moved),
                                   given.sweep.enemyWithin12.value_or(evidence.enemyWithin12) },
                               given.outOfContact.value_or(QList<qint64>()) };
    const EndTurnPlan plan = EndTurnPlanner::plan(
        order, units.all(), battle.clock(), context.organisation().sides(), context.rulings());

    // Write: the sweep, then replenishment, as two updates for undo.
    for (const SweptUnit &swept : plan.sweep.units) {
        if (swept.change.changes())
            units.update(swept.change.after);
    }
    for (const ReplenishedUnit &replenished : plan.units) {
        if (replenished.change.changes())
            units.update(replenished.change.after);
    }
    battle.setClock(plan.next.turn, plan.next.segment, plan.nextSideId);
    context.setSummary(QStringLiteral("End of turn %1").arg(plan.ended.turn));
    QJsonObject answer { { QStringLiteral("ended"), plan.ended.toJson() },
                         { QStringLiteral("clock"), battle.clock().toJson() },
                         { QStringLiteral("changes"), plan.sweep.report() },
                         { QStringLiteral("replenishment"), plan.report() } };
    const bool movedGiven = given.sweep.moved.has_value();
    const bool nearGiven = given.sweep.enemyWithin12.has_value();
    const bool outGiven = given.outOfContact.has_value();
    if (!movedGiven || !nearGiven || !outGiven)
        answer.insert(QStringLiteral("derived"),
                      evidence.toJson(!movedGiven, !nearGiven, !outGiven));
    ProcedureOutcome procedure;
    procedure.turn = plan;
    return ActionDone::of(answer, procedure);
}

} // namespace Adc
