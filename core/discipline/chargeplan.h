#pragma once

#include "core/dice/diceexpression.h"
#include "core/discipline/chargediscipline.h"
#include "core/discipline/chargeoutcome.h"
#include "core/fire/fireplan.h"
#include "core/model/unitchange.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace Adc {

// What a charge will do: the refusal, or the column, the class dice and the
// odds of where the defender fires; with the rolls given so far, each step
// read and the distance of the next roll; once the rolls end the procedure,
// where the defender fires and the change to it.
struct ChargePlan
{
    QString refusal; // empty when the charge may be rolled
    DisciplineSituation situation = DisciplineSituation::Normal;
    DiceExpression dice;
    QList<ChargeDiscipline::Odds> odds;
    // The steps the given rolls read, farthest first.
    QList<ChargeDiscipline::Step> steps;
    // Set when the rolls end the procedure.
    std::optional<ChargeDiscipline::Outcome> outcome;
    // Where the next roll is made, 0 when the procedure is over.
    int nextDistance = 0;
    UnitChange change;

    // Whether the defender rolls discipline (infantry); a battery fires at
    // its short band without rolling; cavalry neither rolls nor fires.
    bool rolls = true;
    // The defender's fire on the charger, planned on the defender as the
    // rolls leave it, once where it fires is known; resolved with its own d10.
    std::optional<FirePlan> fire;
    // Why the defender does not fire (no charger named, cavalry, no
    // ammunition...), in words; empty when it fires or has still to roll.
    QString noFire;
    // How the charge ends, when the umpire has said.
    std::optional<ChargeOutcome> ending;

    bool isRefused() const { return !refusal.isEmpty(); }
    // Whether the discipline is over (or not rolled): the fire, if any, and
    // the outcome may follow.
    bool isOver() const { return !rolls || outcome.has_value(); }
    // {"situation", "dice", "odds", "steps"} or {"refusal"}; when over also
    // {"fires_at", "firefight", "close_action", "rolls_used", "units"}.
    QJsonObject toJson() const;
};

} // namespace Adc
