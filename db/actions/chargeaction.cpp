#include "actions/chargeaction.h"

#include "actions/actioncontext.h"
#include "discipline/chargediscipline.h"
#include "actions/dicefield.h"
#include "discipline/firedisciplinechart.h"
#include "common/requestreader.h"
#include "fire/smoke.h"

#include <QJsonArray>

namespace Adc {

ActionOutcome ChargeAction::apply(ActionContext &context, RequestReader &reader)
{
    std::optional<UnitRecord> defender = context.unitField(reader, QStringLiteral("defender"));
    const QList<int> given = reader.integers(QStringLiteral("rolls"), -99, 99);
    const QJsonValue facesValue = reader.take(QStringLiteral("faces"));
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    if (defender->arm != Arm::Infantry)
        return ActionOutcome::refused(
            QStringLiteral("charge discipline is rolled by defending infantry; %1 is %2")
                .arg(defender->name, toName(defender->arm)));

    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    const bool inSmoke = Smoke::inSmokeAsItFires(defender->smoke, defender->movedThisSegment);
    const DisciplineSituation situation
        = inSmoke ? DisciplineSituation::InSmoke : DisciplineSituation::Normal;
    const QString diceText = context.rulings().classDice(defender->troopClass);
    const Result<DiceExpression> dice = DiceExpression::parse(diceText);
    if (!dice.ok())
        return ActionOutcome::refused(
            QStringLiteral("the %1 class dice \"%2\" of the rulings do not read: %3")
                .arg(toName(defender->troopClass), diceText, dice.error()));

    // Faces thrown for the given totals (or rolled and logged), one list per
    // total, null where none was given; each must make its total.
    const QList<std::optional<DiceRoll>> thrown = DiceField::readList(
        reader, QStringLiteral("faces"), facesValue, *dice, int(given.size()));
    for (int i = 0; i < thrown.size() && reader.ok(); ++i) {
        if (thrown.at(i) && thrown.at(i)->total() != given.at(i))
            reader.fail(QStringLiteral("faces"),
                        QStringLiteral("%1 do not make the roll %2")
                            .arg(thrown.at(i)->toString())
                            .arg(given.at(i)));
    }
    if (!reader.ok())
        return ActionOutcome::malformed(reader.error());

    QString error;
    const std::optional<ChargeDiscipline::Result> result = ChargeDiscipline::resolve(
        given, *dice, context.random(), situation, chart, &error);
    if (!result)
        return ActionOutcome::malformed(QStringLiteral("rolls: %1").arg(error));

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
    for (int i = 0; i < result->steps.size(); ++i) {
        const ChargeDiscipline::Step &step = result->steps.at(i);
        QJsonObject object { { QStringLiteral("distance"), step.distance },
                             { QStringLiteral("roll"), step.roll },
                             { QStringLiteral("row"), step.result.row },
                             { QStringLiteral("result"),
                               DisciplineResult::kindName(step.result.kind) },
                             { QStringLiteral("cell"), step.result.cellText() } };
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

    if (result->firefight)
        defender->firefight = true;
    context.save(*defender);

    context.setSummary(QStringLiteral("Charge discipline: %1 fires at %2\"%3")
                           .arg(defender->name)
                           .arg(result->firesAt)
                           .arg(result->firefight ? QStringLiteral(", firefight") : QString()));
    return ActionOutcome::done({
        { QStringLiteral("defender"), defender->id },
        { QStringLiteral("situation"), toName(situation) },
        { QStringLiteral("dice"), dice->toString() },
        { QStringLiteral("fires_at"), result->firesAt },
        { QStringLiteral("firefight"), result->firefight },
        { QStringLiteral("close_action"), result->closeAction },
        { QStringLiteral("rolls_used"), result->rollsUsed },
        { QStringLiteral("steps"), steps },
    });
}

} // namespace Adc
