#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct DeclineOrder;

// The umpire's ruling on a side's proposal that applies nothing
// (docs/contract.md, decline): logged with its reason, never undone. (An
// accepted proposal is logged as the action it applies: ProposalAcceptance.)
class ProposalAction
{
public:
    static ActionOutcome decline(ActionContext &context, const DeclineOrder &order);
};

} // namespace Adc
