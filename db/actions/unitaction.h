#pragma once

#include "actions/actionoutcome.h"
#include "model/unitrecord.h"

#include <QList>

namespace Adc {

class ActionContext;
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
};

} // namespace Adc
