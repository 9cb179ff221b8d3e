#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct MoveUnitsOrder;

// {"action": "move-units", "units": [5, 3], "brigade": 4, "before": 7}: the
// units join the brigade (of their own side: a unit never changes side this
// way) and stand, in the listed order, just before unit 7 of that brigade;
// without "before", after the brigade's last unit. One action, so dragging
// units in the roster is one step to undo whichever brigade they came from.
class ReorderAction
{
public:
    static ActionOutcome apply(ActionContext &context, const MoveUnitsOrder &order);
};

} // namespace Adc
