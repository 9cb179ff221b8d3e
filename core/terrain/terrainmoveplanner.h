#pragma once

#include "core/terrain/terrainmove.h"
#include "core/terrain/terrainmoveplan.h"
#include "core/terrain/terrainrules.h"

namespace Adc {

// Whether a move is allowed over the terrain page's ground and whether it
// halves the movement allowance that turn (seed 001): "Only infantry can
// enter woods or Built-Up Areas" (cavalry may charge routed infantry in a
// BUA), "Only infantry or artillery may occupy a Redoubt", "Rivers are
// impassable except at fords or bridges"; "if a unit moves into or out of
// woods or a BUA or across an LTF, its movement allowance for that turn is
// reduced by half", "unless moving through them on a road"; "Hills have no
// effect on movement". Every rule is read from the terrain table; `adc rules
// terrain`, the move action and the move dialog all plan with this.
class TerrainMovePlanner
{
public:
    static TerrainMovePlan plan(const TerrainMove &move,
                                const TerrainRules &rules = TerrainRules::standard());
};

} // namespace Adc
