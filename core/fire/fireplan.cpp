#include "fire/fireplan.h"

#include "ammunition/ammunition.h"
#include "casualties/casualties.h"
#include "fire/fireplanner.h"
#include "fire/fireresolver.h"

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

QJsonArray intsJson(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
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
QJsonObject hit(UnitRecord &target, int steps)
{
    const CasualtyResult after
        = Casualties::standard().apply(target.castings, target.cw, target.steps, steps);
    target.castings = after.castings;
    target.cw = after.cw;
    target.steps = after.steps;
    target.firedUponThisSegment = true;
    return {
        { QStringLiteral("id"), target.id },
        { QStringLiteral("casualty_steps"), steps },
        { QStringLiteral("permanent_losses"), after.permanentLosses },
        { QStringLiteral("cw_lost"), after.cwLost },
        { QStringLiteral("castings"), after.castings },
        { QStringLiteral("cw"), after.cw },
        { QStringLiteral("steps"), after.steps },
        { QStringLiteral("eliminated"), after.eliminated },
    };
}

// Each firer spends its AP, and on boxcars its own penalty; it is in smoke
// and has fired.
QJsonArray spend(const FirePlan &plan, const FireResult &result, const FireDice &dice,
                 FireOutcome &outcome)
{
    const Ammunition &ammunition = Ammunition::standard();
    const Shot shot = plan.request.shot;
    QJsonArray lines;
    for (int i = 0; i < plan.firers.size(); ++i) {
        UnitRecord firer = plan.firers.at(i);
        QJsonObject line { { QStringLiteral("id"), firer.id },
                           { QStringLiteral("ap_spent"), result.apSpent } };
        int left = FirePlanner::apOf(firer, shot) - result.apSpent;
        if (result.boxcars) {
            const int roll = dice.boxcarsRolls.value(i);
            const QList<int> faces = dice.boxcarsFaces.value(i);
            if (!faces.isEmpty())
                line.insert(QStringLiteral("boxcars_faces"), intsJson(faces));
            const int extra = ammunition.boxcarsPenalty(roll, firer.scrounging).value_or(0);
            line.insert(QStringLiteral("boxcars_roll"), roll);
            line.insert(QStringLiteral("extra_ap"), extra);
            left = Ammunition::applyPenalty(left, extra);
        }
        setApOf(firer, shot, left);
        line.insert(QStringLiteral("ap_left"), left);
        firer.smoke = true;
        firer.hasFired = true;
        firer.firedThisSegment = true;
        outcome.units.append(firer);
        lines.append(line);
    }
    return lines;
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
    if (firers.size() > 1) {
        answer.insert(QStringLiteral("average_cw"), averageCw);
        answer.insert(QStringLiteral("notes"),
                      QJsonArray::fromStringList(result.notes + poolNotes));
    }
    answer.insert(QStringLiteral("firers"), spend(*this, result, dice, outcome));
    UnitRecord hitUnit = *target;
    answer.insert(QStringLiteral("target"), hit(hitUnit, result.casualtySteps));
    outcome.units.append(hitUnit);

    QJsonArray lines;
    for (int i = 0; i < ricochetUnits.size(); ++i) {
        FireRequest again = ricochetRequests.at(i);
        again.die = dice.ricochetDice.value(i);
        const FireResult fired = FireResolver::resolve(again, rulings);
        UnitRecord unit = ricochetUnits.at(i);
        QJsonObject line = resultJson(fired);
        line.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(again.conditions));
        line.insert(QStringLiteral("target"), hit(unit, fired.casualtySteps));
        outcome.ricochet.append(fired);
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
    return {
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
}

} // namespace Adc
