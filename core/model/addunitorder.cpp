#include "core/model/addunitorder.h"

#include "core/common/requestreader.h"

namespace Adc {

QJsonObject AddUnitOrder::toJson() const
{
    return { { QStringLiteral("unit"), unit } };
}

Result<AddUnitOrder> AddUnitOrder::fromJson(RequestReader &reader)
{
    const std::optional<QJsonObject> unit = reader.object(QStringLiteral("unit"), true);
    if (!reader.ok())
        return reader.failure();
    return AddUnitOrder { *unit };
}

} // namespace Adc
