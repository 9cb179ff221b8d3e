#pragma once

#include "core/model/unitrecord.h"

#include <QList>
#include <QSet>
#include <functional>

class QTableWidgetItem;

namespace Adc {

// The sweep tables' boxes: one checkbox cell, marked when the log ticked
// it, the set of units ticked, and a whole brigade or side ticked at once.
class SweepBoxes
{
public:
    // A checkbox cell for the unit (id in kIdRole): fixed cells
    // cannot be changed; one ticked from the log says so.
    static QTableWidgetItem *item(qint64 id, bool fixed, bool checked, bool fromLog);
    // Adds the unit to the units ticked, or takes it out.
    static void mark(QSet<qint64> &boxes, qint64 id, bool ticked);
    // Ticks the boxes of every unit `picked` takes, or unticks them all
    // when all were ticked.
    static void toggle(QSet<qint64> &boxes, const QList<UnitRecord> &units,
                       const std::function<bool(const UnitRecord &)> &picked);
};

} // namespace Adc
