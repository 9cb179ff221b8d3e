#include "core/fire/fireplan.h"

#include "core/ammunition/ammunition.h"
#include "core/casualties/casualties.h"
#include "core/fire/fireplanner.h"
#include "core/fire/fireresolver.h"

#include <QJsonArray>

namespace Adc {

namespace {

QJsonArray modifiersJson(const QList<FireModifier> &modifiers)
{
    QJsonArray array;
    for (const FireModifier &modifier : modifiers)
        array.append(QJsonObject { { QStringLiteral("id"), modifier.id },
                                   { QStringLiteral("value"), modifier.value } });
    return array;
}

QJsonObject resultJson(const FireResult &result)
{
    return {
        { QStringLiteral("allowed"), result.allowed },
        { QStringLiteral("band"), result.band },
        { QStringLiteral("die"), result.die },
        { QStringLiteral("modified_roll"), result.modifiedRoll },
        { QStringLiteral("column"), result.column },
        { QStringLiteral("row"), result.row },
        { QStringLiteral("casualty_steps"), result.casualtySteps },
        { QStringLiteral("boxcars"), result.boxcars },
        { QStringLiteral("modifiers"), modifiersJson(result.modifiers) },
        { QStringLiteral("notes"), QJsonArray::fromStringList(result.notes) },
    };
}

void setApOf(UnitRecord &unit, Shot shot, int ap)
{
    if (!firesByTubes(unit.arm))
        unit.ap = ap;
    else if (shot == Shot::Canister)
        unit.apCanister = ap;
    else
        unit.apBall = ap;
}

// Takes the casualty steps into the target and marks it fired upon; gives
// what happened to it (Casualties: three steps make a permanent loss).
FireHit hit(UnitRecord &target, int steps)
{
    const CasualtyResult after
        = Casualties::standard().apply(target.castings, target.cw, target.steps, steps);
    target.castings = after.castings;
    target.cw = after.cw;
    target.steps = after.steps;
    target.firedUponThisSegment = true;
    return FireHit { target.id, steps, after };
}

// Each firer spends its AP, and on boxcars its own penalty; it is in smoke
// and has fired.
void spend(const FirePlan &plan, const FireResult &result, const FireDice &dice,
           FireOutcome &outcome)
{
    const Ammunition &ammunition = Ammunition::standard();
    const Shot shot = plan.request.shot;
    for (int i = 0; i < plan.firers.size(); ++i) {
        UnitRecord firer = plan.firers.at(i);
        FirerSpend spent;
        spent.id = firer.id;
        spent.apSpent = result.apSpent;
        int left = FirePlanner::apOf(firer, shot) - result.apSpent;
        if (result.boxcars) {
            spent.boxcarsRoll = dice.boxcarsRolls.value(i);
            spent.boxcarsFaces = dice.boxcarsFaces.value(i);
            spent.extraAp
                = ammunition.boxcarsPenalty(*spent.boxcarsRoll, firer.scrounging).value_or(0);
            left = Ammunition::applyPenalty(left, spent.extraAp);
        }
        setApOf(firer, shot, left);
        spent.apLeft = left;
        firer.smoke = true;
        firer.hasFired = true;
        firer.firedThisSegment = true;
        outcome.units.append(firer);
        outcome.firers.append(spent);
    }
}

} // namespace

FireResult FirePlan::resultFor(int die) const
{
    FireRequest rolled = request;
    rolled.die = die;
    return FireResolver::resolve(rolled, rulings);
}

FireOutcome FirePlan::resolve(const FireDice &dice) const
{
    FireOutcome outcome;
    outcome.result = resultFor(dice.die);
    const FireResult &result = outcome.result;
    QJsonObject answer = resultJson(result);
    answer.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(request.conditions));
    answer.insert(QStringLiteral("ap_spent"), result.apSpent);
    if (firesByTubes(request.arm))
        answer.insert(QStringLiteral("tubes"), request.tubes);
    else
        answer.insert(QStringLiteral("stands"), request.stands);
    outcome.notes = result.notes;
    if (firers.size() > 1) {
        outcome.averageCw = averageCw;
        outcome.notes += poolNotes;
        answer.insert(QStringLiteral("average_cw"), averageCw);
        answer.insert(QStringLiteral("notes"), QJsonArray::fromStringList(outcome.notes));
    }
    spend(*this, result, dice, outcome);
    if (!scroungers.isEmpty()) {
        QJsonArray ids;
        for (const qint64 id : scroungers)
            ids.append(id);
        answer.insert(QStringLiteral("scrounging"), ids);
    }
    QJsonArray spent;
    for (const FirerSpend &firer : std::as_const(outcome.firers))
        spent.append(firer.toJson());
    answer.insert(QStringLiteral("firers"), spent);
    if (target) {
        UnitRecord hitUnit = *target;
        outcome.target = hit(hitUnit, result.casualtySteps);
        answer.insert(QStringLiteral("target"), outcome.target.toJson());
        outcome.units.append(hitUnit);
    } else if (townBlock) {
        // At a town block's edge the die hits nobody: the occupants take
        // the ricochet fires.
        answer.insert(QStringLiteral("target_feature"), townBlock->id);
        answer.insert(QStringLiteral("casualty_steps"), 0);
    }

    QJsonArray lines;
    for (int i = 0; i < ricochetUnits.size(); ++i) {
        FireRequest again = ricochetRequests.at(i);
        again.die = dice.ricochetDice.value(i);
        const FireResult fired = FireResolver::resolve(again, rulings);
        UnitRecord unit = ricochetUnits.at(i);
        const FireHit ricochetHit = hit(unit, fired.casualtySteps);
        QJsonObject line = resultJson(fired);
        line.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(again.conditions));
        line.insert(QStringLiteral("target"), ricochetHit.toJson());
        outcome.ricochet.append(fired);
        outcome.ricochetHits.append(ricochetHit);
        outcome.units.append(unit);
        lines.append(line);
    }
    if (!ricochetUnits.isEmpty())
        answer.insert(QStringLiteral("ricochet"), lines);
    outcome.json = answer;
    return outcome;
}

QJsonObject FirePlan::toJson() const
{
    if (!ready())
        return { { QStringLiteral("allowed"), false },
                 { QStringLiteral("malformed"), verdict == Verdict::Malformed },
                 { QStringLiteral("reason"), reason } };
    QJsonArray odds;
    for (const FireOdds::Entry &entry : this->odds.odds)
        odds.append(QJsonObject { { QStringLiteral("casualty_steps"), entry.casualtySteps },
                                  { QStringLiteral("probability"), entry.probability } });
    QJsonObject plan {
        { QStringLiteral("allowed"), true },
        { QStringLiteral("band"), check.band },
        { QStringLiteral("row"), check.row },
        { QStringLiteral("modifiers"), modifiersJson(check.modifiers) },
        { QStringLiteral("conditions"), QJsonArray::fromStringList(request.conditions) },
        { QStringLiteral("ap_spent"), check.apSpent },
        { QStringLiteral("odds"), odds },
        { QStringLiteral("expected"), this->odds.expected },
        { QStringLiteral("notes"), QJsonArray::fromStringList(check.notes + poolNotes) },
    };
    if (!scroungeOffer.isEmpty())
        plan.insert(QStringLiteral("scrounge_offer"), scroungeOffer);
    return plan;
}

} // namespace Adc
