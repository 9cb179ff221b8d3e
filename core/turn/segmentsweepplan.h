#pragma once

#include "core/model/clock.h"
#include "core/model/unitchange.h"
#include "core/turn/sweptunit.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace Adc {

// What ending a segment will do: the refusal, or the clock it ends and the
// one it starts, and every unit as the sweep leaves it.
struct SegmentSweepPlan
{
    QString refusal; // empty when the segment may end
    Clock ended;
    Clock next;
    qint64 nextSideId = 0;
    QList<SweptUnit> units;

    bool isRefused() const { return !refusal.isEmpty(); }
    // The sweep of one unit, or nullptr when the plan does not hold it.
    const SweptUnit *unit(qint64 id) const;
    // The report lines of the units that changed and say why (the answer's
    // "changes").
    QJsonArray report() const;
    QList<UnitChange> changes() const;
    QJsonObject toJson() const;
};

} // namespace Adc
