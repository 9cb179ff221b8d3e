#include "core/discipline/chargeoutcomeorder.h"

#include "core/common/requestreader.h"

#include <limits>

namespace Adc {

QJsonObject ChargeOutcomeOrder::toJson() const
{
    QJsonObject json { { QStringLiteral("outcome"), chargeOutcomeName(outcome) } };
    if (charge)
        json.insert(QStringLiteral("charge"), *charge);
    return json;
}

Result<ChargeOutcomeOrder> ChargeOutcomeOrder::fromJson(RequestReader &reader)
{
    ChargeOutcomeOrder order;
    const std::optional<QString> outcome
        = reader.word(QStringLiteral("outcome"), chargeOutcomeNames(), true);
    const std::optional<int> charge
        = reader.integer(QStringLiteral("charge"), 1, std::numeric_limits<int>::max(), false);
    if (!reader.ok())
        return reader.failure();
    order.outcome = *chargeOutcomeFromName(*outcome);
    order.charge = charge;
    return order;
}

} // namespace Adc
