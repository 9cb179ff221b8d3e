#pragma once

#include "core/common/vocabulary.h"

#include <QStringList>
#include <optional>

namespace Adc {

// One fire, as the umpire describes it (seed 002, Mechanics of Firing):
// who fires (arm, stands or tubes, weapon, shot), how far, how much
// ammunition, under which conditions (the ids of firemodifiers.json) and,
// when it has been rolled, the natural d10.
struct FireRequest
{
    Arm arm = Arm::Infantry;
    // Infantry and cavalry: firing stands, 0.5 for "half", whole otherwise.
    double stands = 0;
    // Artillery and battalion guns: tubes.
    int tubes = 0;
    Weapon weapon = Weapon::Musket;
    // Guns only; small arms leave it at ball.
    Shot shot = Shot::Ball;
    // Inches.
    double range = 0;
    int ap = 1;
    QStringList conditions;
    // The natural d10 (1..10); left out, the fire's odds are asked for.
    std::optional<int> die;
};

} // namespace Adc
