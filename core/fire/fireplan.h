#pragma once

#include "core/common/rulings.h"
#include "core/fire/firedice.h"
#include "core/fire/fireodds.h"
#include "core/fire/fireoutcome.h"
#include "core/fire/firerequest.h"
#include "core/fire/fireresult.h"
#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace Adc {

// What the rules make of a fire order against the units as they stand,
// before any die (FirePlanner::plan): the refusal, or the one request the
// rules read (the firers pooled), its band, row, modifiers and odds, and the
// ricochet fires. resolve() decides it with the dice, so the odds and the
// result come from the same plan.
struct FirePlan
{
    enum class Verdict {
        Ready,
        // The rules forbid the fire (the command line's exit 3).
        Refused,
        // The order cannot be read (exit 2).
        Malformed,
    };

    Verdict verdict = Verdict::Malformed;
    QString reason;

    // The lead firer's conditions from the units' state, and with the
    // umpire's overrides; known as soon as the lead (and the target) are.
    QStringList derived;
    QStringList conditions;
    // The most AP the lead may fire under those conditions.
    int apLimit = 1;

    Rulings rulings;
    QList<UnitRecord> firers;
    // No target when the fire is at a town block's edge (townBlock): its die
    // decides only boxcars, and every occupant takes ricochet fire.
    std::optional<UnitRecord> target;
    std::optional<FeatureRecord> townBlock;
    QList<UnitRecord> ricochetUnits;
    // Each ricochet unit's distance from the original target when given.
    QList<std::optional<double>> ricochetDistances;
    // The one request (no die), the fire read without a die, and its odds.
    FireRequest request;
    FireResult check;
    FireOdds odds;
    double averageCw = 0;
    QStringList poolNotes;
    // Firers that declare in this fire that they scrounge (the scrounging
    // condition on a unit out of ammunition).
    QList<qint64> scroungers;
    // When a firer is out of ammunition and does not scrounge yet: the
    // offer in words ("… may scrounge …"); empty otherwise.
    QString scroungeOffer;
    QList<FireRequest> ricochetRequests;

    bool ready() const { return verdict == Verdict::Ready; }
    // The one roll with that natural d10.
    FireResult resultFor(int die) const;
    // Whether that die is boxcars, so each firer rolls its 2d6 penalty.
    bool boxcarsOn(int die) const { return resultFor(die).boxcars; }
    // The fire decided: every die of `dice` must be given (boxcars rolls for
    // each firer when the die is boxcars, a die for each ricochet target).
    FireOutcome resolve(const FireDice &dice) const;
    // The plan before the dice: verdict and reason, or band, row, modifiers,
    // conditions, AP spent and odds.
    QJsonObject toJson() const;
};

} // namespace Adc
