#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct AddFeatureOrder;
struct PlaceOrder;
struct RemoveFeatureOrder;

// Terrain features and who stands in them (seed 001).
// - {"action": "add-feature", "name": "Hougoumont", "kind": "bua",
//   "cover": "medium", "capacity": 1}: kind woods, bua, hill, wooded-hill,
//   redoubt or ltf; cover none (default), sparse, light, medium or heavy (the
//   scenario sets it); capacity left out takes the terrain rules' (one unit
//   in a small wood, a BUA area, a wooded hill or a redoubt; none on a hill
//   or an LTF), null for no limit. Answers {"id": N}.
// - {"action": "remove-feature", "feature": "Hougoumont"}: refused while a
//   unit is in it.
// - {"action": "place", "unit": 3, "feature": "Hougoumont"}: the unit
//   occupies the feature and stands in its terrain; refused when its arm may
//   not be there or the feature is full. "feature": "" takes it out, into
//   "terrain" (default open).
class FeatureAction
{
public:
    static ActionOutcome add(ActionContext &context, const AddFeatureOrder &order);
    static ActionOutcome remove(ActionContext &context, const RemoveFeatureOrder &order);
    static ActionOutcome place(ActionContext &context, const PlaceOrder &order);
};

} // namespace Adc
