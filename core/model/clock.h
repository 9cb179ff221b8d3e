#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>

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
    // The time of day a turn starts, the first at `start` ("14:00"), each 30
    // minutes on ("14:30" for turn 2); nothing when `start` is not a time of
    // day as HH:MM.
    static std::optional<QString> timeOfDay(const QString &start, int turn);
    static constexpr int kMinutesPerTurn = 30;
    bool operator==(const Clock &other) const
    {
        return turn == other.turn && segment == other.segment && activeSide == other.activeSide;
    }
    bool operator!=(const Clock &other) const { return !(*this == other); }
};

} // namespace Adc
