#include "core/discipline/chargeplanner.h"

#include "core/discipline/chargeroles.h"
#include "core/discipline/disciplineplanner.h"
#include "core/discipline/firedisciplinechart.h"
#include "core/fire/fireplanner.h"
#include "core/fire/rangebands.h"
#include "core/fire/smoke.h"

#include <QCoreApplication>

namespace Adc {

ChargePlan ChargePlanner::plan(const ChargeOrder &order, const UnitRecord &defender,
                               const Rulings &rulings)
{
    return plan(order, ChargeUnits { std::nullopt, defender, {}, {} }, rulings);
}

ChargePlan ChargePlanner::plan(const ChargeOrder &order, const ChargeUnits &units,
                               const Rulings &rulings)
{
    const UnitRecord &defender = units.defender;
    ChargePlan plan;
    plan.change = UnitChange { defender, defender };
    plan.ending = order.outcome;
    // Who may charge whom: ChargeRoles, as the dialog offers them.
    plan.refusal = ChargeRoles::defenderRefusal(defender);
    if (plan.refusal.isEmpty() && units.charger)
        plan.refusal = ChargeRoles::chargerRefusal(*units.charger, defender);
    if (!plan.refusal.isEmpty())
        return plan;
    if (!units.charger && defender.arm != Arm::Infantry) {
        plan.refusal = QCoreApplication::translate(
                           "Adc::ChargePlanner",
                           "charge discipline is rolled by defending infantry; %1 is %2")
                           .arg(defender.name, toName(defender.arm));
        return plan;
    }
    if (defender.arm == Arm::Cavalry) {
        plan.rolls = false;
        plan.noFire = QCoreApplication::translate(
            "Adc::ChargePlanner", "cavalry neither rolls discipline nor fires on a charge");
        return plan;
    }
    // Charge discipline is defending infantry's (seed 000): guns, a battery
    // or a battalion's, fire at their short band without rolling.
    if (firesByTubes(defender.arm)) {
        plan.rolls = false;
        planFire(units, RangeBands::standard().defensiveFireRange(defender.weapon), rulings, plan);
        return plan;
    }
    rollDiscipline(order, defender, rulings, plan);
    if (plan.outcome && units.charger)
        planFire(ChargeUnits { units.charger, plan.change.after, units.also, units.features },
                 plan.outcome->firesAt, rulings, plan);
    else if (plan.outcome)
        plan.noFire = QCoreApplication::translate(
            "Adc::ChargePlanner", "no charger named: its fire is not resolved here");
    return plan;
}

void ChargePlanner::rollDiscipline(const ChargeOrder &order, const UnitRecord &defender,
                                   const Rulings &rulings, ChargePlan &plan)
{
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    plan.situation = Smoke::inSmokeAsItFires(defender.smoke, defender.movedThisSegment)
        ? DisciplineSituation::InSmoke
        : DisciplineSituation::Normal;
    const Result<DiceExpression> dice = DisciplinePlanner::classDice(defender, rulings);
    if (!dice) {
        plan.refusal = dice.error();
        return;
    }
    plan.dice = *dice;
    Result<QList<ChargeDiscipline::Odds>> odds
        = ChargeDiscipline::odds(plan.dice, plan.situation, chart);
    if (odds)
        plan.odds = *odds;

    Result<ChargeDiscipline::Outcome> outcome
        = ChargeDiscipline::resolve(order.rolls, plan.situation, chart);
    if (outcome) {
        plan.steps = outcome->steps;
        plan.outcome = *outcome;
        if (outcome->firefight)
            plan.change.after.firefight = true;
        return;
    }
    // Too few rolls: every roll so far held its fire.
    const QList<int> &distances = chart.chargeDistances();
    for (int i = 0; i < order.rolls.size() && i < distances.size(); ++i) {
        ChargeDiscipline::Step step;
        step.distance = distances.at(i);
        step.roll = order.rolls.at(i);
        step.result = chart.lookup(step.roll, plan.situation);
        plan.steps.append(step);
    }
    plan.nextDistance
        = int(plan.steps.size()) < distances.size() ? distances.at(plan.steps.size()) : 0;
}

void ChargePlanner::planFire(const ChargeUnits &units, double range, const Rulings &rulings,
                             ChargePlan &plan)
{
    if (!units.charger) {
        plan.noFire = QCoreApplication::translate(
            "Adc::ChargePlanner", "no charger named: its fire is not resolved here");
        return;
    }
    FireOrder order;
    order.firers = { units.defender.id };
    order.target = units.charger->id;
    order.range = range;
    order.ap = 1;
    order.shot = Shot::Ball;
    const FirePlan fire
        = FirePlanner::plan(order, { units.defender, *units.charger }, units.features, rulings);
    if (fire.ready())
        plan.fire = fire;
    else
        plan.noFire = fire.reason;
}

QList<UnitChange> ChargePlanner::settle(ChargeOutcome outcome,
                                        const std::optional<UnitRecord> &charger,
                                        const UnitRecord &defender, const QList<UnitRecord> &also)
{
    QList<UnitRecord> units;
    if (charger)
        units.append(*charger);
    units.append(defender);
    if (outcome == ChargeOutcome::Firefight)
        units.append(also);
    QList<UnitChange> changes;
    for (const UnitRecord &unit : std::as_const(units)) {
        UnitRecord after = unit;
        switch (outcome) {
        case ChargeOutcome::Firefight:
            after.firefight = true;
            break;
        case ChargeOutcome::Repulsed:
            if (charger && unit.id == charger->id)
                after.movedThisSegment = true;
            break;
        case ChargeOutcome::Retires:
            if (unit.id == defender.id)
                after.movedThisSegment = true;
            break;
        case ChargeOutcome::Home:
            break;
        }
        changes.append(UnitChange { unit, after });
    }
    return changes;
}

} // namespace Adc
