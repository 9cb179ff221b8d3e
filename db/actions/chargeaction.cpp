#include "db/actions/chargeaction.h"

#include "core/ammunition/ammunition.h"
#include "core/discipline/chargeorder.h"
#include "core/discipline/chargeplanner.h"
#include "core/discipline/disciplineplanner.h"
#include "core/discipline/firedisciplinechart.h"
#include "core/fire/firechart.h"
#include "core/fire/smoke.h"
#include "db/actions/actioncontext.h"
#include "db/actions/dicefield.h"

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

// The units the order names, as they stand.
struct ChargeFields
{
    std::optional<UnitRecord> charger;
    UnitRecord defender;
    QList<UnitRecord> also;
};

// The units the order names; "FIELD: what is wrong" when one is not in the
// battle or two are the same.
Result<ChargeFields> readCharge(ActionContext &context, const ChargeOrder &order)
{
    ChargeFields f;
    if (order.charger) {
        Result<UnitRecord> charger = context.namedUnit(QStringLiteral("charger"), order.charger);
        if (!charger)
            return charger.failure();
        f.charger = *charger;
    }
    Result<UnitRecord> defender = context.namedUnit(QStringLiteral("defender"), order.defender);
    if (!defender)
        return defender.failure();
    f.defender = *defender;
    Result<QList<UnitRecord>> also = context.namedUnits(QStringLiteral("also"), order.also, false);
    if (!also)
        return also.failure();
    f.also = *also;
    if (f.charger && f.charger->id == f.defender.id)
        return Failure::malformed(
            QStringLiteral("charger: ")
            + QCoreApplication::translate("Adc::ChargeAction", "a unit cannot charge itself"));
    for (const UnitRecord &unit : std::as_const(f.also)) {
        if (unit.id == f.defender.id || (f.charger && unit.id == f.charger->id))
            return Failure::malformed(
                QStringLiteral("also: ")
                + QCoreApplication::translate("Adc::ChargeAction",
                                              "unit %1 is the charger or the defender")
                      .arg(unit.id));
    }
    return f;
}

ChargeUnits unitsOf(ActionContext &context, const ChargeFields &f)
{
    ChargeUnits units { f.charger, f.defender, f.also, {} };
    if (!f.defender.feature.isEmpty())
        if (const std::optional<FeatureRecord> feature
            = context.features().find(f.defender.feature))
            units.features.append(*feature);
    if (f.charger && !f.charger->feature.isEmpty())
        if (const std::optional<FeatureRecord> feature
            = context.features().find(f.charger->feature))
            units.features.append(*feature);
    return units;
}

DiceExpression boxcarsDice()
{
    return DiceExpression::parse(Ammunition::standard().boxcarsDice()).value();
}

