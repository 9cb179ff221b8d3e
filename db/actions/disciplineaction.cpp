#include "db/actions/disciplineaction.h"

#include "core/discipline/disciplineorder.h"
#include "core/discipline/disciplineplanner.h"
#include "db/actions/actioncontext.h"
#include "db/actions/dicefield.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

ActionOutcome DisciplineAction::apply(ActionContext &context, const DisciplineOrder &given)
{
    // Read.
    const Result<UnitRecord> unit = context.namedUnit(QStringLiteral("unit"), given.unit);
    if (!unit)
        return unit.failure();

    // Plan.
    DisciplineOrder order = given;
    DisciplinePlan plan = DisciplinePlanner::plan(order, *unit, context.rulings());
    if (plan.isRefused())
        return Failure::refused(plan.refusal);
    // Faces thrown at the table (or rolled and logged) must make the roll.
    const Result<std::optional<DiceRoll>> thrown
        = DiceField::check(QStringLiteral("faces"), order.faces, plan.dice);
    if (!thrown)
        return thrown.failure();
    if (*thrown && order.roll && (*thrown)->total() != *order.roll)
        return Failure::malformed(
            QStringLiteral("roll: ")
            + QCoreApplication::translate("Adc::DisciplineAction",
                                          "%1 is not what the faces make (%2)")
                  .arg(*order.roll)
                  .arg((*thrown)->toString()));

    // Roll.
    QJsonObject answer { { QStringLiteral("dice"), plan.dice.toString() } };
    std::optional<DiceRoll> faces = *thrown;
    if (!order.roll && !faces) {
        faces = context.roll(plan.dice);
        context.inputs().insert(QStringLiteral("faces"), DiceField::toJson(faces->faces()));
    }
    order.roll = order.roll ? *order.roll : faces->total();
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
    if (order.trigger)
        answer.insert(QStringLiteral("trigger"), toName(*order.trigger));
    // One arg() call, so a name holding "%1" stays as it is.
    context.setSummary(QStringLiteral("Discipline: %1 rolls %2 (%3): %4")
                           .arg(unit->name, QString::number(*order.roll), toName(plan.situation),
                                result.cellText()));
    ProcedureOutcome procedure;
    procedure.discipline = plan;
    return ActionDone::of(answer, procedure);
}

} // namespace Adc
