#pragma once

#include "core/common/result.h"
#include "core/proposals/proposalamendment.h"

#include <QJsonObject>

namespace Adc {

class RequestReader;

// Applies a side's waiting proposal as the umpire's action
// (docs/contract.md, accept): `proposal` is its id in the battle; any other
// field (the range he measured, the AP, the dice) takes the place of the
// proposal's own, and the log keeps which he changed.
struct AcceptOrder
{
    static constexpr char kKind[] = "accept";

    qint64 proposal = 0;
    ProposalAmendment overrides;

    QJsonObject toJson() const;
    static Result<AcceptOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
