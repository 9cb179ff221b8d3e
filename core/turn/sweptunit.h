#pragma once

#include "core/model/unitchange.h"

#include <QJsonObject>
#include <QStringList>

namespace Adc {

// One unit at the end of a segment: before and after the sweep, and what
// changed and why.
struct SweptUnit
{
    UnitChange change;
    // Why the unit left or kept its smoke ("fired", "moved", ...); empty when
    // its smoke did not change.
    QString smoke;
    int recovered = 0;
    // Why it could not recover, when it could not.
    QStringList recoveryBlockedBy;
    // AP found by scrounging.
    int scrounged = 0;

    // Whether there is anything to say besides the unit's id.
    bool reported() const
    {
        return !smoke.isEmpty() || recovered > 0 || !recoveryBlockedBy.isEmpty() || scrounged > 0;
    }
    // The report line ({"unit", "smoke", "recovered", "recovery_blocked_by",
    // "scrounged"}; only "unit" when nothing shows).
    QJsonObject line() const;
};

} // namespace Adc
