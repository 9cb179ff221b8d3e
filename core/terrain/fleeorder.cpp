#include "core/terrain/fleeorder.h"

#include "core/common/requestreader.h"

#include <limits>

namespace Adc {

QJsonObject FleeOrder::toJson() const
{
    return { { QStringLiteral("unit"), unit } };
}

Result<FleeOrder> FleeOrder::fromJson(RequestReader &reader)
{
    const std::optional<int> unit
        = reader.integer(QStringLiteral("unit"), 1, std::numeric_limits<int>::max(), true);
    if (!reader.ok())
        return reader.failure();
    FleeOrder order;
    order.unit = *unit;
    return order;
}

} // namespace Adc
