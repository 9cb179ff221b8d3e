#pragma once

#include <QList>

namespace Adc {

// The dice a fire is decided by, every one of them known: the natural d10,
// each firer's 2d6 boxcars total (and its faces when known; an empty list
// where not) in the firers' order, and each ricochet target's d10.
struct FireDice
{
    int die = 0;
    QList<int> boxcarsRolls;
    QList<QList<int>> boxcarsFaces;
    QList<int> ricochetDice;
};

} // namespace Adc
