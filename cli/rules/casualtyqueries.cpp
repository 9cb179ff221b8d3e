#include "cli/rules/casualtyqueries.h"

#include "core/casualties/casualties.h"
#include "core/casualties/recovery.h"
#include "core/common/requestreader.h"
#include "core/terrain/terrainrules.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {

// Generous bounds on what one unit can hold; the rules set none.
constexpr int kMostCastings = 1000;
constexpr int kMostCw = 1000;
constexpr int kMostNewSteps = 1000;

} // namespace

// `adc rules casualties`: casualty steps into castings and CW (seed 002,
// Mechanics of Firing).
RulesAnswer CasualtyQueries::casualties(RequestReader &request, const Rulings &)
{
    const Casualties &table = Casualties::standard();
    const std::optional<int> castings
        = request.integer(QStringLiteral("castings"), 0, kMostCastings, true);
    const std::optional<int> cw = request.integer(QStringLiteral("cw"), 0, kMostCw, true);
    const std::optional<int> steps
        = request.integer(QStringLiteral("steps"), 0, table.maxStepsHeld(), true);
    const std::optional<int> newSteps
        = request.integer(QStringLiteral("new_steps"), 0, kMostNewSteps, true);
    if (!request.ok())
        return RulesReply::passedOn(request.failure());
    if (*castings == 0 && *steps > 0) {
        request.fail(QStringLiteral("steps"),
                     QCoreApplication::translate("Adc::CasualtyQueries",
                                                 "a unit with no castings holds no steps"));
        return RulesReply::passedOn(request.failure());
    }

    const CasualtyResult result = table.apply(*castings, *cw, *steps, *newSteps);
    QJsonObject answer;
    answer.insert(QStringLiteral("castings"), result.castings);
    answer.insert(QStringLiteral("cw"), result.cw);
    answer.insert(QStringLiteral("steps"), result.steps);
    answer.insert(QStringLiteral("permanent_losses"), result.permanentLosses);
    answer.insert(QStringLiteral("cw_lost"), result.cwLost);
    answer.insert(QStringLiteral("eliminated"), result.eliminated);
    return RulesReply::ok(answer);
}

// `adc rules recovery`: soft losses recovered in one active initiative
// (seed 002, Mechanics of Firing).
RulesAnswer CasualtyQueries::recovery(RequestReader &request, const Rulings &)
{
    const std::optional<QString> className
        = request.word(QStringLiteral("class"), troopClassNames(), true);
    const std::optional<int> steps
        = request.integer(QStringLiteral("steps"), 0, Casualties::standard().maxStepsHeld(), true);
    const bool moved = request.boolean(QStringLiteral("moved"), false).value_or(false);
    const bool firedUpon = request.boolean(QStringLiteral("fired_upon"), false).value_or(false);
    const bool enemyNear
        = request.boolean(QStringLiteral("enemy_within_12"), false).value_or(false);
    if (!request.ok())
        return RulesReply::passedOn(request.failure());

    const RecoveryResult result = Recovery::standard().recover(*troopClassFromName(*className),
                                                               *steps, moved, firedUpon, enemyNear);
    QJsonObject answer;
    answer.insert(QStringLiteral("recovered"), result.recovered);
    answer.insert(QStringLiteral("steps"), result.steps);
    answer.insert(QStringLiteral("blocked_by"), QJsonArray::fromStringList(result.blockedBy));
    return RulesReply::ok(answer);
}

// `adc rules morale`: the terrain morale modifier (seed 001, Terrain).
RulesAnswer CasualtyQueries::morale(RequestReader &request, const Rulings &rulings)
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
        return RulesReply::passedOn(request.failure());

    const MoraleEffect effect = TerrainRules::standard().moraleModifier(
        *armFromName(*armName), *terrainFromName(*terrainName), defendingLtf, upslope, rulings,
        charging);
    QJsonObject answer;
    answer.insert(QStringLiteral("allowed"), effect.allowed);
    if (!effect.allowed) {
        answer.insert(QStringLiteral("reason"), effect.reason);
        return RulesReply::ok(answer);
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
    return RulesReply::ok(answer);
}

} // namespace Adc
