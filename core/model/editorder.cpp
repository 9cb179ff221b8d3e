#include "core/model/editorder.h"

#include "core/common/quote.h"
#include "core/common/requestreader.h"
#include "core/model/unitrecord.h"

#include <QCoreApplication>
#include <limits>

namespace Adc {

QJsonObject EditOrder::toJson() const
{
    return { { QStringLiteral("unit"), unit },
             { QStringLiteral("field"), field },
             { QStringLiteral("value"), value } };
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
    order.value = reader.take(QStringLiteral("value"));
    if (reader.ok() && order.value.isUndefined())
        reader.fail(QStringLiteral("value"), QStringLiteral("missing"));
    else if (reader.ok() && order.value.isNull() && *field != QLatin1String("edge_distance"))
        reader.fail(QStringLiteral("value"),
                    QCoreApplication::translate("Adc::EditOrder",
                                                "null is no value; give the field's new value"));
    if (!reader.ok())
        return reader.failure();
    order.unit = *unit;
    order.field = *field;
    return order;
}

} // namespace Adc
