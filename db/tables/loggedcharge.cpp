#include "db/tables/loggedcharge.h"

#include "core/common/requestreader.h"
#include "db/tables/logtable.h"

namespace Adc {

std::optional<LoggedCharge> LoggedCharge::latest(const LogTable &log)
{
    const std::optional<LogEntry> entry = log.latestOfKind(QStringLiteral("charge"));
    if (!entry)
        return std::nullopt;
    LoggedCharge charge;
    charge.entry = entry->id;
    charge.caption = entry->caption();
    // The log keeps more than the order reads (the dice rolled, "rolled"):
    // what it does not read is passed over.
    RequestReader reader(entry->inputs);
    if (Result<ChargeOrder> order = ChargeOrder::fromJson(reader))
        charge.order = *order;
    charge.ended = charge.order.outcome.has_value()
        || log.hasOfKindAfter(entry->id, QStringLiteral("charge-outcome"));
    return charge;
}

} // namespace Adc
