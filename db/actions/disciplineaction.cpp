#include "actions/disciplineaction.h"

#include "actions/actioncontext.h"
#include "actions/dicefield.h"
#include "common/requestreader.h"
#include "discipline/disciplineplanner.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

ActionOutcome DisciplineAction::apply(ActionContext &context, RequestReader &reader)
{
    // Read.
    const std::optional<UnitRecord> unit = context.unitField(reader, QStringLiteral("unit"));
    const std::optional<int> given = reader.integer(QStringLiteral("roll"), -99, 99, false);
    const QJsonValue facesValue = reader.take(QStringLiteral("faces"));
    const std::optional<QString> trigger
        = reader.word(QStringLiteral("trigger"), disciplineTriggerNames(), false);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    // Plan.
    DisciplineOrder order { unit->id, given,
                            trigger ? disciplineTriggerFromName(*trigger) : std::nullopt };
    DisciplinePlan plan = DisciplinePlanner::plan(order, *unit, context.rulings());
    if (plan.isRefused())
        return ActionOutcome::refused(plan.refusal);
    // Faces thrown at the table (or rolled and logged) must make the roll.
    const std::optional<DiceRoll> thrown
        = DiceField::read(reader, QStringLiteral("faces"), facesValue, plan.dice);
    if (thrown && given && thrown->total() != *given)
        reader.fail(
            QStringLiteral("roll"),
            QCoreApplication::translate("Disciplineaction", "%1 is not what the faces make (%2)")
                .arg(*given)
                .arg(thrown->toString()));
    if (!reader.ok())
        return ActionOutcome::malformed(reader.error());

    // Roll.
    QJsonObject answer { { QStringLiteral("dice"), plan.dice.toString() } };
    std::optional<DiceRoll> faces = thrown;
    if (!given && !faces) {
        faces = context.roll(plan.dice);
        context.inputs().insert(QStringLiteral("faces"), DiceField::toJson(faces->faces()));
    }
    order.roll = given ? *given : faces->total();
    context.inputs().insert(QStringLiteral("roll"), *order.roll);
    if (faces)
        answer.insert(QStringLiteral("faces"), DiceField::toJson(faces->faces()));
    plan = DisciplinePlanner::plan(order, *unit, context.rulings());

    // Write.
    const DisciplineResult &result = *plan.result;
    context.save(plan.change.after);
    answer.insert(QStringLiteral("unit"), unit->id);
    answer.insert(QStringLiteral("roll"), *order.roll);
    answer.insert(QStringLiteral("situation"), toName(plan.situation));
    answer.insert(QStringLiteral("row"), result.row);
    answer.insert(QStringLiteral("result"), DisciplineResult::kindName(result.kind));
    answer.insert(QStringLiteral("range"),
                  result.range ? QJsonValue(*result.range) : QJsonValue(QJsonValue::Null));
    answer.insert(QStringLiteral("cell"), result.cellText());
    answer.insert(QStringLiteral("firefight"), plan.change.after.firefight);
    if (plan.firefightEnded())
        answer.insert(QStringLiteral("firefight_ended"), true);
    if (trigger)
        answer.insert(QStringLiteral("trigger"), *trigger);
    // One arg() call, so a name holding "%1" stays as it is.
    context.setSummary(QStringLiteral("Discipline: %1 rolls %2 (%3): %4")
                           .arg(unit->name, QString::number(*order.roll), toName(plan.situation),
                                result.cellText()));
    ProcedureOutcome procedure;
    procedure.discipline = plan;
    return ActionOutcome::done(answer, procedure);
}

} // namespace Adc
