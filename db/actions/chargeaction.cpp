#include "actions/chargeaction.h"

#include "actions/actioncontext.h"
#include "actions/dicefield.h"
#include "ammunition/ammunition.h"
#include "common/requestreader.h"
#include "discipline/chargeplanner.h"
#include "discipline/disciplineplanner.h"
#include "discipline/firedisciplinechart.h"
#include "fire/firechart.h"
#include "fire/smoke.h"

#include <QCoreApplication>
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

// The charge's fields as the request gives them.
struct ChargeFields
{
    std::optional<UnitRecord> charger;
    std::optional<UnitRecord> defender;
    QList<UnitRecord> also;
    QList<int> given;
    QJsonValue facesValue;
    std::optional<int> fireDie;
    std::optional<QString> outcome;
};

ChargeFields readCharge(ActionContext &context, RequestReader &reader)
{
    ChargeFields f;
    if (reader.has(QStringLiteral("charger")))
        f.charger = context.unitField(reader, QStringLiteral("charger"));
    f.defender = context.unitField(reader, QStringLiteral("defender"));
    f.also = context.unitList(reader, QStringLiteral("also"), false);
    f.given = reader.integers(QStringLiteral("rolls"), -99, 99);
    f.facesValue = reader.take(QStringLiteral("faces"));
    f.fireDie
        = reader.integer(QStringLiteral("fire_die"), 1, FireChart::standard().dieFaces(), false);
    f.outcome = reader.word(QStringLiteral("outcome"), chargeOutcomeNames(), false);
    if (reader.ok() && f.charger && f.charger->id == f.defender->id)
        reader.fail(QStringLiteral("charger"),
                    QCoreApplication::translate("Chargeaction", "a unit cannot charge itself"));
    for (const UnitRecord &unit : std::as_const(f.also)) {
        if (reader.ok() && (unit.id == f.defender->id || (f.charger && unit.id == f.charger->id)))
            reader.fail(QStringLiteral("also"),
                        QCoreApplication::translate("Chargeaction",
                                                    "unit %1 is the charger or the defender")
                            .arg(unit.id));
    }
    return f;
}

ChargeUnits unitsOf(ActionContext &context, const ChargeFields &f)
{
    ChargeUnits units { f.charger, *f.defender, f.also, {} };
    for (const UnitRecord &unit : { *f.defender }) {
        if (!unit.feature.isEmpty())
            if (const std::optional<FeatureRecord> feature = context.features().find(unit.feature))
                units.features.append(*feature);
    }
    if (f.charger && !f.charger->feature.isEmpty())
        if (const std::optional<FeatureRecord> feature
            = context.features().find(f.charger->feature))
            units.features.append(*feature);
    return units;
}

// The defender's fire, resolved as a fire: its d10 (given or rolled) and,
// on boxcars, its 2d6 penalty, both kept in the log.
QJsonObject resolveFire(ActionContext &context, const FirePlan &fire,
                        const std::optional<int> &given)
{
    FireDice dice;
    dice.die = given ? *given : context.random().roll(FireChart::standard().dieFaces());
    context.inputs().insert(QStringLiteral("fire_die"), dice.die);
    if (fire.boxcarsOn(dice.die)) {
        const DiceRoll penalty
            = context.roll(DiceExpression::parse(Ammunition::standard().boxcarsDice()).value());
        dice.boxcarsRolls.append(penalty.total());
        dice.boxcarsFaces.append(penalty.faces());
        context.inputs().insert(QStringLiteral("fire_boxcars_faces"),
                                DiceField::toJson(penalty.faces()));
    }
    const FireOutcome outcome = fire.resolve(dice);
    for (const UnitRecord &unit : outcome.units)
        context.save(unit);
    // Its range, so that whatever reads the log's fires reads this one whole.
    QJsonObject json = outcome.toJson();
    json.insert(QStringLiteral("range"), fire.request.range);
    return json;
}

// The end of the charge on the units as they now stand.
void settleCharge(ActionContext &context, ChargeOutcome outcome, qint64 charger, qint64 defender,
                  const QList<qint64> &also)
{
    const std::optional<UnitRecord> chargerNow
        = charger ? context.unit(charger) : std::optional<UnitRecord>();
    QList<UnitRecord> alsoNow;
    for (const qint64 id : also) {
        if (const std::optional<UnitRecord> unit = context.unit(id))
            alsoNow.append(*unit);
    }
    const std::optional<UnitRecord> defenderNow = context.unit(defender);
    if (!defenderNow)
        return;
    for (const UnitChange &change :
         ChargePlanner::settle(outcome, chargerNow, *defenderNow, alsoNow)) {
        if (change.changes())
            context.save(change.after);
    }
}

