#include "core/proposals/acceptorder.h"

#include "core/common/requestreader.h"

#include <limits>

namespace Adc {

QJsonObject AcceptOrder::toJson() const
{
    QJsonObject json = overrides.toJson();
    json.insert(QStringLiteral("proposal"), proposal);
    return json;
}

Result<AcceptOrder> AcceptOrder::fromJson(RequestReader &reader)
{
    AcceptOrder order;
    order.proposal
        = reader.integer(QStringLiteral("proposal"), 1, std::numeric_limits<int>::max(), true)
              .value_or(0);
    // The overrides are the proposed action's fields, read as its order
    // reads them.
    QJsonObject fields;
    const QStringList keys = reader.request().keys();
    for (const QString &key : keys) {
        if (key == QLatin1String("proposal"))
            continue;
        const QJsonValue value = reader.take(key);
        if (key != QLatin1String("action") && key != QLatin1String("rolled"))
            fields.insert(key, value);
    }
    if (!reader.ok())
        return reader.failure();
    Result<ProposalAmendment> overrides = ProposalAmendment::read(fields);
    if (!overrides)
        return overrides.failure();
    order.overrides = std::move(*overrides);
    return order;
}

} // namespace Adc
