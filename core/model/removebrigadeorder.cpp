#include "core/model/removebrigadeorder.h"

#include "core/common/requestreader.h"

#include <limits>

namespace Adc {

QJsonObject RemoveBrigadeOrder::toJson() const
{
    return { { QStringLiteral("brigade"), brigade } };
}

Result<RemoveBrigadeOrder> RemoveBrigadeOrder::fromJson(RequestReader &reader)
{
    const std::optional<int> brigade
        = reader.integer(QStringLiteral("brigade"), 1, std::numeric_limits<int>::max(), true);
    if (!reader.ok())
        return reader.failure();
    return RemoveBrigadeOrder { *brigade };
}

} // namespace Adc
