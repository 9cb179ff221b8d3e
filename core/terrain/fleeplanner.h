#pragma once

#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"
#include "core/terrain/fleeplan.h"

#include <optional>

namespace Adc {

// A shaken unit called on to flee from firing (seed 001): in woods or a BUA
// it stays and is marked routed ("Shaken units called on to flee from firing
// ... do not leave the woods or BUA; instead they remain there and are
// marked as Routed"); defending an LTF (a feature of kind ltf, or a redoubt,
// whose parapet is one) it abandons it and flees ("Shaken units defending an
// LTF who are called on to flee from firing ... do abandon an LTF and flee
// away"); elsewhere it flees ("Hills have no effect on movement or
// fleeing"). A unit that flees has moved: out of smoke, no recovery this
// segment. The flee action applies exactly this plan.
class FleePlanner
{
public:
    // feature: the feature the unit is in, if any.
    static FleePlan plan(const UnitRecord &unit, const std::optional<FeatureRecord> &feature);
};

} // namespace Adc
