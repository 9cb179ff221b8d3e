#pragma once

#include "db/actions/actionoutcome.h"

#include <QString>

namespace Adc {

class ActionContext;
class Order;

// One action on its order (the Order holds the action's own type): checks
// what the rules allow and changes the battle through the context. Returns
// Done with its answer, Refused or Malformed; throws DatabaseError when the
// file fails (Battle rolls the transaction back).
using OrderFunction = ActionOutcome (*)(ActionContext &context, const Order &order);

// The actions Battle::apply() runs, by their order's name (undo and redo
// are Battle's own). The names themselves are OrderCodec::kinds().
class ActionCatalogue
{
public:
    static OrderFunction find(const QString &name);
};

} // namespace Adc
