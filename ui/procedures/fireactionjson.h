#pragma once

#include <QJsonArray>
#include <QList>
#include <optional>

namespace Adc {

// The lists of the fire action (docs/contract.md) as JSON arrays.
class FireActionJson
{
public:
    static QJsonArray ids(const QList<qint64> &ids);
    static QJsonArray ints(const QList<int> &values);
    // "ricochet": bare ids, or {"unit", "distance"} objects once a distance
    // is typed for any of them.
    static QJsonArray ricochet(const QList<qint64> &ids,
                               const QList<std::optional<double>> &distances);
};

} // namespace Adc
