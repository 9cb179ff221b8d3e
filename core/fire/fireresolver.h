#pragma once

#include "core/common/rulings.h"
#include "core/fire/firechart.h"
#include "core/fire/firemodifiers.h"
#include "core/fire/fireodds.h"
#include "core/fire/firerequest.h"
#include "core/fire/fireresult.h"
#include "core/fire/rangebands.h"

namespace Adc {

// Resolves one fire (seed 002, Mechanics of Firing): natural d10 + range band
// + AP + every condition that concerns the firer, read on the fire combat
// chart. Pure functions over the rules tables.
class FireResolver
{
public:
    // The tables a fire is read from.
    struct Tables
    {
        const FireChart &chart;
        const RangeBands &ranges;
        const FireModifiers &modifiers;
    };
    // The compiled-in tables.
    static Tables standardTables();

    // Mechanics of Firing, seed 002; docs/rules.md 3, 5, 6. allowed is false,
    // with the reason, when the rules forbid the fire: out of range, canister
    // beyond canister range, a routed or broken firer, battalion guns moved
    // over half, ricochet by small arms or with canister, more AP than the
    // arm may fire (small arms 2, 1 in smoke or scrounging; guns 4), or a
    // malformed request (see requestError). Without a die the result carries
    // the band, row, modifiers and notes but no roll.
    static FireResult resolve(const FireRequest &request, const Rulings &rulings);
    static FireResult resolve(const FireRequest &request, const Rulings &rulings,
                              const Tables &tables);

    // The odds of a fire over the ten faces of the d10, whatever the
    // request's die; a forbidden fire carries no odds.
    static FireOdds odds(const FireRequest &request, const Rulings &rulings);
    static FireOdds odds(const FireRequest &request, const Rulings &rulings, const Tables &tables);

    // What makes a request malformed rather than forbidden, as
    // "FIELD: what is wrong" (the command line's exit 2), or an empty
    // string: stands for a gun arm or tubes for a small-arms arm, stands
    // neither half nor whole, a weapon that does not fit the arm, canister
    // for small arms, a negative range, fewer than 1 AP, a die the d10
    // cannot show, an unknown condition, or two conditions of one
    // exclusive group (two covers, two morale states).
    static QString requestError(const FireRequest &request);
    static QString requestError(const FireRequest &request, const Tables &tables);
};

} // namespace Adc
