#pragma once

#include <QJsonObject>
#include <QString>

namespace Adc {

// Where the battle stands: the game turn (30 minutes), the segment within
// it, and the side whose initiative the segment is. Segments per turn are a
// battle setting (default 2); segment s of a turn belongs to the side at
// (s - 1) modulo the number of sides, in the sides' order, so with two sides
// they alternate.
struct Clock
{
    int turn = 1;
    int segment = 1;
    QString activeSide; // empty until the battle has a side

    QJsonObject toJson() const;
    bool operator==(const Clock &other) const
    {
        return turn == other.turn && segment == other.segment && activeSide == other.activeSide;
    }
    bool operator!=(const Clock &other) const { return !(*this == other); }
};

} // namespace Adc
