#pragma once

#include "core/model/unitchange.h"

#include <QJsonObject>

namespace Adc {

// One unit at the end of a turn, after the last segment's sweep: its count
// of turns out of contact and its load, before and after.
struct ReplenishedUnit
{
    UnitChange change;
    bool outOfContact = false;
    // For a unit out of contact: turns counted, turns the refill needs, and
    // whether it refilled or how many turns are still to go.
    int turns = 0;
    int turnsNeeded = 0;
    bool refilled = false;
    int turnsToGo = 0;

    // The report line ({"unit", "turns", "turns_needed", "refilled" or
    // "turns_to_go"}); empty for a unit in contact.
    QJsonObject line() const;
};

} // namespace Adc
