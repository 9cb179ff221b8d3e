#pragma once

#include "actions/actionoutcome.h"

namespace Adc {

class ActionContext;
class RequestReader;

// {"action": "charge", "defender": 3, "rolls": [9, 6]}: charge discipline
// of defending infantry (seed 002; RULES.md 2): class-dice totals at 4", 3",
// 2", 1" until the first failure; totals left out are rolled with the
// defender's class dice ("faces": one list of faces per given total, null
// where none; the log keeps the faces of rolled totals). Column normal, or
// in smoke if the defender is.
// Reported: where it fires; an FF result puts it in firefight status.
class ChargeAction
{
public:
    static ActionOutcome apply(ActionContext &context, RequestReader &reader);
};

} // namespace Adc
