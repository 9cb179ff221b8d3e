#pragma once

#include "core/common/tablereader.h"
#include "core/common/vocabulary.h"

#include <QJsonObject>
#include <QStringList>
#include <array>
#include <optional>

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

// Recovery of soft casualties (the "recovery" entry of
// resources/rules/casualties.json). A l'Ombre des Aigles, seed 002, Mechanics
// of Firing: "Elite units that do not move, are not fired upon and are 12"
// away from enemy units can recover 3 soft losses per active initiative;
// Line units, 2; Conscript units, 1."
class Recovery
{
public:
    // Reads the "recovery" object of the casualties table.
    static std::optional<Recovery> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in table (":/rules/casualties.json"), loaded once.
    static const Recovery &standard();

    // Steps a class may recover in one active initiative (Elite 3, Line 2,
    // Conscript 1).
    int stepsPerInitiative(TroopClass troopClass) const;
    // The distance in inches every enemy must be at or beyond (12).
    int enemyDistanceInches() const { return m_enemyDistanceInches; }
    bool requiresNotMoved() const { return m_requiresNotMoved; }
    bool requiresNotFiredUpon() const { return m_requiresNotFiredUpon; }

    // Steps recovered in one active initiative by a unit holding `steps`:
    // none if it moved, was fired upon or has an enemy closer than
    // enemyDistanceInches(); never more than it holds. Permanent losses never
    // come back. Seed 002, Mechanics of Firing.
    RecoveryResult recover(TroopClass troopClass, int steps, bool moved, bool firedUpon,
                           bool enemyWithinDistance) const;

private:
    std::array<int, 3> m_stepsPerClass {};
    int m_enemyDistanceInches = 0;
    bool m_requiresNotMoved = true;
    bool m_requiresNotFiredUpon = true;
};

} // namespace Adc
