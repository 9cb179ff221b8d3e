#include "core/fire/firehit.h"

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

} // namespace Adc
