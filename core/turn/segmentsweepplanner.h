#pragma once

#include "core/model/clock.h"
#include "core/model/siderecord.h"
#include "core/model/unitrecord.h"
#include "core/turn/endsegmentorder.h"
#include "core/turn/segmentsweepplan.h"
#include "core/turn/sweptunit.h"

#include <QList>
#include <QString>

namespace Adc {

// What happens to every unit when a segment ends (seed 002): smoke stays on
// a unit that fired, unless it moved after its last fire, and clears from
// one that did not fire (In Smoke); units of
// the active side that did not move, were not fired upon and have no enemy
// within 12" recover soft steps by class (Mechanics of Firing); scrounging
// units have their 1 AP for the next segment (Ammunition); this segment's
// fired, moved and fired-upon flags are cleared. The end-segment action
// applies exactly this plan; the end-of-segment dialog previews with it.
class SegmentSweepPlanner
{
public:
    // Ending the segment on `clock`: refused on a turn's last segment
    // (end-turn ends it); else the next segment goes to the next side in
    // the sides' order.
    static SegmentSweepPlan plan(const EndSegmentOrder &order, const QList<UnitRecord> &units,
                                 const Clock &clock, int segmentsPerTurn,
                                 const QList<SideRecord> &sides);

    // The sweep of every unit, in the order given.
    static QList<SweptUnit> sweepAll(const EndSegmentOrder &order, const QList<UnitRecord> &units,
                                     const QString &activeSide);

    // The sweep of one unit. activeSide is the name of the side whose
    // initiative ends.
    static SweptUnit sweep(const UnitRecord &unit, const QString &activeSide, bool moved,
                           bool enemyWithin12);
};

} // namespace Adc
