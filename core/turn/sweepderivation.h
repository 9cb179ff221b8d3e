#pragma once

#include "core/model/clock.h"
#include "core/model/unitrecord.h"
#include "core/turn/sweepevidence.h"
#include "core/turn/sweepfact.h"

#include <QList>

namespace Adc {

// The sweeps' boxes filled from the whole log (the end of a segment or
// turn). A unit that moved or charged this segment moved. A fire or a
// charge between two units puts them in contact at its range (a charge at
// 0"), and the contact stands, across segments and turns, until one of the
// two moves (seed 002: recovery is for units "12\" away from enemy units",
// replenishment for units "10 or more inches away from any enemy unit for
// one full game turn"). A contact standing now under 12" blocks recovery
// (enemy within 12"); one that held at any time of this turn under 10"
// blocks replenishment (in contact). Each unit is named with the first
// entry that put it there. The end-segment and end-turn actions and their
// dialogs both use it.
class SweepDerivation
{
public:
    static constexpr double kRecoveryDistance = 12.0;
    static constexpr double kContactDistance = 10.0;

    // facts: every fact of the log, oldest first; those after `clock` are
    // passed over.
    static SweepEvidence derive(const QList<SweepFact> &facts, const QList<UnitRecord> &units,
                                const Clock &clock);
};

} // namespace Adc
