#include "core/discipline/chargeplan.h"

#include <QJsonArray>

namespace Adc {

QJsonObject ChargePlan::toJson() const
{
    if (isRefused())
        return { { QStringLiteral("refusal"), refusal } };
    QJsonArray outcomes;
    for (const ChargeDiscipline::Odds &entry : odds)
        outcomes.append(QJsonObject { { QStringLiteral("fires_at"), entry.firesAt },
                                      { QStringLiteral("firefight"), entry.firefight },
                                      { QStringLiteral("probability"), entry.probability } });
    QJsonArray read;
    for (const ChargeDiscipline::Step &step : steps)
        read.append(QJsonObject {
            { QStringLiteral("distance"), step.distance },
            { QStringLiteral("roll"), step.roll },
            { QStringLiteral("row"), step.result.row },
            { QStringLiteral("result"), DisciplineResult::kindName(step.result.kind) },
            { QStringLiteral("cell"), step.result.cellText() } });
    QJsonObject object { { QStringLiteral("situation"), toName(situation) },
                         { QStringLiteral("dice"), dice.toString() },
                         { QStringLiteral("odds"), outcomes },
                         { QStringLiteral("steps"), read },
                         { QStringLiteral("next_distance"), nextDistance } };
    if (!outcome)
        return object;
    object.insert(QStringLiteral("fires_at"), outcome->firesAt);
    object.insert(QStringLiteral("firefight"), outcome->firefight);
    object.insert(QStringLiteral("close_action"), outcome->closeAction);
    object.insert(QStringLiteral("rolls_used"), outcome->rollsUsed);
    object.insert(QStringLiteral("units"), changesToJson({ change }));
    return object;
}

} // namespace Adc
