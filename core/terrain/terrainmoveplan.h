#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Adc {

// What the terrain page says of a move (seed 001): refused with the reason,
// or allowed, with whether the movement allowance for that turn is halved,
// the ids of what halves it (or of what lets it through: a road, a ford, a
// bridge) and the same in words.
struct TerrainMovePlan
{
    bool allowed = true;
    QString reason;
    bool halfMovement = false;
    QStringList reasons;
    QStringList notes;

    // {"allowed": false, "reason"} or {"allowed": true, "half_movement",
    // "reasons", "notes"}: the answer of `adc rules terrain`.
    QJsonObject toJson() const
    {
        if (!allowed)
            return { { QStringLiteral("allowed"), false }, { QStringLiteral("reason"), reason } };
        return { { QStringLiteral("allowed"), true },
                 { QStringLiteral("half_movement"), halfMovement },
                 { QStringLiteral("reasons"), QJsonArray::fromStringList(reasons) },
                 { QStringLiteral("notes"), QJsonArray::fromStringList(notes) } };
    }
};

} // namespace Adc
