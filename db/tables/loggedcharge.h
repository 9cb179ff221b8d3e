#pragma once

#include "core/discipline/chargeorder.h"

#include <QString>
#include <optional>

namespace Adc {

class LogTable;

// The latest charge not undone as the log keeps it, typed: its entry, its
// order read once from the stored row, and whether it has its outcome
// already (in its own order, or from a later charge-outcome not undone).
struct LoggedCharge
{
    qint64 entry = 0;
    QString caption; // the entry's, for a message
    ChargeOrder order;
    bool ended = false;

    // None when the log holds no charge not undone.
    static std::optional<LoggedCharge> latest(const LogTable &log);
};

} // namespace Adc
