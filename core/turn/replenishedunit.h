#pragma once

#include "model/unitchange.h"

#include <QJsonObject>

namespace Adc {

// One unit at the end of a turn, after the last segment's sweep: its count
// of turns out of contact and its load, before and after, and for a unit
// out of contact the report line ({"unit", "turns", "turns_needed",
// "refilled" or "turns_to_go"}).
struct ReplenishedUnit
{
    UnitChange change;
    bool outOfContact = false;
    QJsonObject line;
};

} // namespace Adc
