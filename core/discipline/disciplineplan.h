#pragma once

#include "core/dice/diceexpression.h"
#include "core/discipline/disciplineresult.h"
#include "core/discipline/firedisciplinechart.h"
#include "core/model/unitchange.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace Adc {

// What a fire discipline roll will do: the refusal, or the column, the class
// dice and the odds of each cell; once the roll is known, the row it reads
// and the change to the unit.
struct DisciplinePlan
{
    QString refusal; // empty when the roll may be made
    DisciplineSituation situation = DisciplineSituation::Normal;
    DiceExpression dice;
    QList<FireDisciplineChart::CellOdds> odds;
    // Set when the order holds the roll.
    std::optional<DisciplineResult> result;
    UnitChange change;

    bool isRefused() const { return !refusal.isEmpty(); }
    // A free result took the unit out of a firefight.
    bool firefightEnded() const { return change.before.firefight && !change.after.firefight; }
    // {"situation", "dice", "odds"} or {"refusal"}; with the roll also
    // {"roll", "row", "result", "range", "cell", "firefight", "units"}.
    QJsonObject toJson() const;
};

} // namespace Adc
