#include "procedures/fireactionjson.h"

#include <QJsonObject>

namespace Adc {

QJsonArray FireActionJson::ids(const QList<qint64> &ids)
{
    QJsonArray array;
    for (qint64 id : ids)
        array.append(id);
    return array;
}

QJsonArray FireActionJson::ricochet(const QList<qint64> &ids,
                                    const QList<std::optional<double>> &distances)
{
    bool measured = false;
    for (const std::optional<double> &distance : distances)
        measured = measured || distance.has_value();
    if (!measured)
        return FireActionJson::ids(ids);
    QJsonArray array;
    for (int i = 0; i < ids.size(); ++i) {
        QJsonObject item { { QStringLiteral("unit"), ids.at(i) } };
        if (const std::optional<double> distance = distances.value(i))
            item.insert(QStringLiteral("distance"), *distance);
        array.append(item);
    }
    return array;
}

QJsonArray FireActionJson::ints(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array.append(value);
    return array;
}

} // namespace Adc
