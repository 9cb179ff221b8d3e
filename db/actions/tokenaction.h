#pragma once

#include "db/actions/actionoutcome.h"

namespace Adc {

class ActionContext;
struct IssueTokensOrder;
struct RenewTokenOrder;

// The players' view addresses (PlayerTokens), changed as actions so the log
// shows when. Neither answer nor log entry holds a token.
// - {"action": "issue-tokens"}: a new token for each side and the table
//   display that has none; refused when every page has one.
// - {"action": "renew-token", "side": "French"} or {"action": "renew-token",
//   "page": "table"}: a new token for that page; the old one opens nothing
//   from then on.
class TokenAction
{
public:
    static ActionOutcome issue(ActionContext &context, const IssueTokensOrder &order);
    static ActionOutcome renew(ActionContext &context, const RenewTokenOrder &order);
};

} // namespace Adc
