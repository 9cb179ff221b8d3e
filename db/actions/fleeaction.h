#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct FleeOrder;

// {"action": "flee", "unit": 3}: a shaken unit called on to flee (docs/contract.md).
// Read, plan with FleePlanner, write: in woods or a BUA it stays, routed;
// defending an LTF it abandons it and flees; elsewhere it flees. The answer
// says which ("result") and in words ("words").
class FleeAction
{
public:
    static ActionOutcome apply(ActionContext &context, const FleeOrder &order);
};

} // namespace Adc
