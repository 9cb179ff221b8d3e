#pragma once

#include "turn/endsegmentorder.h"

#include <QList>

namespace Adc {

// The end of a turn as the umpire orders it (docs/contract.md, end-turn): the last
// segment's sweep and the units out of contact all turn.
struct EndTurnOrder
{
    EndSegmentOrder sweep;
    // Units 10" or more from every enemy all turn.
    QList<qint64> outOfContact;
};

} // namespace Adc
