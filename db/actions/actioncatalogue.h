#pragma once

#include "actions/actionoutcome.h"

#include <QString>
#include <QStringList>

namespace Adc {

class ActionContext;
class Order;
class RequestReader;

// One action: reads its fields through the reader (all of them, then
// finish()), checks what the rules allow, and changes the battle through
// the context. Returns Done with its answer, Refused, or Malformed; throws
// DatabaseError when the file fails.
using ActionFunction = ActionOutcome (*)(ActionContext &context, RequestReader &reader);
// One action on its typed order (the Order holds the action's own type).
using OrderFunction = ActionOutcome (*)(ActionContext &context, const Order &order);

// The actions Battle::apply() knows by their "action" name.
class ActionCatalogue
{
public:
    // The action's function, or null (undo and redo are Battle's own).
    static ActionFunction find(const QString &name);
    // The typed action of an order's kind, or null.
    static OrderFunction findTyped(const QString &name);
    // Every action name, undo and redo included, for messages and help.
    static QStringList names();
};

} // namespace Adc
