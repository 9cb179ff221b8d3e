#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct MoveOrder;

// {"action": "move", "unit": 3, "to": "woods", "feature": 5, "across":
// ["ltf"], "road": false}: the unit moved this segment (docs/contract.md). Read, plan
// with MovePlanner, write: refused (nothing changed) where the terrain page
// forbids the move or the feature is full (the occupant named); else the
// unit stands in its new terrain and feature, marked as moved this segment
// (so the sweep recovers none of its soft casualties) and out of smoke. The
// answer carries "half_movement" and the unit as it now stands.
class MoveAction
{
public:
    static ActionOutcome apply(ActionContext &context, const MoveOrder &order);
};

} // namespace Adc
