#include "core/model/unitchange.h"

#include <QJsonArray>

namespace Adc {

QJsonObject UnitChange::toJson() const
{
    const QJsonObject was = before.toJson();
    const QJsonObject now = after.toJson();
    QJsonObject object { { QStringLiteral("unit"), after.id } };
    for (auto it = now.constBegin(); it != now.constEnd(); ++it) {
        if (was.value(it.key()) != it.value())
            object.insert(it.key(), it.value());
    }
    return object;
}

QJsonArray changesToJson(const QList<UnitChange> &changes)
{
    QJsonArray array;
    for (const UnitChange &change : changes) {
        if (change.changes())
            array.append(change.toJson());
    }
    return array;
}

} // namespace Adc
