#include "core/terrain/placeorder.h"

#include "core/common/requestreader.h"

#include <limits>

namespace Adc {

QJsonObject PlaceOrder::toJson() const
{
    QJsonObject json { { QStringLiteral("unit"), unit }, { QStringLiteral("feature"), feature } };
    if (terrain)
        json.insert(QStringLiteral("terrain"), toName(*terrain));
    return json;
}

Result<PlaceOrder> PlaceOrder::fromJson(RequestReader &reader)
{
    PlaceOrder order;
    const std::optional<int> unit
        = reader.integer(QStringLiteral("unit"), 1, std::numeric_limits<int>::max(), true);
    const std::optional<QString> feature = reader.string(QStringLiteral("feature"), true);
    const std::optional<QString> terrain
        = reader.word(QStringLiteral("terrain"), terrainNames(), false);
    if (!reader.ok())
        return reader.failure();
    order.unit = *unit;
    order.feature = *feature;
    if (terrain)
        order.terrain = terrainFromName(*terrain);
    return order;
}

} // namespace Adc
