#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct DisciplineOrder;

// {"action": "discipline", "unit": 3, "roll": 7}: a fire discipline roll
// (seed 002, Fire Discipline). The column follows the unit's state
// (firefight, else in smoke, else normal); "roll" is the class-dice total,
// rolled with the unit's class dice from the battle's rulings when left out;
// "faces" gives the faces thrown (they must make the roll), and the log keeps
// the faces of a rolled total.
// Optional "trigger" (moving-forward, taking-fire, acting-in-firefight,
// facing-charge) is kept in the log. Applied: an FF result puts the unit in
// firefight status; a free result lets a unit in a firefight do as ordered,
// so it leaves firefight status; a fire result is reported with its range.
class DisciplineAction
{
public:
    static ActionOutcome apply(ActionContext &context, const DisciplineOrder &order);
};

} // namespace Adc
