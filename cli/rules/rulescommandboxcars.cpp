#include "rules/rulescommand.h"

#include "ammunition/ammunition.h"
#include "common/requestreader.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {
constexpr int kMostAp = 1000;
} // namespace

// `adc rules boxcars`: the extra AP a boxcars fire costs, by the 2d6 penalty
// roll (seed 002, Ammunition).
RulesAnswer answerBoxcars(RequestReader &request, const Rulings &)
{
    const Ammunition &table = Ammunition::standard();
    const std::optional<int> roll = request.integer(QStringLiteral("roll"), table.boxcarsLowest(),
                                                    table.boxcarsHighest(), true);
    const std::optional<int> ap = request.integer(QStringLiteral("ap"), 0, kMostAp, false);
    const bool scrounging = request.boolean(QStringLiteral("scrounging"), false).value_or(false);
    if (!request.ok())
        return RulesAnswer::malformed(request.error());

    const int extraAp = table.boxcarsPenalty(*roll, scrounging).value_or(0);
    QJsonObject answer;
    answer.insert(QStringLiteral("extra_ap"), extraAp);
    if (ap)
        answer.insert(QStringLiteral("ap_after"), Ammunition::applyPenalty(*ap, extraAp));
    QJsonArray notes;
    if (scrounging && !table.boxcarsWhileScrounging())
        notes.append(QCoreApplication::translate("Rulescommandboxcars",
                                                 "boxcars is suspended for a scrounging unit"));
    answer.insert(QStringLiteral("notes"), notes);
    return RulesAnswer::ok(answer);
}

} // namespace Adc
