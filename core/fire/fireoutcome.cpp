#include "core/fire/fireoutcome.h"

#include <QJsonArray>

namespace Adc {

QJsonObject FireHit::toJson() const
{
    return {
        { QStringLiteral("id"), id },
        { QStringLiteral("casualty_steps"), casualtySteps },
        { QStringLiteral("permanent_losses"), after.permanentLosses },
        { QStringLiteral("cw_lost"), after.cwLost },
        { QStringLiteral("castings"), after.castings },
        { QStringLiteral("cw"), after.cw },
        { QStringLiteral("steps"), after.steps },
        { QStringLiteral("eliminated"), after.eliminated },
    };
}

QJsonObject FirerSpend::toJson() const
{
    QJsonObject line { { QStringLiteral("id"), id },
                       { QStringLiteral("ap_spent"), apSpent },
                       { QStringLiteral("ap_left"), apLeft } };
    if (boxcarsRoll) {
        if (!boxcarsFaces.isEmpty()) {
            QJsonArray faces;
            for (int face : boxcarsFaces)
                faces.append(face);
            line.insert(QStringLiteral("boxcars_faces"), faces);
        }
        line.insert(QStringLiteral("boxcars_roll"), *boxcarsRoll);
        line.insert(QStringLiteral("extra_ap"), extraAp);
    }
    return line;
}

} // namespace Adc
