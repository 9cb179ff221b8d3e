#pragma once

#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"
#include "core/terrain/moveorder.h"
#include "core/terrain/moveplan.h"

#include <QList>
#include <optional>

namespace Adc {

// The move of one unit (docs/contract.md, the move action). The terrain page decides
// whether it may go there and whether its movement is halved
// (TerrainMovePlanner); a feature that is full refuses it, naming the
// occupant ("Small areas of woods and small BUAs can accommodate only one
// unit", "Only one unit at a time may occupy a Redoubt"); a unit in smoke
// leaves it ("Units may get out of smoke by either not firing, or moving");
// a unit that moved recovers no soft casualties this segment. Replenishment
// asks only that the unit stay 10" or more from every enemy for the turn, so
// moving leaves it as it was. The move action applies exactly this plan; the
// move dialog previews with it.
class MovePlanner
{
public:
    // feature: the feature the order names, read by the caller (nullopt when
    // the order names none); occupants: the units in it now.
    static MovePlan plan(const MoveOrder &order, const UnitRecord &unit,
                         const std::optional<FeatureRecord> &feature,
                         const QList<UnitRecord> &occupants);
};

} // namespace Adc
