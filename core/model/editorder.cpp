#include "core/model/editorder.h"

#include "core/common/quote.h"
#include "core/common/requestreader.h"
#include "core/model/unitfields.h"
#include "core/model/unitrecord.h"

#include <QCoreApplication>
#include <limits>

namespace Adc {

QJsonObject EditOrder::toJson() const
{
    return { { QStringLiteral("unit"), unit },
             { QStringLiteral("field"), field },
             { QStringLiteral("value"), value.toJson() } };
}

Result<EditOrder> EditOrder::fromJson(RequestReader &reader)
{
    EditOrder order;
    const std::optional<int> unit
        = reader.integer(QStringLiteral("unit"), 1, std::numeric_limits<int>::max(), true);
    QStringList fields = UnitRecord::fieldNames();
    fields.removeAll(QStringLiteral("id"));
    const std::optional<QString> field = reader.string(QStringLiteral("field"), true);
    if (field && !fields.contains(*field))
        reader.fail(
            QStringLiteral("field"),
            QCoreApplication::translate("Adc::EditOrder", "%1 is not a unit field (one of %2)")
                .arg(Quote::value(*field), fields.join(QLatin1String(", "))));
    const QJsonValue value = reader.take(QStringLiteral("value"));
    if (reader.ok() && value.isUndefined())
        reader.fail(QStringLiteral("value"), QStringLiteral("missing"));
    else if (reader.ok() && value.isNull() && *field != QLatin1String("edge_distance"))
        reader.fail(QStringLiteral("value"),
                    QCoreApplication::translate("Adc::EditOrder",
                                                "null is no value; give the field's new value"));
    // Of the field's kind, named by the field as the battle names it.
    const std::optional<UnitValue> typed = UnitValue::fromJson(value);
    if (reader.ok()) {
        const UnitFields::Field *known = UnitFields::find(*field);
        const QString problem
            = typed ? UnitFields::problem(*field, *typed) : UnitFields::expected(known->kind);
        if (!problem.isEmpty())
            reader.fail(*field, problem);
    }
    if (!reader.ok())
        return reader.failure();
    order.unit = *unit;
    order.field = *field;
    order.value = *typed;
    return order;
}

} // namespace Adc
