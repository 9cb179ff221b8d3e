#pragma once

#include "core/common/result.h"
#include "core/common/vocabulary.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace Adc {

class RequestReader;

// One fire as the umpire orders it (the battle's "fire" action, docs/contract.md):
// who fires (the first firer leads; more firers of its brigade pool their
// fire), at whom, how far, how much ammunition, the umpire's overrides of the
// derived conditions, the units in the line of fire for ricochet, and the
// dice thrown at the table (those left out the battle rolls).
// FirePlanner::plan() reads it against the units.
struct FireOrder
{
    static constexpr char kKind[] = "fire";

    QList<qint64> firers;
    qint64 target = 0;
    // Instead of a target: the id of a town block fired at its edge (seed
    // 002, Fire At And In Town): every occupant takes ricochet fire.
    qint64 targetFeature = 0;
    // Inches.
    double range = 0;
    // The AP spent; 1 when not given.
    std::optional<int> ap;
    // Guns only; ball when not given, and small arms fire ball.
    std::optional<Shot> shot;
    // A single small-arms firer's stands when the umpire lowers them.
    std::optional<double> stands;
    // Conditions the umpire adds to, and derived ones he drops from, the
    // conditions that follow from the units' state.
    QStringList added;
    QStringList without;
    // Units in the line of fire within 5" beyond the target, and, when the
    // umpire measured it, each one's distance from the original target in
    // inches (more than 5" is refused). The distances hold one entry a unit
    // when the units are given as {"unit", "distance"} objects, none when
    // by their ids alone.
    QList<qint64> ricochet;
    QList<std::optional<double>> ricochetDistances;

    // The natural d10.
    std::optional<int> die;
    // The 2d6 boxcars totals, one a firer in the firers' order, and their
    // faces (null where none were given); `boxcarsRollAlone` when the first
    // firer's total was given as one number rather than a list.
    QList<int> boxcarsRolls;
    bool boxcarsRollAlone = false;
    QList<std::optional<QList<int>>> boxcarsFaces;
    // Each ricochet target's d10, in the order of the fires.
    QList<int> ricochetDice;

    int apSpent() const { return ap.value_or(1); }
    Shot shotFired() const { return shot.value_or(Shot::Ball); }
    // Whether the ricochet units are given as {"unit", "distance"} objects.
    bool ricochetMeasured() const
    {
        return !ricochet.isEmpty() && ricochetDistances.size() == ricochet.size();
    }

    QJsonObject toJson() const;
    static Result<FireOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
