#pragma once

#include "core/common/rulings.h"
#include "core/fire/firerequest.h"
#include "core/fire/fireresult.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// Pooled brigade fire (seed 002, Mechanics of Firing; docs/rules.md 3): units of
// one brigade with equal range, morale status and target cover may fire as
// one roll with their stands added; each spends its own AP and rolls its own
// boxcars penalty, and their CW is averaged for display. Where they differ
// in anything else, the pool-shared-modifiers ruling decides: the roll fires
// with the conditions every firer has, and a fire asked at an AP one firer
// cannot spend (in smoke, scrounging) is refused, naming it.
class PooledFire
{
public:
    // One unit taking part: its own fire request (its stands or tubes) and
    // its current CW.
    struct Firer
    {
        QString name;
        FireRequest request;
        int cw = 0;
    };

    struct Result
    {
        // False when the firers may not pool; mismatch says why, naming them.
        bool pooled = false;
        QString mismatch;
        // The one roll: the first firer's request with every firer's stands
        // (or tubes) added.
        FireRequest request;
        FireResult fire;
        double averageCw = 0;
        QStringList notes;
    };

    // Pooled brigade fire, seed 002: checks that the firers may pool (the
    // seed's three tests, range, morale status and target cover, explained
    // by name; stands are not added to tubes, nor ball to canister; two
    // weapons must read one range band) and builds the one request. Under
    // the pool-shared-modifiers ruling it fires with the conditions every
    // firer has, saying what it leaves out, and refuses (mismatch) an AP one
    // firer cannot spend, naming it and why; without it the firers must
    // also have the same arm, weapon, AP and conditions. Added stands that
    // are not whole (a half with whole stands) read the whole stands below,
    // with a note. The die is not taken from any firer: resolve() gets it.
    static Result pool(const QList<Firer> &firers, const Rulings &rulings = Rulings());

    // Pools the firers and resolves the one roll with the die (no die: the
    // result carries no roll; ask FireResolver::odds(result.request)).
    static Result resolve(const QList<Firer> &firers, std::optional<int> die,
                          const Rulings &rulings);

    // The firers' CW averaged, as the seed asks for display.
    static double averageCw(const QList<Firer> &firers);
};

} // namespace Adc
