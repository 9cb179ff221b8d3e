#include "core/model/addunitsorder.h"

#include "core/common/requestreader.h"
#include "core/model/addunitorder.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

QJsonObject AddUnitsOrder::toJson() const
{
    QJsonObject json;
    if (!units.isEmpty()) {
        QJsonArray list;
        for (const UnitDraft &unit : units)
            list.append(unit.toJson());
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
    const QJsonArray list = value.toArray();
    for (const QJsonValue &item : list) {
        if (!item.isObject())
            return Failure::malformed(field + QStringLiteral(": ") + notUnits);
    }
    if (list.isEmpty())
        return Failure::malformed(
            field + QStringLiteral(": ")
            + QCoreApplication::translate("Adc::AddUnitsOrder",
                                          "an empty list: there is no unit to add"));
    // Every unit's problems, each named with its place in the list.
    AddUnitsOrder order;
    QStringList problems;
    for (qsizetype i = 0; i < list.size(); ++i) {
        Result<UnitDraft> unit = UnitDraft::fromJson(list.at(i).toObject());
        if (unit)
            order.units.append(std::move(*unit));
        else
            problems
                += AddUnitOrder::prefixed(QStringLiteral("units[%1].").arg(i), unit.problems());
    }
    if (!problems.isEmpty())
        return Failure::of(problems, Failure::Kind::Malformed);
    return order;
}

} // namespace Adc
