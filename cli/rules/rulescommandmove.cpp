#include "rules/rulescommand.h"

#include "aor/aormovement.h"
#include "common/requestreader.h"

namespace Adc {

// `adc rules move`: Age of Rifles movement cost, seed 000 (docs/contract.md).
RulesAnswer answerMove(RequestReader &request, const Rulings &)
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
        return RulesAnswer::malformed(request.error());

    const AorMoveResult result = table.move(move);
    if (!result.inputError.isEmpty())
        return RulesAnswer::malformed(result.inputError);
    return RulesAnswer::ok(result.toJson());
}

} // namespace Adc
