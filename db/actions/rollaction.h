#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct RollOrder;

// {"action": "roll", "dice": "2d6+1", "faces": [3, 5], "purpose": "morale"}:
// a roll of any dice for the log (the dice tray), changing nothing else.
// Faces left out are rolled. Answers {"dice", "faces", "total", "purpose"}.
// A roll is kept in the log but is not undone or redone.
class RollAction
{
public:
    static ActionOutcome apply(ActionContext &context, const RollOrder &order);
};

} // namespace Adc
