#pragma once

#include "core/model/unitrecord.h"

#include <QList>
#include <QString>

namespace Adc {

// Who may pool their fire with a lead firer (seed 002, Mechanics of
// Firing: pooled fire is a brigade's): a unit of the lead's side and
// brigade with castings left. The one answer the fire dialog offers, the
// players' pages offer and the fire action refuses by (FirePlanner); what
// else must match in one roll (range, morale, cover...) is PooledFire's.
class FirePool
{
public:
    // A unit of the battle as a partner of the lead, and why it may not
    // pool (empty when it may).
    struct Candidate
    {
        UnitRecord unit;
        QString refusal;
        bool allowed() const { return refusal.isEmpty(); }
    };

    // Why `firer` may not fire in a fire led by `lead` (the lead itself
    // included: it needs castings left), in words; empty when it may.
    static QString refusal(const UnitRecord &lead, const UnitRecord &firer);
    // Every unit of `units` with its answer, the lead first.
    static QList<Candidate> candidates(const UnitRecord &lead, const QList<UnitRecord> &units);
    // The units that may pool with the lead, the lead first (whatever it has left).
    static QList<UnitRecord> partners(const UnitRecord &lead, const QList<UnitRecord> &units);
};

} // namespace Adc
