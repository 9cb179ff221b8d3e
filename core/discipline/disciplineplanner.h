#pragma once

#include "core/common/result.h"
#include "core/common/rulings.h"
#include "core/discipline/disciplineorder.h"
#include "core/discipline/disciplineplan.h"
#include "core/model/unitrecord.h"

namespace Adc {

// Fire discipline (seed 002, Fire Discipline; docs/rules.md 1). The column
// follows the unit's state: firefight, else in smoke (as it would fire),
// else normal; the dice are the unit's class dice from the rulings. An FF
// result puts the unit in firefight status; a free result lets a unit in a
// firefight do as ordered, so it leaves firefight status. The discipline
// action applies exactly this plan; the dialog previews with it.
class DisciplinePlanner
{
public:
    // Refused when the rulings' class dice do not read. The result and the
    // change are set when the order holds the roll.
    static DisciplinePlan plan(const DisciplineOrder &order, const UnitRecord &unit,
                               const Rulings &rulings);

    // Why the unit does not roll fire discipline, or an empty string: it is
    // rolled by infantry (and by a unit in a firefight), never by a battery.
    // Seed 002, Fire Discipline.
    static QString refusalFor(const UnitRecord &unit);

    // The unit's class dice from the rulings, or why they do not read.
    static Result<DiceExpression> classDice(const UnitRecord &unit, const Rulings &rulings);
};

} // namespace Adc
