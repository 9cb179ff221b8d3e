#pragma once

#include <QStringList>

namespace Adc {

// Whether a move halves the movement allowance that turn (seed 001), and
// why: "into-woods", "out-of-bua", "across-ltf" and the like.
struct MovementEffect
{
    bool halved = false;
    QStringList reasons;
    // The move would have been halved but runs along a road.
    bool roadExempt = false;
};

} // namespace Adc
