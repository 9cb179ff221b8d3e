#pragma once

#include "db/actions/actionoutcome.h"
namespace Adc {

class ActionContext;
struct EndTurnOrder;

// {"action": "end-turn", "out_of_contact": [3, 4], "moved": [], "enemy_within_12": []}:
// ends the current segment (as end-segment) and the game turn; the rules are
// EndTurnPlanner's.
// Units out of contact (10" or more from every enemy all turn) count one more
// consecutive turn, every other unit starts again from 0; a unit that has
// enough turns refills (infantry after 1, artillery after 4: seed 002,
// Ammunition) and stops scrounging. The clock goes to segment 1 of the next
// turn, the first side's initiative.
class EndTurnAction
{
public:
    static ActionOutcome apply(ActionContext &context, const EndTurnOrder &order);
};

} // namespace Adc
