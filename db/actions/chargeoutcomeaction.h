#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct ChargeOutcomeOrder;

// {"action": "charge-outcome", "outcome": "repulsed"}: ends the latest
// charge (the latest charge entry not undone) when it has no outcome yet,
// as ChargePlanner::settle says; refused when there is no charge or the
// latest has its outcome. The log keeps the charge's log id ("charge"); a
// "charge" given must be that charge.
class ChargeOutcomeAction
{
public:
    static ActionOutcome apply(ActionContext &context, const ChargeOutcomeOrder &order);
};

} // namespace Adc
