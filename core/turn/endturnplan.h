#pragma once

#include "core/model/clock.h"
#include "core/model/unitchange.h"
#include "core/turn/replenishedunit.h"
#include "core/turn/segmentsweepplan.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace Adc {

// What ending a turn will do: the last segment's sweep, then each unit's
// replenishment, and the clock of the next turn.
struct EndTurnPlan
{
    Clock ended;
    Clock next;
    qint64 nextSideId = 0;
    // The sweep's units hold the state between the sweep and replenishment.
    SegmentSweepPlan sweep;
    QList<ReplenishedUnit> units;

    // The replenishment of one unit, or nullptr when the plan does not hold it.
    const ReplenishedUnit *unit(qint64 id) const;
    // The lines of the units out of contact (the answer's "replenishment").
    QJsonArray report() const;
    // Each unit from before the sweep to after its replenishment.
    QList<UnitChange> changes() const;
    QJsonObject toJson() const;
};

} // namespace Adc
