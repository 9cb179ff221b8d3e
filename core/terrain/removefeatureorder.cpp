#include "core/terrain/removefeatureorder.h"

#include "core/common/requestreader.h"

namespace Adc {

QJsonObject RemoveFeatureOrder::toJson() const
{
    return { { QStringLiteral("feature"), feature } };
}

Result<RemoveFeatureOrder> RemoveFeatureOrder::fromJson(RequestReader &reader)
{
    const std::optional<QString> feature = reader.string(QStringLiteral("feature"), true);
    if (!reader.ok())
        return reader.failure();
    return RemoveFeatureOrder { *feature };
}

} // namespace Adc
