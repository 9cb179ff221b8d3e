#include "core/model/moveunitsorder.h"

#include "core/common/requestreader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <limits>

namespace Adc {

QJsonObject MoveUnitsOrder::toJson() const
{
    QJsonArray ids;
    for (qint64 id : units)
        ids.append(id);
    QJsonObject json { { QStringLiteral("units"), ids }, { QStringLiteral("brigade"), brigade } };
    if (before)
        json.insert(QStringLiteral("before"), *before);
    return json;
}

Result<MoveUnitsOrder> MoveUnitsOrder::fromJson(RequestReader &reader)
{
    const int most = std::numeric_limits<int>::max();
    const QString field = QStringLiteral("units");
    const QList<int> ids = reader.integers(field, 1, most);
    if (reader.ok() && ids.isEmpty())
        reader.fail(field,
                    reader.has(field) ? QCoreApplication::translate("Adc::MoveUnitsOrder",
                                                                    "name at least one unit")
                                      : QStringLiteral("missing"));
    const std::optional<int> brigade = reader.integer(QStringLiteral("brigade"), 1, most, true);
    const std::optional<int> before = reader.integer(QStringLiteral("before"), 1, most, false);
    if (before && ids.contains(*before))
        reader.fail(
            QStringLiteral("before"),
            QCoreApplication::translate("Adc::MoveUnitsOrder", "unit %1 is one of the units moved")
                .arg(*before));
    if (!reader.ok())
        return reader.failure();
    MoveUnitsOrder order;
    for (int id : ids)
        order.units.append(id);
    order.brigade = *brigade;
    if (before)
        order.before = *before;
    return order;
}

} // namespace Adc
