#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct EditOrder;

// {"action": "edit", "unit": 3, "field": "ap", "value": 5}: sets one unit
// field by its command-line name. The unit as edited is read again as a
// whole unit object, so a negative or impossible value (castings above
// castings_initial, small-arms AP on a battery, a word outside its
// vocabulary) is malformed and names the field. Putting a unit in a feature
// takes the feature's terrain; a terrain or feature the unit's arm may not
// be in, or a full feature, is refused by the terrain rules.
class EditAction
{
public:
    static ActionOutcome apply(ActionContext &context, const EditOrder &order);
};

} // namespace Adc
