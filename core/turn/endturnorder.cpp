#include "core/turn/endturnorder.h"

#include "core/common/requestreader.h"

namespace Adc {

QJsonObject EndTurnOrder::toJson() const
{
    QJsonObject json = sweep.toJson();
    EndSegmentOrder::writeIds(json, QStringLiteral("out_of_contact"), outOfContact);
    return json;
}

Result<EndTurnOrder> EndTurnOrder::fromJson(RequestReader &reader)
{
    EndTurnOrder order;
    order.outOfContact = EndSegmentOrder::readIds(reader, QStringLiteral("out_of_contact"));
    const Result<EndSegmentOrder> sweep = EndSegmentOrder::fromJson(reader);
    if (!sweep)
        return sweep.failure();
    order.sweep = *sweep;
    return order;
}

} // namespace Adc
