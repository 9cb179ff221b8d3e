#pragma once

#include "model/unitchange.h"

#include <QJsonObject>

namespace Adc {

// One unit at the end of a segment: before and after the sweep, and the
// report line that says what changed and why ({"unit", "smoke",
// "recovered", "recovery_blocked_by", "scrounged"}; only "unit" when
// nothing shows).
struct SweptUnit
{
    UnitChange change;
    QJsonObject line;

    // Whether the line says more than the unit's id.
    bool reported() const { return line.size() > 1; }
};

} // namespace Adc