// The defender's fire, resolved as a fire: its d10 and, on boxcars, its 2d6
// penalty (each given or rolled), both kept in the log.
FireOutcome resolveFire(ActionContext &context, const FirePlan &fire,
                        const std::optional<int> &given,
                        const std::optional<DiceRoll> &givenBoxcars)
{
    FireDice dice;
    dice.die = given ? *given : context.random().roll(FireChart::standard().dieFaces());
    context.inputs().insert(QStringLiteral("fire_die"), dice.die);
    if (fire.boxcarsOn(dice.die)) {
        const DiceRoll penalty = givenBoxcars ? *givenBoxcars : context.roll(boxcarsDice());
        dice.boxcarsRolls.append(penalty.total());
        dice.boxcarsFaces.append(penalty.faces());
        context.inputs().insert(QStringLiteral("fire_boxcars_faces"),
                                DiceField::toJson(penalty.faces()));
    }
    const FireOutcome outcome = fire.resolve(dice);
    for (const UnitRecord &unit : outcome.units)
        context.save(unit);
    return outcome;
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

// The faces thrown for the given totals (or rolled and logged), one list
// per total, null where none was given; each must make its total.
Result<QList<std::optional<DiceRoll>>> thrownFaces(const ChargeOrder &order,
                                                   const DiceExpression &dice)
{
    const QString field = QStringLiteral("faces");
    if (order.faces.size() > order.rolls.size())
        return Failure::malformed(
            field + QStringLiteral(": ")
            + QCoreApplication::translate("Adc::ChargeAction", "%1 lists of faces for %2 roll(s)")
                  .arg(order.faces.size())
                  .arg(order.rolls.size()));
    QList<std::optional<DiceRoll>> thrown;
    for (int i = 0; i < order.faces.size(); ++i) {
        const Result<std::optional<DiceRoll>> faces
            = DiceField::check(field, order.faces.at(i), dice);
        if (!faces)
            return faces.failure();
        if (*faces && (*faces)->total() != order.rolls.at(i))
            return Failure::malformed(
                field + QStringLiteral(": ")
                + QCoreApplication::translate("Adc::ChargeAction", "%1 do not make the roll %2")
                      .arg((*faces)->toString())
                      .arg(order.rolls.at(i)));
        thrown.append(*faces);
    }
    return thrown;
}

// "rolls: what is wrong" when a total given is one the defender's dice
// cannot show (its dice unnamed: they tell its class); empty otherwise.
QString rollsBeyondDice(const ChargeOrder &order, const ChargeFields &f, const Rulings &rulings)
{
    const Result<DiceExpression> dice = DisciplinePlanner::classDice(f.defender, rulings);
    if (!dice)
        return QString();
    for (const int roll : order.rolls) {
        if (roll < dice->minimum() || roll > dice->maximum())
            return QStringLiteral("rolls: ")
                + QCoreApplication::translate("Adc::ChargeAction",
                                              "%1 is not a total the dice can show")
                      .arg(roll);
    }
    return QString();
}

// The discipline rolls: the given totals (with their faces), the rest
// rolled; "FIELD: what is wrong" when the faces or totals do not read.
Result<ChargeDiscipline::Outcome> rollDiscipline(ActionContext &context, const ChargeOrder &order,
                                                 const ChargeFields &f, QJsonArray *steps)
{
    const Result<DiceExpression> dice = DisciplinePlanner::classDice(f.defender, context.rulings());
    const DisciplineSituation situation
        = Smoke::inSmokeAsItFires(f.defender.smoke, f.defender.movedThisSegment)
        ? DisciplineSituation::InSmoke
        : DisciplineSituation::Normal;
    const Result<QList<std::optional<DiceRoll>>> thrown = thrownFaces(order, *dice);
    if (!thrown)
        return thrown.failure();
    // Roll: the totals still wanted, one distance at a time.
    const Result<ChargeDiscipline::Outcome> rolled = ChargeDiscipline::resolve(
        order.rolls, *dice, context.random(), situation, FireDisciplineChart::standard());
    if (!rolled)
        return rolled.failure().prefixed(QStringLiteral("rolls: "));
    *steps = logRolls(context, order.rolls, *thrown, *rolled);
    return *rolled;
}

QJsonObject disciplineAnswer(const ChargeFields &f, const ChargePlan &plan, const QJsonArray &steps)
{
    return {
        { QStringLiteral("defender"), f.defender.id },
        { QStringLiteral("situation"), toName(plan.situation) },
        { QStringLiteral("dice"), plan.dice.toString() },
        { QStringLiteral("fires_at"), plan.outcome->firesAt },
        { QStringLiteral("firefight"), plan.outcome->firefight },
        { QStringLiteral("close_action"), plan.outcome->closeAction },
        { QStringLiteral("rolls_used"), plan.outcome->rollsUsed },
        { QStringLiteral("steps"), steps },
    };
}

QString summaryOf(const ChargeFields &f, const ChargePlan &plan,
                  const std::optional<FireOutcome> &fire)
{
    // Concatenated, so a unit's name stays as it is.
    QString text = f.charger ? QStringLiteral("Charge: ") + f.charger->name
            + QStringLiteral(" charges ") + f.defender.name
                             : QStringLiteral("Charge discipline: ") + f.defender.name;
    if (plan.outcome)
        text += QStringLiteral(", fires at %1\"").arg(plan.outcome->firesAt);
    if (plan.outcome && plan.outcome->firefight)
        text += QStringLiteral(", firefight");
    if (fire)
        text += QStringLiteral(" (%1 step(s))").arg(fire->result.casualtySteps);
    if (plan.ending)
        text += QStringLiteral(": ") + chargeOutcomeTitle(*plan.ending).toLower();
    return text;
}

} // namespace

ActionOutcome ChargeAction::apply(ActionContext &context, const ChargeOrder &given)
{
    // Read.
    const Result<ChargeFields> read = readCharge(context, given);
    if (!read)
        return read.failure();
    const ChargeFields &f = *read;
    if (const QString beyond = rollsBeyondDice(given, f, context.rulings()); !beyond.isEmpty())
        return Failure::malformed(beyond);

    // The faces of the fire's boxcars penalty, when given, must be 2d6.
    const Result<std::optional<DiceRoll>> boxcars = DiceField::check(
        QStringLiteral("fire_boxcars_faces"), given.fireBoxcarsFaces, boxcarsDice());
    if (!boxcars)
        return boxcars.failure();

    // Plan.
    ChargeOrder order = given;
    const ChargeUnits units = unitsOf(context, f);
    ChargePlan plan = ChargePlanner::plan(order, units, context.rulings());
    if (plan.isRefused())
        return Failure::refused(plan.refusal);

    QJsonObject answer { { QStringLiteral("defender"), f.defender.id } };
    if (plan.rolls) {
        QJsonArray steps;
        const Result<ChargeDiscipline::Outcome> rolled = rollDiscipline(context, order, f, &steps);
        if (!rolled)
            return rolled.failure();
        order.rolls.clear();
        for (const ChargeDiscipline::Step &step : rolled->steps)
            order.rolls.append(step.roll);
        plan = ChargePlanner::plan(order, units, context.rulings());
        answer = disciplineAnswer(f, plan, steps);
    }

    // Write: the discipline's change, the defender's fire, the end.
    context.save(plan.change.after);
    ProcedureOutcome procedure;
    if (plan.fire) {
        procedure.chargeFire = resolveFire(context, *plan.fire, order.fireDie, *boxcars);
        // Its range, so that whatever reads the log's fires reads this one whole.
        QJsonObject fire = procedure.chargeFire->toJson();
        fire.insert(QStringLiteral("range"), plan.fire->request.range);
        answer.insert(QStringLiteral("fire"), fire);
    } else if (!plan.noFire.isEmpty()) {
        answer.insert(QStringLiteral("no_fire"), plan.noFire);
    }
    if (f.charger)
        answer.insert(QStringLiteral("charger"), f.charger->id);
    if (plan.ending) {
        settleCharge(context, *plan.ending, order.charger, order.defender, order.also);
        answer.insert(QStringLiteral("outcome"), chargeOutcomeName(*plan.ending));
    }
    context.setSummary(summaryOf(f, plan, procedure.chargeFire));
    procedure.charge = plan;
    return ActionDone::of(answer, procedure);
}

} // namespace Adc
