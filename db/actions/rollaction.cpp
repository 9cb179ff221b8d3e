#include "actions/rollaction.h"

#include "actions/actioncontext.h"
#include "actions/dicefield.h"
#include "common/requestreader.h"

namespace Adc {

ActionOutcome RollAction::apply(ActionContext &context, RequestReader &reader)
{
    const std::optional<QString> text = reader.string(QStringLiteral("dice"), true);
    DiceExpression dice;
    if (text) {
        const Result<DiceExpression> parsed = DiceExpression::parse(*text);
        if (parsed.ok())
            dice = *parsed;
        else
            reader.fail(QStringLiteral("dice"), parsed.error());
    }
    const QJsonValue facesValue = reader.take(QStringLiteral("faces"));
    std::optional<DiceRoll> thrown;
    if (reader.ok())
        thrown = DiceField::read(reader, QStringLiteral("faces"), facesValue, dice);
    const QString purpose = reader.string(QStringLiteral("purpose"), false).value_or(QString());
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    const DiceRoll roll = thrown ? *thrown : context.roll(dice);
    context.inputs().insert(QStringLiteral("faces"), DiceField::toJson(roll.faces()));
    context.setSummary(purpose.isEmpty()
                           ? QStringLiteral("Roll %1").arg(roll.toString())
                           : QStringLiteral("Roll for %1: %2").arg(purpose, roll.toString()));
    QJsonObject answer { { QStringLiteral("dice"), dice.toString() },
                         { QStringLiteral("faces"), DiceField::toJson(roll.faces()) },
                         { QStringLiteral("total"), roll.total() } };
    if (!purpose.isEmpty())
        answer.insert(QStringLiteral("purpose"), purpose);
    return ActionOutcome::done(answer);
}

} // namespace Adc
