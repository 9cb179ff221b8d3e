#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct EndSegmentOrder;

// {"action": "end-segment", "moved": [3], "enemy_within_12": [7]}: ends the
// segment (SegmentSweepPlanner) and moves the clock to the next segment, whose
// initiative is the next side's. The turn's last segment is ended by
// end-turn instead, which also does the turn's replenishment: end-segment
// there is refused and changes nothing.
class EndSegmentAction
{
public:
    static ActionOutcome apply(ActionContext &context, const EndSegmentOrder &order);
};

} // namespace Adc
