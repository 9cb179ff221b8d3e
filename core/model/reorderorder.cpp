#include "core/model/reorderorder.h"

#include "core/common/requestreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <limits>

namespace Adc {

QJsonObject ReorderOrder::toJson() const
{
    QJsonArray ids;
    for (qint64 id : units)
        ids.append(id);
    return { { QStringLiteral("units"), ids } };
}

Result<ReorderOrder> ReorderOrder::fromJson(RequestReader &reader)
{
    const QString field = QStringLiteral("units");
    const QList<int> ids = reader.integers(field, 1, std::numeric_limits<int>::max());
    if (reader.ok() && ids.isEmpty())
        reader.fail(field,
                    reader.has(field)
                        ? QCoreApplication::translate("Adc::ReorderOrder", "name at least one unit")
                        : QStringLiteral("missing"));
    if (!reader.ok())
        return reader.failure();
    ReorderOrder order;
    for (int id : ids)
        order.units.append(id);
    return order;
}

} // namespace Adc
