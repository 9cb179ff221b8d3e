#include "rules/rulescommand.h"

#include "common/requestreader.h"
#include "terrain/terrainmoveplanner.h"

namespace Adc {

// `adc rules terrain`: whether a move is allowed over woods, BUAs, hills,
// redoubts, LTFs and rivers, and whether it halves the movement allowance
// (seed 001, Terrain).
RulesAnswer answerTerrain(RequestReader &request, const Rulings &)
{
    const std::optional<QString> arm = request.word(QStringLiteral("arm"), armNames(), true);
    const std::optional<QString> from = request.word(QStringLiteral("from"), terrainNames(), true);
    const std::optional<QString> to = request.word(QStringLiteral("to"), terrainNames(), true);
    const QStringList across
        = request.words(QStringLiteral("across"), TerrainMove::crossingNames());
    const bool road = request.boolean(QStringLiteral("road"), false).value_or(false);
    const bool charging
        = request.boolean(QStringLiteral("charging_routed_infantry"), false).value_or(false);
    if (!request.ok())
        return RulesAnswer::malformed(request.error());

    TerrainMove move;
    move.arm = *armFromName(*arm);
    move.from = *terrainFromName(*from);
    move.to = *terrainFromName(*to);
    move.setAcross(across);
    move.road = road;
    move.chargingRoutedInfantry = charging;
    return RulesAnswer::ok(TerrainMovePlanner::plan(move).toJson());
}

} // namespace Adc
