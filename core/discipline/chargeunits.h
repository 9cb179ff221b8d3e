#pragma once

#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QList>
#include <optional>

namespace Adc {

// The units a charge reads, as they stand: the charger (none in the old
// form), the defender, other units caught in it, and the terrain features
// they occupy (for the defender's fire).
struct ChargeUnits
{
    std::optional<UnitRecord> charger;
    UnitRecord defender;
    QList<UnitRecord> also;
    QList<FeatureRecord> features;
};

} // namespace Adc
