#include "actions/endturnaction.h"

#include "actions/actioncontext.h"
#include "actions/sweepfacts.h"
#include "common/requestreader.h"
#include "turn/endturnplanner.h"

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

ActionOutcome EndTurnAction::apply(ActionContext &context, RequestReader &reader)
{
    // Read: a list left out is filled from the log; one given, even empty,
    // is taken as given.
    const bool outGiven = reader.has(QStringLiteral("out_of_contact"));
    const bool movedGiven = reader.has(QStringLiteral("moved"));
    const bool nearGiven = reader.has(QStringLiteral("enemy_within_12"));
    const QList<UnitRecord> outOfContact
        = context.unitList(reader, QStringLiteral("out_of_contact"), false);
    const QList<UnitRecord> moved = context.unitList(reader, QStringLiteral("moved"), false);
    const QList<UnitRecord> near
        = context.unitList(reader, QStringLiteral("enemy_within_12"), false);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    BattleTable battle = context.battle();
    UnitTable units = context.units();

    const SweepEvidence evidence = SweepFacts::evidence(context.database(), battle.clock());

    // Plan.
    const EndTurnOrder order { EndSegmentOrder { movedGiven ? idList(moved) : evidence.moved,
                                                 nearGiven ? idList(near)
                                                           : evidence.enemyWithin12 },
                               outGiven ? idList(outOfContact) : QList<qint64>() };
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
    if (!movedGiven || !nearGiven || !outGiven)
        answer.insert(QStringLiteral("derived"),
                      evidence.toJson(!movedGiven, !nearGiven, !outGiven));
    ProcedureOutcome procedure;
    procedure.turn = plan;
    return ActionOutcome::done(answer, procedure);
}

} // namespace Adc
