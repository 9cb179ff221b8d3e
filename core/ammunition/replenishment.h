#pragma once

#include "core/ammunition/ammunitionload.h"

namespace Adc {

// Whether a unit out of contact refills its ammunition now, and to what
// (seed 002, Ammunition: replenishment).
struct Replenishment
{
    bool refills = false;
    // Consecutive out-of-contact turns the arm needs (infantry 1, artillery 4).
    int turnsNeeded = 0;
    // Turns still to go before it refills (0 when it refills now).
    int turnsToGo = 0;
    // The load after this turn: full when it refills, else as it was.
    AmmunitionLoad load;
};

} // namespace Adc
