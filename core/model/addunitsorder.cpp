#include "core/model/addunitsorder.h"

#include "core/common/requestreader.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

QJsonObject AddUnitsOrder::toJson() const
{
    QJsonObject json;
    if (!units.isEmpty()) {
        QJsonArray list;
        for (const QJsonObject &unit : units)
            list.append(unit);
        json.insert(QStringLiteral("units"), list);
    }
    if (count)
        json.insert(QStringLiteral("count"), *count);
    return json;
}

Result<AddUnitsOrder> AddUnitsOrder::fromJson(RequestReader &reader)
{
    const QString field = QStringLiteral("units");
    const QJsonValue value = reader.take(field);
    const QString notUnits
        = QCoreApplication::translate("Adc::AddUnitsOrder", "expected a list of unit objects");
    if (!value.isArray())
        return Failure::malformed(field + QStringLiteral(": ")
                                  + (value.isUndefined() ? QStringLiteral("missing") : notUnits));
    AddUnitsOrder order;
    for (const QJsonValue &item : value.toArray()) {
        if (!item.isObject())
            return Failure::malformed(field + QStringLiteral(": ") + notUnits);
        order.units.append(item.toObject());
    }
    if (order.units.isEmpty())
        return Failure::malformed(
            field + QStringLiteral(": ")
            + QCoreApplication::translate("Adc::AddUnitsOrder",
                                          "an empty list: there is no unit to add"));
    return order;
}

} // namespace Adc
