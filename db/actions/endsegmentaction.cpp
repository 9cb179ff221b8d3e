#include "db/actions/endsegmentaction.h"

#include "core/turn/endsegmentorder.h"
#include "core/turn/segmentsweepplanner.h"
#include "db/actions/actioncontext.h"

namespace Adc {

ActionOutcome EndSegmentAction::apply(ActionContext &context, const EndSegmentOrder &given)
{
    // Read: a list left out is filled from the log; one given, even empty,
    // is taken as given.
    const Result<QList<UnitRecord>> moved
        = context.namedUnits(QStringLiteral("moved"), given.moved.value_or(QList<qint64>()), false);
    if (!moved)
        return moved.failure();
    const Result<QList<UnitRecord>> near = context.namedUnits(
        QStringLiteral("enemy_within_12"), given.enemyWithin12.value_or(QList<qint64>()), false);
    if (!near)
        return near.failure();
    BattleTable battle = context.battle();
    UnitTable units = context.units();
    const SweepEvidence evidence = context.sweepEvidence(battle.clock());
    const EndSegmentOrder order { given.moved.value_or(evidence.moved),
                                  given.enemyWithin12.value_or(evidence.enemyWithin12) };

    // Plan.
    const SegmentSweepPlan plan
        = SegmentSweepPlanner::plan(order, units.all(), battle.clock(), battle.segmentsPerTurn(),
                                    context.organisation().sides());
    if (plan.isRefused())
        return Failure::refused(plan.refusal);

    // Write.
    for (const SweptUnit &swept : plan.units) {
        if (swept.change.changes())
            units.update(swept.change.after);
    }
    battle.setClock(plan.next.turn, plan.next.segment, plan.nextSideId);
    context.setSummary(
        QStringLiteral("End of turn %1, segment %2").arg(plan.ended.turn).arg(plan.ended.segment));
    QJsonObject answer { { QStringLiteral("ended"), plan.ended.toJson() },
                         { QStringLiteral("clock"), battle.clock().toJson() },
                         { QStringLiteral("changes"), plan.report() } };
    if (!given.moved || !given.enemyWithin12)
        answer.insert(QStringLiteral("derived"),
                      evidence.toJson(!given.moved, !given.enemyWithin12, false));
    ProcedureOutcome procedure;
    procedure.segment = plan;
    return ActionDone::of(answer, procedure);
}

} // namespace Adc
