#include "actions/endsegmentaction.h"

#include "actions/actioncontext.h"
#include "common/requestreader.h"
#include "turn/segmentsweepplanner.h"

namespace Adc {

namespace {

QList<qint64> idList(const QList<UnitRecord> &units)
{
    QList<qint64> ids;
    for (const UnitRecord &unit : units)
        ids.append(unit.id);
    return ids;
}

} // namespace

ActionOutcome EndSegmentAction::apply(ActionContext &context, RequestReader &reader)
{
    // Read.
    const QList<UnitRecord> moved = context.unitList(reader, QStringLiteral("moved"), false);
    const QList<UnitRecord> near
        = context.unitList(reader, QStringLiteral("enemy_within_12"), false);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    BattleTable battle = context.battle();
    UnitTable units = context.units();

    // Plan.
    const SegmentSweepPlan plan = SegmentSweepPlanner::plan(
        EndSegmentOrder { idList(moved), idList(near) }, units.all(), battle.clock(),
        battle.segmentsPerTurn(), context.organisation().sides());
    if (plan.isRefused())
        return ActionOutcome::refused(plan.refusal);

    // Write.
    for (const SweptUnit &swept : plan.units) {
        if (swept.change.changes())
            units.update(swept.change.after);
    }
    battle.setClock(plan.next.turn, plan.next.segment, plan.nextSideId);
    context.setSummary(
        QStringLiteral("End of turn %1, segment %2").arg(plan.ended.turn).arg(plan.ended.segment));
    ProcedureOutcome procedure;
    procedure.segment = plan;
    return ActionOutcome::done({ { QStringLiteral("ended"), plan.ended.toJson() },
                                 { QStringLiteral("clock"), battle.clock().toJson() },
                                 { QStringLiteral("changes"), plan.report() } },
                               procedure);
}

} // namespace Adc
