#pragma once

#include <QStringList>

namespace Adc {

// Soft losses recovered in one active initiative, and why none were if so.
struct RecoveryResult
{
    // Steps taken back this initiative.
    int recovered = 0;
    // Steps the unit still holds.
    int steps = 0;
    // The class allowance before the limit of what the unit holds.
    int allowance = 0;
    // Each condition that stopped recovery: "moved", "fired-upon",
    // "enemy-within-12" (the distance from the table).
    QStringList blockedBy;
};

} // namespace Adc
