#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct AddBrigadeOrder;
struct RemoveBrigadeOrder;
struct ReorderOrder;

// The order of battle's frame.
// - {"action": "add-brigade", "side": "France", "name": "Bachelu",
//   "commander": "Gen. Bachelu"}: the side is created as needed; answers
//   {"id": N}. A brigade of that name in that side is refused.
// - {"action": "remove-brigade", "brigade": 4}: refused while it has units.
// - {"action": "reorder", "units": [5, 3, 4]}: these units take these places
//   in the order of battle (the rest keep theirs).
class OrganisationAction
{
public:
    static ActionOutcome addBrigade(ActionContext &context, const AddBrigadeOrder &order);
    static ActionOutcome removeBrigade(ActionContext &context, const RemoveBrigadeOrder &order);
    static ActionOutcome reorder(ActionContext &context, const ReorderOrder &order);
};

} // namespace Adc
