#include "core/turn/endsegmentorder.h"

#include "core/common/requestreader.h"

#include <QJsonArray>
#include <limits>

namespace Adc {

QJsonObject EndSegmentOrder::toJson() const
{
    QJsonObject json;
    writeIds(json, QStringLiteral("moved"), moved);
    writeIds(json, QStringLiteral("enemy_within_12"), enemyWithin12);
    return json;
}

Result<EndSegmentOrder> EndSegmentOrder::fromJson(RequestReader &reader)
{
    EndSegmentOrder order;
    order.moved = readIds(reader, QStringLiteral("moved"));
    order.enemyWithin12 = readIds(reader, QStringLiteral("enemy_within_12"));
    if (!reader.ok())
        return reader.failure();
    return order;
}

std::optional<QList<qint64>> EndSegmentOrder::readIds(RequestReader &reader, const QString &field)
{
    // Present, even null, is given: a null list names no unit.
    const bool given = reader.has(field);
    const QList<int> ids = reader.integers(field, 1, std::numeric_limits<int>::max());
    if (!given)
        return std::nullopt;
    return QList<qint64>(ids.cbegin(), ids.cend());
}

void EndSegmentOrder::writeIds(QJsonObject &json, const QString &field,
                               const std::optional<QList<qint64>> &ids)
{
    if (!ids)
        return;
    QJsonArray array;
    for (const qint64 id : *ids)
        array.append(id);
    json.insert(field, array);
}

} // namespace Adc
