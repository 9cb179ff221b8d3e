#pragma once

#include "core/model/moveunitsorder.h"

#include <QList>
#include <QString>

class QMimeData;

namespace Adc {

struct RosterNode;

// The roster's drag and drop, apart from the model: the units dragged, in
// the tree's order, and where a drop puts them. A unit changes brigade,
// never side; dropped on a unit, it goes before it.
class RosterDrop
{
public:
    static QString mimeType();
    // The units' ids in the tree's order, whatever order they were selected in.
    static QMimeData *encode(QList<const RosterNode *> units);
    static QList<qint64> idsOf(const QMimeData *data);
    // Whether `units` may be dropped on `target` (a brigade, or a unit of
    // one): a brigade of the battle, of the units' own side.
    static bool accepts(const RosterNode *target, const QList<const RosterNode *> &units);
    // The move that puts `ids` where they were dropped (`row` of `target`,
    // or before the unit dropped on): before the first unit at or after that
    // place that is not itself moving, or last.
    static MoveUnitsOrder orderFor(const QList<qint64> &ids, const RosterNode *target, int row);
};

} // namespace Adc
