#pragma once

#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QList>
#include <QString>

namespace Adc {

// How the fire dialog lists what may be fired at: a unit with its state, or
// a town block, fired at its edge, with its occupants.
class FireTargetLabel
{
public:
    // "Name (brigade, side) — 9 castings, in smoke, ..."
    static QString unit(const UnitRecord &unit);
    // "Edge of Gemioncourt (farm): ricochet through the block on 2 units"
    static QString townBlock(const FeatureRecord &block, const QList<UnitRecord> &occupants);
};

} // namespace Adc
