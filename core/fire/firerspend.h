#pragma once

#include <QJsonObject>
#include <QList>
#include <optional>

namespace Adc {

// What one firer spent on a fire: its AP, and on boxcars its 2d6 and the
// extra AP it lost.
struct FirerSpend
{
    qint64 id = 0;
    int apSpent = 0;
    int apLeft = 0;
    // Set on boxcars: the 2d6 total and, when known, its faces.
    std::optional<int> boxcarsRoll;
    QList<int> boxcarsFaces;
    int extraAp = 0;

    // {"id", "ap_spent", "ap_left"} and on boxcars {"boxcars_roll",
    // "boxcars_faces", "extra_ap"} (docs/contract.md).
    QJsonObject toJson() const;
};

} // namespace Adc
