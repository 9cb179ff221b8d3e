#include "core/terrain/moveorder.h"

#include "core/common/requestreader.h"
#include "core/terrain/terrainmove.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <limits>

namespace Adc {

QJsonObject MoveOrder::toJson() const
{
    QJsonObject json { { QStringLiteral("unit"), unit } };
    if (to)
        json.insert(QStringLiteral("to"), toName(*to));
    if (feature)
        json.insert(QStringLiteral("feature"), *feature);
    else if (leaveFeature)
        json.insert(QStringLiteral("feature"), QJsonValue::Null);
    if (across)
        json.insert(QStringLiteral("across"), QJsonArray::fromStringList(*across));
    if (road)
        json.insert(QStringLiteral("road"), *road);
    return json;
}

Result<MoveOrder> MoveOrder::fromJson(RequestReader &reader)
{
    MoveOrder order;
    const std::optional<int> unit
        = reader.integer(QStringLiteral("unit"), 1, std::numeric_limits<int>::max(), true);
    if (const std::optional<QString> to = reader.word(QStringLiteral("to"), terrainNames(), false))
        order.to = terrainFromName(*to);
    // "feature": an id, or null to leave the feature the unit is in.
    const QJsonValue feature = reader.take(QStringLiteral("feature"));
    if (feature.isNull()) {
        order.leaveFeature = true;
    } else if (!feature.isUndefined()) {
        const double number = feature.toDouble(-1);
        if (!feature.isDouble() || number < 1 || number != static_cast<double>(feature.toInteger()))
            reader.fail(
                QStringLiteral("feature"),
                QCoreApplication::translate("Adc::MoveOrder", "expected a feature id or null"));
        else
            order.feature = feature.toInteger();
    }
    const QJsonValue across = reader.request().value(QStringLiteral("across"));
    const QStringList crossings
        = reader.words(QStringLiteral("across"), TerrainMove::crossingNames());
    if (!across.isUndefined() && !across.isNull())
        order.across = crossings;
    order.road = reader.boolean(QStringLiteral("road"), false);
    if (!reader.ok())
        return reader.failure();
    order.unit = *unit;
    return order;
}

} // namespace Adc