// The discipline rolls: the given totals (with their faces), the rest rolled;
// a problem goes to the reader.
std::optional<ChargeDiscipline::Outcome> rollDiscipline(ActionContext &context,
                                                        RequestReader &reader,
                                                        const ChargeFields &f, QJsonArray *steps)
{
    const Result<DiceExpression> dice
        = DisciplinePlanner::classDice(*f.defender, context.rulings());
    const DisciplineSituation situation
        = Smoke::inSmokeAsItFires(f.defender->smoke, f.defender->movedThisSegment)
        ? DisciplineSituation::InSmoke
        : DisciplineSituation::Normal;
    // Faces thrown for the given totals (or rolled and logged), one list per
    // total, null where none was given; each must make its total.
    const QList<std::optional<DiceRoll>> thrown = DiceField::readList(
        reader, QStringLiteral("faces"), f.facesValue, *dice, int(f.given.size()));
    for (int i = 0; i < thrown.size() && reader.ok(); ++i) {
        if (thrown.at(i) && thrown.at(i)->total() != f.given.at(i))
            reader.fail(QStringLiteral("faces"),
                        QCoreApplication::translate("Chargeaction", "%1 do not make the roll %2")
                            .arg(thrown.at(i)->toString())
                            .arg(f.given.at(i)));
    }
    if (!reader.ok())
        return std::nullopt;
    // Roll: the totals still wanted, one distance at a time.
    const Result<ChargeDiscipline::Outcome> rolled = ChargeDiscipline::resolve(
        f.given, *dice, context.random(), situation, FireDisciplineChart::standard());
    if (!rolled) {
        reader.fail(QStringLiteral("rolls"), rolled.error());
        return std::nullopt;
    }
    *steps = logRolls(context, f.given, thrown, *rolled);
    return *rolled;
}

QJsonObject disciplineAnswer(const ChargeFields &f, const ChargePlan &plan, const QJsonArray &steps)
{
    return {
        { QStringLiteral("defender"), f.defender->id },
        { QStringLiteral("situation"), toName(plan.situation) },
        { QStringLiteral("dice"), plan.dice.toString() },
        { QStringLiteral("fires_at"), plan.outcome->firesAt },
        { QStringLiteral("firefight"), plan.outcome->firefight },
        { QStringLiteral("close_action"), plan.outcome->closeAction },
        { QStringLiteral("rolls_used"), plan.outcome->rollsUsed },
        { QStringLiteral("steps"), steps },
    };
}

QString summaryOf(const ChargeFields &f, const ChargePlan &plan, const QJsonObject &fire)
{
    // Concatenated, so a unit's name stays as it is.
    QString text = f.charger ? QStringLiteral("Charge: ") + f.charger->name
            + QStringLiteral(" charges ") + f.defender->name
                             : QStringLiteral("Charge discipline: ") + f.defender->name;
    if (plan.outcome)
        text += QStringLiteral(", fires at %1\"").arg(plan.outcome->firesAt);
    if (plan.outcome && plan.outcome->firefight)
        text += QStringLiteral(", firefight");
    if (!fire.isEmpty())
        text += QStringLiteral(" (%1 step(s))")
                    .arg(fire.value(QStringLiteral("casualty_steps")).toInt());
    if (plan.ending)
        text += QStringLiteral(": ") + chargeOutcomeTitle(*plan.ending).toLower();
    return text;
}

} // namespace

ActionOutcome ChargeAction::apply(ActionContext &context, RequestReader &reader)
{
    // Read.
    ChargeFields f = readCharge(context, reader);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    // Plan.
    ChargeOrder order { f.defender->id, f.given, f.charger ? f.charger->id : 0, {}, {} };
    for (const UnitRecord &unit : std::as_const(f.also))
        order.also.append(unit.id);
    if (f.outcome)
        order.outcome = chargeOutcomeFromName(*f.outcome);
    const ChargeUnits units = unitsOf(context, f);
    ChargePlan plan = ChargePlanner::plan(order, units, context.rulings());
    if (plan.isRefused())
        return ActionOutcome::refused(plan.refusal);

    QJsonObject answer { { QStringLiteral("defender"), f.defender->id } };
    if (plan.rolls) {
        QJsonArray steps;
        const std::optional<ChargeDiscipline::Outcome> rolled
            = rollDiscipline(context, reader, f, &steps);
        if (!rolled)
            return ActionOutcome::malformed(reader.error());
        order.rolls.clear();
        for (const ChargeDiscipline::Step &step : rolled->steps)
            order.rolls.append(step.roll);
        plan = ChargePlanner::plan(order, units, context.rulings());
        answer = disciplineAnswer(f, plan, steps);
    }

    // Write: the discipline's change, the defender's fire, the end.
    context.save(plan.change.after);
    QJsonObject fire;
    if (plan.fire)
        fire = resolveFire(context, *plan.fire, f.fireDie);
    if (!fire.isEmpty())
        answer.insert(QStringLiteral("fire"), fire);
    else if (!plan.noFire.isEmpty())
        answer.insert(QStringLiteral("no_fire"), plan.noFire);
    if (f.charger)
        answer.insert(QStringLiteral("charger"), f.charger->id);
    if (plan.ending) {
        settleCharge(context, *plan.ending, order.charger, order.defender, order.also);
        answer.insert(QStringLiteral("outcome"), chargeOutcomeName(*plan.ending));
    }
    context.setSummary(summaryOf(f, plan, fire));
    ProcedureOutcome procedure;
    procedure.charge = plan;
    return ActionOutcome::done(answer, procedure);
}

} // namespace Adc
