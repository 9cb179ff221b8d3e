#pragma once

#include "common/vocabulary.h"

#include <QList>
#include <QStringList>
#include <optional>

namespace Adc {

// One fire as the umpire orders it (the battle's "fire" action, docs/contract.md),
// without its dice: who fires (the first firer leads; more firers of its
// brigade pool their fire), at whom, how far, how much ammunition, the
// umpire's overrides of the derived conditions and the units in the line of
// fire for ricochet. FirePlanner::plan() reads it against the units.
struct FireOrder
{
    QList<qint64> firers;
    qint64 target = 0;
    // Instead of a target: the id of a town block fired at its edge (seed
    // 002, Fire At And In Town): every occupant takes ricochet fire.
    qint64 targetFeature = 0;
    // Inches.
    double range = 0;
    int ap = 1;
    // Guns only; small arms fire ball.
    Shot shot = Shot::Ball;
    // A single small-arms firer's stands when the umpire lowers them.
    std::optional<double> stands;
    // Conditions the umpire adds to, and derived ones he drops from, the
    // conditions that follow from the units' state.
    QStringList added;
    QStringList without;
    // Units in the line of fire within 5" beyond the target, and, when the
    // umpire measured it, each one's distance from the original target in
    // inches (more than 5" is refused).
    QList<qint64> ricochet;
    QList<std::optional<double>> ricochetDistances;
};

} // namespace Adc
