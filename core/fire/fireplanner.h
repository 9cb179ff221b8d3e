#pragma once

#include "core/common/rulings.h"
#include "core/fire/fireorder.h"
#include "core/fire/fireplan.h"
#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QList>
#include <optional>

namespace Adc {

// The one derivation of a fire (seed 002, Mechanics of Firing, Ricochet
// Fire; docs/rules.md 3, 5, 6): the battle applies its plan, the dialog previews
// it. Pure: it reads only what it is given.
class FirePlanner
{
public:
    // The order read against `units` (those it names; others are ignored),
    // the terrain `features` they occupy and the battle's rulings: who may
    // fire at whom, the conditions from the units' state (FireConditions),
    // firing stands from castings, the firers pooled (PooledFire), the AP
    // each has left, and the ricochet fires.
    static FirePlan plan(const FireOrder &order, const QList<UnitRecord> &units,
                         const QList<FeatureRecord> &features, const Rulings &rulings);

    // The conditions a unit brings as the target of a firer of that arm
    // (FireConditions::ofTarget with the feature it occupies).
    static QStringList targetConditions(const UnitRecord &target,
                                        const QList<FeatureRecord> &features, Arm firerArm);
    // The conditions the umpire may tick for a fire led by `lead` at
    // `target` (FireConditions::offered): the flank only where the target
    // can be outflanked.
    static QStringList offeredConditions(const std::optional<UnitRecord> &lead,
                                         const std::optional<UnitRecord> &target);
    // The AP of the shot fired a unit has left.
    static int apOf(const UnitRecord &unit, Shot shot);
    // The most AP a fire of that arm may spend under those conditions
    // (firemodifiers.json: the arm's limit, lowered in smoke or scrounging).
    static int apLimit(Arm arm, const QStringList &conditions);
};

} // namespace Adc
