#include "actions/chargeaction.h"

#include "actions/actioncontext.h"
#include "actions/dicefield.h"
#include "common/requestreader.h"
#include "discipline/chargeplanner.h"
#include "discipline/firedisciplinechart.h"

#include <QJsonArray>

namespace Adc {

namespace {

QJsonObject stepJson(const ChargeDiscipline::Step &step)
{
    return { { QStringLiteral("distance"), step.distance },
             { QStringLiteral("roll"), step.roll },
             { QStringLiteral("row"), step.result.row },
             { QStringLiteral("result"), DisciplineResult::kindName(step.result.kind) },
             { QStringLiteral("cell"), step.result.cellText() } };
}

// The answer's steps and the log's rolls and faces: the given totals with
// their faces, then the totals the program rolled.
QJsonArray logRolls(ActionContext &context, const QList<int> &given,
                    const QList<std::optional<DiceRoll>> &thrown,
                    const ChargeDiscipline::Outcome &rolled)
{
    QJsonArray rolls;
    QJsonArray faces;
    QJsonArray steps;
    for (int i = 0; i < given.size(); ++i) {
        rolls.append(given.at(i));
        faces.append(i < thrown.size() && thrown.at(i)
                         ? QJsonValue(DiceField::toJson(thrown.at(i)->faces()))
                         : QJsonValue());
    }
    bool anyFaces = !thrown.isEmpty();
    for (int i = 0; i < rolled.steps.size(); ++i) {
        const ChargeDiscipline::Step &step = rolled.steps.at(i);
        QJsonObject object = stepJson(step);
        if (step.dice) {
            object.insert(QStringLiteral("faces"), DiceField::toJson(step.dice->faces()));
            rolls.append(step.roll);
            faces.append(DiceField::toJson(step.dice->faces()));
            anyFaces = true;
        } else if (i < thrown.size() && thrown.at(i)) {
            object.insert(QStringLiteral("faces"), DiceField::toJson(thrown.at(i)->faces()));
        }
        steps.append(object);
    }
    context.inputs().insert(QStringLiteral("rolls"), rolls);
    if (anyFaces)
        context.inputs().insert(QStringLiteral("faces"), faces);
    return steps;
}

} // namespace

ActionOutcome ChargeAction::apply(ActionContext &context, RequestReader &reader)
{
    // Read.
    const std::optional<UnitRecord> defender
        = context.unitField(reader, QStringLiteral("defender"));
    const QList<int> given = reader.integers(QStringLiteral("rolls"), -99, 99);
    const QJsonValue facesValue = reader.take(QStringLiteral("faces"));
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    // Plan.
    ChargeOrder order { defender->id, given };
    ChargePlan plan = ChargePlanner::plan(order, *defender, context.rulings());
    if (plan.isRefused())
        return ActionOutcome::refused(plan.refusal);

    // Faces thrown for the given totals (or rolled and logged), one list per
    // total, null where none was given; each must make its total.
    const QList<std::optional<DiceRoll>> thrown = DiceField::readList(
        reader, QStringLiteral("faces"), facesValue, plan.dice, int(given.size()));
    for (int i = 0; i < thrown.size() && reader.ok(); ++i) {
        if (thrown.at(i) && thrown.at(i)->total() != given.at(i))
            reader.fail(QStringLiteral("faces"),
                        QStringLiteral("%1 do not make the roll %2")
                            .arg(thrown.at(i)->toString())
                            .arg(given.at(i)));
    }
    if (!reader.ok())
        return ActionOutcome::malformed(reader.error());

    // Roll: the totals still wanted, one distance at a time.
    const Result<ChargeDiscipline::Outcome> rolled = ChargeDiscipline::resolve(
        given, plan.dice, context.random(), plan.situation, FireDisciplineChart::standard());
    if (!rolled)
        return ActionOutcome::malformed(QStringLiteral("rolls: %1").arg(rolled.error()));
    order.rolls.clear();
    for (const ChargeDiscipline::Step &step : rolled->steps)
        order.rolls.append(step.roll);
    plan = ChargePlanner::plan(order, *defender, context.rulings());

    // Write.
    const QJsonArray steps = logRolls(context, given, thrown, *rolled);
    context.save(plan.change.after);
    const ChargeDiscipline::Outcome &outcome = *plan.outcome;
    // One arg() call, so a name holding "%1" stays as it is.
    context.setSummary(QStringLiteral("Charge discipline: %1 fires at %2\"%3")
                           .arg(defender->name, QString::number(outcome.firesAt),
                                outcome.firefight ? QStringLiteral(", firefight") : QString()));
    ProcedureOutcome procedure;
    procedure.charge = plan;
    return ActionOutcome::done(
        {
            { QStringLiteral("defender"), defender->id },
            { QStringLiteral("situation"), toName(plan.situation) },
            { QStringLiteral("dice"), plan.dice.toString() },
            { QStringLiteral("fires_at"), outcome.firesAt },
            { QStringLiteral("firefight"), outcome.firefight },
            { QStringLiteral("close_action"), outcome.closeAction },
            { QStringLiteral("rolls_used"), outcome.rollsUsed },
            { QStringLiteral("steps"), steps },
        },
        procedure);
}

} // namespace Adc
