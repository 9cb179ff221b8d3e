#include "core/model/removeunitorder.h"

#include "core/common/requestreader.h"

#include <limits>

namespace Adc {

QJsonObject RemoveUnitOrder::toJson() const
{
    return { { QStringLiteral("unit"), unit } };
}

Result<RemoveUnitOrder> RemoveUnitOrder::fromJson(RequestReader &reader)
{
    const std::optional<int> unit
        = reader.integer(QStringLiteral("unit"), 1, std::numeric_limits<int>::max(), true);
    if (!reader.ok())
        return reader.failure();
    return RemoveUnitOrder { *unit };
}

} // namespace Adc
