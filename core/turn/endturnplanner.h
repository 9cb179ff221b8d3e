#pragma once

#include "core/common/rulings.h"
#include "core/model/clock.h"
#include "core/model/siderecord.h"
#include "core/model/unitrecord.h"
#include "core/turn/endturnorder.h"
#include "core/turn/endturnplan.h"
#include "core/turn/replenishedunit.h"

#include <QList>

namespace Adc {

// The end of a game turn: the last segment's sweep (SegmentSweepPlanner),
// then replenishment (seed 002, Ammunition): units out of contact (10" or
// more from every enemy all turn) count one more consecutive turn, every
// other unit starts again from 0; a unit that has enough turns refills
// (infantry after 1, artillery after 4) and stops scrounging. The clock goes
// to segment 1 of the next turn, the first side's initiative. The end-turn
// action applies exactly this plan; the end-of-turn dialog previews with it.
class EndTurnPlanner
{
public:
    static EndTurnPlan plan(const EndTurnOrder &order, const QList<UnitRecord> &units,
                            const Clock &clock, const QList<SideRecord> &sides,
                            const Rulings &rulings);

    // One unit's replenishment at the end of the turn (after the sweep).
    static ReplenishedUnit replenish(const UnitRecord &unit, bool outOfContact,
                                     const Rulings &rulings);
};

} // namespace Adc
