#include "db/actions/rollaction.h"

#include "core/dice/rollorder.h"
#include "db/actions/actioncontext.h"
#include "db/actions/dicefield.h"

namespace Adc {

ActionOutcome RollAction::apply(ActionContext &context, const RollOrder &order)
{
    // An order built in code may hold no dice; the codec refuses that too.
    if (order.dice.isEmpty())
        return Failure::malformed(QStringLiteral("dice: ")
                                  + DiceExpression::parse(QString()).error());
    const Result<std::optional<DiceRoll>> thrown
        = DiceField::check(QStringLiteral("faces"), order.faces, order.dice);
    if (!thrown)
        return thrown.failure();
    const QString purpose = order.purpose.value_or(QString());

    const DiceRoll roll = *thrown ? **thrown : context.roll(order.dice);
    context.inputs().insert(QStringLiteral("faces"), DiceField::toJson(roll.faces()));
    context.setSummary(purpose.isEmpty()
                           ? QStringLiteral("Roll %1").arg(roll.toString())
                           : QStringLiteral("Roll for %1: %2").arg(purpose, roll.toString()));
    QJsonObject answer { { QStringLiteral("dice"), order.dice.toString() },
                         { QStringLiteral("faces"), DiceField::toJson(roll.faces()) },
                         { QStringLiteral("total"), roll.total() } };
    if (!purpose.isEmpty())
        answer.insert(QStringLiteral("purpose"), purpose);
    ProcedureOutcome procedure;
    procedure.roll = roll;
    return ActionDone::of(answer, procedure);
}

} // namespace Adc
