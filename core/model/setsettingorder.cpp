#include "core/model/setsettingorder.h"

#include "core/common/requestreader.h"

namespace Adc {

QJsonObject SetSettingOrder::toJson() const
{
    QJsonObject json { { QStringLiteral("key"), key } };
    if (!value.isUndefined())
        json.insert(QStringLiteral("value"), value);
    return json;
}

Result<SetSettingOrder> SetSettingOrder::fromJson(RequestReader &reader)
{
    SetSettingOrder order;
    const std::optional<QString> key = reader.string(QStringLiteral("key"), true);
    order.value = reader.take(QStringLiteral("value"));
    if (!reader.ok())
        return reader.failure();
    order.key = *key;
    return order;
}

} // namespace Adc
