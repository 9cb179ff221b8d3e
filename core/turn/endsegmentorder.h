#pragma once

#include <QList>

namespace Adc {

// The end of a segment as the umpire orders it (docs/contract.md, end-segment): what
// only the table knows, by unit id.
struct EndSegmentOrder
{
    // Units that moved this segment, besides those already marked.
    QList<qint64> moved;
    // Units with an enemy closer than the recovery distance (12").
    QList<qint64> enemyWithin12;
};

} // namespace Adc
