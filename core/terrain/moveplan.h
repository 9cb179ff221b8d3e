#pragma once

#include "core/model/unitchange.h"
#include "core/terrain/terrainmoveplan.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Adc {

// What a move will do (seed 001, Terrain; seed 002, In Smoke; the recovery
// of soft casualties): the refusal, or the terrain page's answer (half
// movement and why), the unit before and after (its terrain and feature,
// moved this segment, out of smoke), and in words what the move costs it.
struct MovePlan
{
    QString refusal; // empty when the unit may move there
    TerrainMovePlan terrain;
    UnitChange change;
    bool smokeCleared = false;
    // It holds soft casualties and, having moved, recovers none this segment.
    bool recoveryBlocked = false;
    QStringList notes;

    bool isRefused() const { return !refusal.isEmpty(); }
    // {"refusal"} or {"half_movement", "reasons", "smoke_cleared",
    // "recovery_blocked", "notes"}.
    QJsonObject toJson() const;
};

} // namespace Adc
