#include "actions/endsegmentaction.h"

#include "actions/actioncontext.h"
#include "actions/sweepfacts.h"
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
    // Read: a list left out is filled from the log; one given, even empty,
    // is taken as given.
    const bool movedGiven = reader.has(QStringLiteral("moved"));
    const bool nearGiven = reader.has(QStringLiteral("enemy_within_12"));
    const QList<UnitRecord> moved = context.unitList(reader, QStringLiteral("moved"), false);
    const QList<UnitRecord> near
        = context.unitList(reader, QStringLiteral("enemy_within_12"), false);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    BattleTable battle = context.battle();
    UnitTable units = context.units();
    const SweepEvidence evidence = SweepFacts::evidence(context.database(), battle.clock());
    const EndSegmentOrder order { movedGiven ? idList(moved) : evidence.moved,
                                  nearGiven ? idList(near) : evidence.enemyWithin12 };

    // Plan.
    const SegmentSweepPlan plan
        = SegmentSweepPlanner::plan(order, units.all(), battle.clock(), battle.segmentsPerTurn(),
                                    context.organisation().sides());
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
    QJsonObject answer { { QStringLiteral("ended"), plan.ended.toJson() },
                         { QStringLiteral("clock"), battle.clock().toJson() },
                         { QStringLiteral("changes"), plan.report() } };
    if (!movedGiven || !nearGiven)
        answer.insert(QStringLiteral("derived"), evidence.toJson(!movedGiven, !nearGiven, false));
    ProcedureOutcome procedure;
    procedure.segment = plan;
    return ActionOutcome::done(answer, procedure);
}

} // namespace Adc
