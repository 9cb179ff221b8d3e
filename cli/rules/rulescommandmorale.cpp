#include "rules/rulescommand.h"

#include "common/requestreader.h"
#include "terrain/terrainrules.h"

#include <QJsonArray>

namespace Adc {

// `adc rules morale`: the terrain morale modifier (seed 001, Terrain).
RulesAnswer answerMorale(RequestReader &request, const Rulings &rulings)
{
    const std::optional<QString> armName = request.word(QStringLiteral("arm"), armNames(), true);
    const std::optional<QString> terrainName
        = request.word(QStringLiteral("terrain"), terrainNames(), true);
    const bool defendingLtf
        = request.boolean(QStringLiteral("defending_ltf"), false).value_or(false);
    const bool upslope = request.boolean(QStringLiteral("upslope"), false).value_or(false);
    const bool charging
        = request.boolean(QStringLiteral("charging_routed_infantry"), false).value_or(false);
    if (!request.ok())
        return RulesAnswer::malformed(request.error());

    const MoraleEffect effect = TerrainRules::standard().moraleModifier(
        *armFromName(*armName), *terrainFromName(*terrainName), defendingLtf, upslope, rulings,
        charging);
    QJsonObject answer;
    answer.insert(QStringLiteral("allowed"), effect.allowed);
    if (!effect.allowed) {
        answer.insert(QStringLiteral("reason"), effect.reason);
        return RulesAnswer::ok(answer);
    }
    answer.insert(QStringLiteral("modifier"), effect.modifier);
    answer.insert(QStringLiteral("reasons"), QJsonArray::fromStringList(effect.reasonIds()));
    QJsonArray modifiers;
    for (const MoraleEffect::Bonus &bonus : effect.bonuses) {
        modifiers.append(QJsonObject { { QStringLiteral("id"), bonus.id },
                                       { QStringLiteral("value"), bonus.value } });
    }
    answer.insert(QStringLiteral("modifiers"), modifiers);
    answer.insert(QStringLiteral("notes"), QJsonArray::fromStringList(effect.notes));
    return RulesAnswer::ok(answer);
}

} // namespace Adc
