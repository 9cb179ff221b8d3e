#pragma once

#include "actions/actionoutcome.h"
#include "common/rulings.h"
#include "model/unitrecord.h"

#include <QJsonObject>

namespace Adc {

class ActionContext;
class RequestReader;

// {"action": "end-turn", "out_of_contact": [3, 4], "moved": [], "enemy_within_12": []}:
// ends the current segment (SegmentSweep, as end-segment) and the game turn.
// Units out of contact (10" or more from every enemy all turn) count one more
// consecutive turn, every other unit starts again from 0; a unit that has
// enough turns refills (infantry after 1, artillery after 4: seed 002,
// Ammunition) and stops scrounging. The clock goes to segment 1 of the next
// turn, the first side's initiative.
class EndTurnAction
{
public:
    static ActionOutcome apply(ActionContext &context, RequestReader &reader);

    // One unit's replenishment at the end of the turn, touching nothing: its
    // count and load after the turn, and in *line (if given, for a unit out
    // of contact) {"unit", "turns", "turns_needed", "refilled" or
    // "turns_to_go"}. apply() does exactly this to every unit; the
    // end-of-turn dialog previews with it.
    static UnitRecord replenish(const UnitRecord &unit, bool outOfContact, const Rulings &rulings,
                                QJsonObject *line = nullptr);
};

} // namespace Adc
