#pragma once

#include "core/common/result.h"
#include "core/discipline/chargeoutcome.h"

#include <QJsonObject>
#include <optional>

namespace Adc {

class RequestReader;

// How the latest charge ended, as the umpire records it (docs/contract.md,
// charge-outcome), and the log entry of that charge when the order names it
// (it must be the latest).
struct ChargeOutcomeOrder
{
    static constexpr char kKind[] = "charge-outcome";

    ChargeOutcome outcome = ChargeOutcome::Home;
    std::optional<qint64> charge;

    QJsonObject toJson() const;
    static Result<ChargeOutcomeOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
