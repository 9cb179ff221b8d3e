#pragma once

#include <QList>
#include <optional>

namespace Adc {

// One thing the log shows that bears on the sweeps, read from an entry not
// undone: a fire (firers at a target, at a range; ricochet units farther on),
// a move (or a flight), or a charge (the charger and the defender in
// contact; the one that goes back after it, when the charge says so).
struct SweepFact
{
    enum class Kind { Fire, Move, Charge };

    Kind kind = Kind::Fire;
    // The log entry it was read from (0 when not from the log).
    qint64 entry = 0;
    int turn = 1;
    int segment = 1;
    // Firers, the unit that moved, or the charger (none in the old form).
    QList<qint64> actors;
    // The unit fired at or charged.
    qint64 target = 0;
    // Fire: the range in inches, when the entry gives it.
    std::optional<double> range;
    // Fire: units in the line of fire and their distance beyond the target.
    QList<std::pair<qint64, double>> ricochet;
    // Charge: the unit that moved back at its end (the charger repulsed,
    // the defender retiring), 0 when neither did.
    qint64 movedAfter = 0;
};

} // namespace Adc
