#pragma once

#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QStringList>
#include <optional>

namespace Adc {

// The fire conditions (ids of firemodifiers.json) that follow from the
// units' state, so the umpire need only add what the battle file cannot
// know (flank, moved over half, ...). Conditions that do not concern the
// firer's arm are left out.
class FireConditions
{
public:
    // The firer's: firer-shaken / -disordered / -routed / -broken from its
    // morale; firer-in-smoke while it is in smoke and has not moved since;
    // initial-volley (small arms) or initial-fire (guns) until it has fired;
    // scrounging while it scrounges.
    static QStringList ofFirer(const UnitRecord &firer);
    // The target's, for that firer: target-in-smoke; cover-sparse / -light /
    // -medium / -heavy from the cover of the feature it occupies;
    // target-square, target-closed-column, or target-open-order-in-cover
    // (open order in a feature giving cover); counter-battery against guns.
    static QStringList ofTarget(const UnitRecord &target,
                                const std::optional<FeatureRecord> &feature, Arm firerArm);

    // Whether a fire may be at the target's flank: not where it occupies a
    // terrain it fills whole (woods, a built-up area), which "cannot be
    // outflanked".
    static bool flankable(const UnitRecord &target);
    // The conditions an umpire may tick for a fire: those of the lead
    // firer's arm (every one while no firer is chosen), less the ricochet
    // (the fire's own step) and the flank of a target that cannot be
    // outflanked.
    static QStringList offered(const std::optional<UnitRecord> &lead,
                               const std::optional<UnitRecord> &target);

    // derived, less `without`, plus `added`; an added condition of an
    // exclusive group (one cover, one morale state, one target formation)
    // takes the place of a derived one of that group.
    static QStringList combine(const QStringList &derived, const QStringList &added,
                               const QStringList &without);
};

} // namespace Adc
