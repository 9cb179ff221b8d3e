#pragma once

#include "dice/diceexpression.h"
#include "discipline/chargediscipline.h"
#include "model/unitchange.h"

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

    bool isRefused() const { return !refusal.isEmpty(); }
    // {"situation", "dice", "odds", "steps"} or {"refusal"}; when over also
    // {"fires_at", "firefight", "close_action", "rolls_used", "units"}.
    QJsonObject toJson() const;
};

} // namespace Adc
