#include "model/clock.h"

namespace Adc {

QJsonObject Clock::toJson() const
{
    return QJsonObject {
        { QStringLiteral("turn"), turn },
        { QStringLiteral("segment"), segment },
        { QStringLiteral("active_side"), activeSide },
    };
}

} // namespace Adc
