#pragma once

#include "model/clock.h"
#include "model/unitrecord.h"
#include "turn/sweepevidence.h"
#include "turn/sweepfact.h"

#include <QList>

namespace Adc {

// The sweeps' boxes filled from the log (the end of a segment or turn): a
// unit that moved or charged this segment moved; a unit that fired at, or
// was fired at from, 12" or less, and both units of a charge, had an enemy
// within 12" this segment (the recovery distance, seed 002 Mechanics of
// Firing); a fire under 10" or a charge at any time of the turn puts both
// sides in contact, so they are not "10 inches or more from any enemy" all
// turn (Ammunition). Facts of other turns or segments are passed over.
// The end-segment and end-turn actions and their dialogs both use it.
class SweepDerivation
{
public:
    static constexpr double kRecoveryDistance = 12.0;
    static constexpr double kContactDistance = 10.0;

    static SweepEvidence derive(const QList<SweepFact> &facts, const QList<UnitRecord> &units,
                                const Clock &clock);
};

} // namespace Adc
