#include "core/terrain/moveplan.h"

#include <QJsonArray>

namespace Adc {

QJsonObject MovePlan::toJson() const
{
    if (isRefused())
        return { { QStringLiteral("refusal"), refusal } };
    return { { QStringLiteral("half_movement"), terrain.halfMovement },
             { QStringLiteral("reasons"), QJsonArray::fromStringList(terrain.reasons) },
             { QStringLiteral("smoke_cleared"), smokeCleared },
             { QStringLiteral("recovery_blocked"), recoveryBlocked },
             { QStringLiteral("notes"), QJsonArray::fromStringList(notes) } };
}

} // namespace Adc
