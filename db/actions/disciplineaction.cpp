#include "actions/disciplineaction.h"

#include "actions/actioncontext.h"
#include "actions/dicefield.h"
#include "discipline/disciplinetrigger.h"
#include "discipline/firedisciplinechart.h"
#include "common/requestreader.h"
#include "fire/smoke.h"

#include <QJsonArray>

namespace Adc {

ActionOutcome DisciplineAction::apply(ActionContext &context, RequestReader &reader)
{
    std::optional<UnitRecord> unit = context.unitField(reader, QStringLiteral("unit"));
    const std::optional<int> given = reader.integer(QStringLiteral("roll"), -99, 99, false);
    const QJsonValue facesValue = reader.take(QStringLiteral("faces"));
    const std::optional<QString> trigger
        = reader.word(QStringLiteral("trigger"), disciplineTriggerNames(), false);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    const QString diceText = context.rulings().classDice(unit->troopClass);
    const Result<DiceExpression> dice = DiceExpression::parse(diceText);
    if (!dice.ok())
        return ActionOutcome::refused(
            QStringLiteral("the %1 class dice \"%2\" of the rulings do not read: %3")
                .arg(toName(unit->troopClass), diceText, dice.error()));
    // Faces thrown at the table (or rolled and logged) must make the roll.
    const std::optional<DiceRoll> thrown
        = DiceField::read(reader, QStringLiteral("faces"), facesValue, *dice);
    if (thrown && given && thrown->total() != *given)
        reader.fail(QStringLiteral("roll"),
                    QStringLiteral("%1 is not what the faces make (%2)")
                        .arg(*given)
                        .arg(thrown->toString()));
    if (!reader.ok())
        return ActionOutcome::malformed(reader.error());

    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    const bool inSmoke = Smoke::inSmokeAsItFires(unit->smoke, unit->movedThisSegment);
    const DisciplineSituation situation
        = FireDisciplineChart::situationFor(unit->firefight, inSmoke);

    QJsonObject answer { { QStringLiteral("dice"), dice->toString() } };
    std::optional<DiceRoll> faces = thrown;
    if (!given && !faces) {
        faces = context.roll(*dice);
        context.inputs().insert(QStringLiteral("faces"), DiceField::toJson(faces->faces()));
    }
    const int roll = given ? *given : faces->total();
    context.inputs().insert(QStringLiteral("roll"), roll);
    if (faces)
        answer.insert(QStringLiteral("faces"), DiceField::toJson(faces->faces()));

    const DisciplineResult result = chart.lookup(roll, situation);
    const bool wasInFirefight = unit->firefight;
    if (result.entersFirefight())
        unit->firefight = true;
    else if (result.isFree())
        unit->firefight = false;
    context.save(*unit);

    answer.insert(QStringLiteral("unit"), unit->id);
    answer.insert(QStringLiteral("roll"), roll);
    answer.insert(QStringLiteral("situation"), toName(situation));
    answer.insert(QStringLiteral("row"), result.row);
    answer.insert(QStringLiteral("result"), DisciplineResult::kindName(result.kind));
    answer.insert(QStringLiteral("range"),
                  result.range ? QJsonValue(*result.range) : QJsonValue(QJsonValue::Null));
    answer.insert(QStringLiteral("cell"), result.cellText());
    answer.insert(QStringLiteral("firefight"), unit->firefight);
    if (wasInFirefight && !unit->firefight)
        answer.insert(QStringLiteral("firefight_ended"), true);
    if (trigger)
        answer.insert(QStringLiteral("trigger"), *trigger);
    context.setSummary(QStringLiteral("Discipline: %1 rolls %2 (%3): %4")
                           .arg(unit->name)
                           .arg(roll)
                           .arg(toName(situation), result.cellText()));
    return ActionOutcome::done(answer);
}

} // namespace Adc
