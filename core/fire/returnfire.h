#pragma once

#include "core/common/rulings.h"
#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QList>
#include <QString>

namespace Adc {

// Whether a target can return the fire it takes, so that it rolls fire
// discipline (seed 002, Fire Discipline: "Anytime your infantry unit takes
// fire that can be returned"; docs/rules.md 1).
class ReturnFire
{
public:
    // Why `target`, fired at by `lead` from `range` inches, cannot return
    // that fire; empty when it can: infantry with castings and AP left whose
    // own fire at the lead (1 AP, ball, as the rules derive its conditions
    // from the units and the terrain `features`) FirePlanner allows.
    static QString refusal(const UnitRecord &target, const UnitRecord &lead, double range,
                           const QList<FeatureRecord> &features, const Rulings &rulings);
};

} // namespace Adc
