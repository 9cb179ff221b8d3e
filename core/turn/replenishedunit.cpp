#include "core/turn/replenishedunit.h"

namespace Adc {

QJsonObject ReplenishedUnit::line() const
{
    if (!outOfContact)
        return {};
    QJsonObject line { { QStringLiteral("unit"), change.after.id },
                       { QStringLiteral("turns"), turns },
                       { QStringLiteral("turns_needed"), turnsNeeded } };
    if (refilled)
        line.insert(QStringLiteral("refilled"), true);
    else
        line.insert(QStringLiteral("turns_to_go"), turnsToGo);
    return line;
}

} // namespace Adc
