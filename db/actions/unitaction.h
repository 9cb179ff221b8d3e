#pragma once

#include "actions/actionoutcome.h"
#include "model/unitrecord.h"

#include <QJsonArray>
#include <QList>

namespace Adc {

class ActionContext;
class RequestReader;

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
    static ActionOutcome add(ActionContext &context, RequestReader &reader);
    static ActionOutcome addMany(ActionContext &context, RequestReader &reader);
    static ActionOutcome remove(ActionContext &context, RequestReader &reader);

    // Inserts units already read (Battle::addUnits, an import): placement
    // checked for each; the ids go to *ids. Not Done: the caller rolls back.
    static ActionOutcome insert(ActionContext &context, const QList<UnitRecord> &units,
                                QJsonArray *ids);
};

} // namespace Adc
