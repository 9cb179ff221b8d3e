#pragma once

#include "common/vocabulary.h"

#include <QStringList>
#include <optional>

namespace Adc {

// A unit's move as the umpire orders it (docs/contract.md, the move action): the
// unit, the terrain it ends in (its own when left out), the named feature
// it enters (or leaves, with leaveFeature), what it crosses and whether it
// keeps to a road.
struct MoveOrder
{
    qint64 unit = 0;
    std::optional<Terrain> to;
    std::optional<qint64> feature;
    bool leaveFeature = false;
    QStringList across;
    bool road = false;
};

} // namespace Adc
