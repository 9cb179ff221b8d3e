#include "rules/rulescommand.h"

#include "casualties/casualties.h"
#include "common/requestreader.h"

#include <QCoreApplication>

namespace Adc {

namespace {
// Generous bounds on what one unit can hold; the rules set none.
constexpr int kMostCastings = 1000;
constexpr int kMostCw = 1000;
constexpr int kMostNewSteps = 1000;
} // namespace

// `adc rules casualties`: casualty steps into castings and CW (seed 002,
// Mechanics of Firing).
RulesAnswer answerCasualties(RequestReader &request, const Rulings &)
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
        return RulesAnswer::malformed(request.error());
    if (*castings == 0 && *steps > 0) {
        request.fail(QStringLiteral("steps"),
                     QCoreApplication::translate("Rulescommandcasualties",
                                                 "a unit with no castings holds no steps"));
        return RulesAnswer::malformed(request.error());
    }

    const CasualtyResult result = table.apply(*castings, *cw, *steps, *newSteps);
    QJsonObject answer;
    answer.insert(QStringLiteral("castings"), result.castings);
    answer.insert(QStringLiteral("cw"), result.cw);
    answer.insert(QStringLiteral("steps"), result.steps);
    answer.insert(QStringLiteral("permanent_losses"), result.permanentLosses);
    answer.insert(QStringLiteral("cw_lost"), result.cwLost);
    answer.insert(QStringLiteral("eliminated"), result.eliminated);
    return RulesAnswer::ok(answer);
}

} // namespace Adc
