#include "discipline/chargeplanner.h"

#include "discipline/disciplineplanner.h"
#include "discipline/firedisciplinechart.h"
#include "fire/smoke.h"

#include <QCoreApplication>

namespace Adc {

ChargePlan ChargePlanner::plan(const ChargeOrder &order, const UnitRecord &defender,
                               const Rulings &rulings)
{
    ChargePlan plan;
    plan.change = UnitChange { defender, defender };
    if (defender.arm != Arm::Infantry) {
        plan.refusal
            = QCoreApplication::translate(
                  "ChargePlanner", "charge discipline is rolled by defending infantry; %1 is %2")
                  .arg(defender.name, toName(defender.arm));
        return plan;
    }
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    plan.situation = Smoke::inSmokeAsItFires(defender.smoke, defender.movedThisSegment)
        ? DisciplineSituation::InSmoke
        : DisciplineSituation::Normal;
    const Result<DiceExpression> dice = DisciplinePlanner::classDice(defender, rulings);
    if (!dice) {
        plan.refusal = dice.error();
        return plan;
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
        return plan;
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
    return plan;
}

} // namespace Adc
