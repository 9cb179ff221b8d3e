#include "core/orders/undoorder.h"

#include "core/common/requestreader.h"

#include <limits>

namespace Adc {

QJsonObject UndoOrder::toJson() const
{
    QJsonObject json;
    if (entry)
        json.insert(QStringLiteral("entry"), *entry);
    return json;
}

Result<UndoOrder> UndoOrder::fromJson(RequestReader &reader)
{
    UndoOrder order;
    if (const std::optional<int> id
        = reader.integer(QStringLiteral("entry"), 1, std::numeric_limits<int>::max(), false))
        order.entry = *id;
    if (!reader.ok())
        return reader.failure();
    return order;
}

} // namespace Adc
