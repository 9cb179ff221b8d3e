#include "cli/rules/terrainqueries.h"

#include "core/aor/aorexposure.h"
#include "core/aor/aormovement.h"
#include "core/aor/aorstrength.h"
#include "core/common/requestreader.h"
#include "core/terrain/terrainmoveplanner.h"

#include <QJsonArray>

namespace Adc {

// `adc rules terrain`: whether a move is allowed over woods, BUAs, hills,
// redoubts, LTFs and rivers, and whether it halves the movement allowance
// (seed 001, Terrain).
RulesAnswer TerrainQueries::terrain(RequestReader &request, const Rulings &)
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
        return RulesReply::passedOn(request.failure());

    TerrainMove move;
    move.arm = *armFromName(*arm);
    move.from = *terrainFromName(*from);
    move.to = *terrainFromName(*to);
    move.setAcross(across);
    move.road = road;
    move.chargingRoutedInfantry = charging;
    return RulesReply::ok(TerrainMovePlanner::plan(move).toJson());
}

// `adc rules move`: Age of Rifles movement cost, seed 000 (docs/contract.md).
RulesAnswer TerrainQueries::move(RequestReader &request, const Rulings &)
{
    const AorMovement &table = AorMovement::standard();
    AorMoveRequest move;
    move.formation
        = request.word(QStringLiteral("formation"), table.formations(), false).value_or(QString());
    move.road = request.boolean(QStringLiteral("road"), false).value_or(false);
    move.roadType
        = request.word(QStringLiteral("road_type"), table.roadTypes(), false).value_or(QString());
    move.hex = request.words(QStringLiteral("hex"), table.hexWords());
    move.elevationChange
        = request.boolean(QStringLiteral("elevation_change"), false).value_or(false);
    move.mounted = request.boolean(QStringLiteral("mounted"), false).value_or(false);
    move.heavyEquipment = request.boolean(QStringLiteral("heavy_equipment"), false).value_or(false);
    move.crewedWeapons = request.boolean(QStringLiteral("crewed_weapons"), false).value_or(false);
    move.unlimberedArtillery
        = request.boolean(QStringLiteral("unlimbered_artillery"), false).value_or(false);
    move.naval = request.boolean(QStringLiteral("naval"), false).value_or(false);
    move.smallVessel = request.boolean(QStringLiteral("small_vessel"), false).value_or(false);
    move.conditions = request.words(QStringLiteral("conditions"), table.conditions());
    move.movementAllowance = request.number(QStringLiteral("movement_allowance"), 0, 1000, false);
    if (!request.ok())
        return RulesReply::passedOn(request.failure());

    const AorMoveResult result = table.move(move);
    if (!result.inputError.isEmpty())
        return RulesReply::malformed(result.inputError);
    return RulesReply::ok(result.toJson());
}

// `adc rules exposure`: Age of Rifles optical cross section, seed 000 (docs/contract.md).
RulesAnswer TerrainQueries::exposure(RequestReader &request, const Rulings &)
{
    const AorExposure &table = AorExposure::standard();
    AorExposureRequest target;
    const std::optional<QString> formation
        = request.word(QStringLiteral("formation"), table.formations(), true);
    target.formation = formation.value_or(QString());
    target.fire
        = request.word(QStringLiteral("fire"), table.fireTypes(), false).value_or(QString());
    target.arc = request.word(QStringLiteral("arc"), table.arcs(), false).value_or(QString());
    target.troops = request.integer(QStringLiteral("troops"), 1, 10000000, false);
    target.scaleYards = request.integer(QStringLiteral("scale_yards"), 1, 100000, false);
    target.hex = request.words(QStringLiteral("hex"), table.hexWords());
    target.skirmishFraction
        = request.number(QStringLiteral("skirmish_fraction"), 0, 1, false).value_or(0);
    target.mounted = request.boolean(QStringLiteral("mounted"), false).value_or(false);
    target.higher = request.boolean(QStringLiteral("higher"), false).value_or(false);
    if (!request.ok())
        return RulesReply::passedOn(request.failure());

    const AorExposureResult result = table.exposure(target);
    if (!result.inputError.isEmpty())
        return RulesReply::malformed(result.inputError);
    return RulesReply::ok(result.toJson());
}

// `adc rules strength`: the Age of Rifles fire strength penalties (seed
// 000, Notes on Fire Strength), multiplied.
RulesAnswer TerrainQueries::strength(RequestReader &request, const Rulings &)
{
    const AorStrength &table = AorStrength::standard();
    const bool mounted = request.boolean(QStringLiteral("mounted"), false).value_or(false);
    const bool moved = request.boolean(QStringLiteral("moved"), false).value_or(false);
    const bool night = request.boolean(QStringLiteral("night"), false).value_or(false);
    const QString weather = request.word(QStringLiteral("weather"), table.weathers(), false)
                                .value_or(QStringLiteral("clear"));
    if (!request.ok())
        return RulesReply::passedOn(request.failure());

    const AorStrength::Result result = table.strength(mounted, moved, night, weather);
    QJsonArray factors;
    for (const AorModifier &factor : result.factors)
        factors.append(factor.toJson());
    return RulesReply::ok(
        { { QStringLiteral("factor"), result.factor }, { QStringLiteral("factors"), factors } });
}

} // namespace Adc
