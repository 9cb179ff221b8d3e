#pragma once

#include <QList>
#include <optional>

namespace Adc {

// One thing the log shows that bears on the sweeps, read from an entry not
// undone: a fire (firers at a target, at a range; ricochet units farther on),
// a move, or a charge (the charger and the defender in contact).
struct SweepFact
{
    enum class Kind { Fire, Move, Charge };

    Kind kind = Kind::Fire;
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
};

} // namespace Adc
