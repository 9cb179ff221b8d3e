#pragma once

#include "core/common/vocabulary.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// One unit of the order of battle as the battle file keeps it: a battalion,
// squadron or battery with its castings, steps, CW, AP, smoke, morale,
// formation, terrain and this segment's flags.
struct UnitRecord
{
    qint64 id = 0;
    QString name;
    QString side;
    QString brigade;
    Arm arm = Arm::Infantry;
    TroopClass troopClass = TroopClass::Line;
    int castingsInitial = 0;
    int castings = 0;
    int steps = 0; // soft casualty steps, 0..2
    int cwInitial = 0;
    int cw = 0;
    int ap = 0; // small-arms AP
    int apBall = 0; // guns
    int apCanister = 0; // guns
    // A battery's full loads, from its national appendix (seed 002,
    // Ammunition): what replenishment refills it to. 0 for small arms,
    // whose full load is the ammunition table's (8).
    int apBallFull = 0;
    int apCanisterFull = 0;
    int tubes = 0; // guns
    Weapon weapon = Weapon::Musket;
    bool smoke = false;
    Morale morale = Morale::Steady;
    Formation formation = Formation::Line;
    Terrain terrain = Terrain::Open;
    QString feature; // the named terrain feature it occupies, if any
    bool firefight = false;
    bool hasFired = false; // false until its first fire (initial volley)
    bool firedThisSegment = false;
    bool movedThisSegment = false;
    bool firedUponThisSegment = false;
    int replenishmentTurns = 0; // consecutive turns 10" or more from every enemy
    bool scrounging = false;
    // A town's occupant the other side may not see (seed 002, Fire At And In
    // Town), and its distance from the edge of the town feature it occupies,
    // in inches, when the umpire measured it.
    bool hidden = false;
    std::optional<double> edgeDistance;
    // In sight of the other sides (docs/contract.md, "seen"): the umpire
    // marks it. A hidden unit is never seen, whatever this says.
    bool seen = false;

    // The unit object of docs/contract.md (`adc units`), snake_case keys.
    QJsonObject toJson() const;
    // The fields of toJson() in a fixed order, for CSV export and import.
    static QStringList fieldNames();
    // Those of its fields that are true or false (0 or 1 in the battle).
    static const QStringList &flagNames();

    bool operator==(const UnitRecord &other) const;
    bool operator!=(const UnitRecord &other) const { return !(*this == other); }
};

} // namespace Adc
