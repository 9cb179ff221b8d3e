#include "rules/rulescommand.h"

#include "casualties/casualties.h"
#include "casualties/recovery.h"
#include "common/requestreader.h"

#include <QJsonArray>

namespace Adc {

// `adc rules recovery`: soft losses recovered in one active initiative
// (seed 002, Mechanics of Firing).
RulesAnswer answerRecovery(RequestReader &request, const Rulings &)
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
        return RulesAnswer::malformed(request.error());

    const RecoveryResult result = Recovery::standard().recover(*troopClassFromName(*className),
                                                               *steps, moved, firedUpon, enemyNear);
    QJsonObject answer;
    answer.insert(QStringLiteral("recovered"), result.recovered);
    answer.insert(QStringLiteral("steps"), result.steps);
    answer.insert(QStringLiteral("blocked_by"), QJsonArray::fromStringList(result.blockedBy));
    return RulesAnswer::ok(answer);
}

} // namespace Adc
