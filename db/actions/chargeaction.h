#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct ChargeOrder;

// {"action": "charge", "charger": 5, "defender": 3, "rolls": [9, 6],
//  "fire_die": 7, "also": [8], "outcome": "firefight"}: a charge through to
// its end (ChargePlanner). The charger is infantry or cavalry. Defending
// infantry roll charge discipline: class-dice totals at 4", 3", 2", 1" until
// the first failure; totals left out are rolled with the defender's class
// dice ("faces": one list of faces per given total, null where none; the log
// keeps the faces of rolled totals), column normal or in smoke if the
// defender is; an FF result puts it in firefight status. Defending infantry
// then fire at that distance, a battery at its short band, as a fire of its
// own ("fire_die" rolled when left out, and on boxcars the faces of its 2d6
// penalty, "fire_boxcars_faces", which the log keeps; the answer's "fire"); cavalry
// neither rolls nor fires. "outcome" ends the charge (ChargePlanner::settle);
// left out, charge-outcome ends it later. The old form (defender and rolls
// only) rolls the discipline alone.
class ChargeAction
{
public:
    static ActionOutcome apply(ActionContext &context, const ChargeOrder &order);
};

} // namespace Adc
