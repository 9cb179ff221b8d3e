#pragma once

#include "core/common/result.h"
#include "core/model/unitrecord.h"
#include "db/actions/actionoutcome.h"

#include <QList>

namespace Adc {

class ActionContext;
class Order;
struct Rulings;
struct AddUnitOrder;
struct AddUnitsOrder;
struct RemoveUnitOrder;

// Adding and removing units.
// - {"action": "add-unit", "unit": {...}}: one unit object of docs/contract.md
//   (without id; fields left out take the rules' defaults, UnitReader);
//   answers {"id": N}.
// - {"action": "add-units", "units": [{...}, ...]}: all or none; answers
//   {"ids": [...]}.
// - {"action": "remove-unit", "unit": 3}.
// Sides and brigades are created by name as needed; a unit put in a
// terrain or feature its arm may not be in, or a full one, is refused.
class UnitAction
{
public:
    static ActionOutcome add(ActionContext &context, const AddUnitOrder &order);
    static ActionOutcome addMany(ActionContext &context, const AddUnitsOrder &order);
    static ActionOutcome remove(ActionContext &context, const RemoveUnitOrder &order);

    // Inserts units already read (Battle::addUnits, an import): placement
    // checked for each; Done names their ids (answer "ids", and typed). Not
    // Done: the caller rolls back.
    static ActionOutcome insert(ActionContext &context, const QList<UnitRecord> &units);
    // The order the log keeps for units read already (an import): one unit
    // as add-unit takes it; many, how many, since the entry's rows hold each
    // unit once. Malformed when a unit is not one `adc unit add` would take,
    // each problem named with the unit's place in the list.
    static Result<Order> importOrder(const QList<UnitRecord> &units, const Rulings &rulings);
    // Inserts them as that order's action (Battle::importUnits).
    static ActionOutcome import(ActionContext &context, const QList<UnitRecord> &units);
};

} // namespace Adc
