#pragma once

#include "core/ammunition/ammunition.h"
#include "core/model/unitrecord.h"

namespace Adc {

// Scrounging among the dead and wounded (seed 002, Ammunition: "Scrounging
// units have 1 AP per segment"): a small-arms unit that scrounges has its AP
// for the segment, not hoarded; guns do not scrounge.
class Scrounging
{
public:
    // Gives a scrounging small-arms unit its AP for the segment, at once
    // when it starts scrounging and again at each end of segment. Returns
    // the AP given (0 when none).
    static int topUp(UnitRecord &unit, const Ammunition &table = Ammunition::standard());

    // Whether the unit may declare that it scrounges: small arms out of
    // ammunition (0 AP) and not scrounging yet.
    static bool mayDeclare(const UnitRecord &unit,
                           const Ammunition &table = Ammunition::standard());

    // The unit declares it scrounges as it fires (docs/contract.md, Scrounging): it
    // becomes scrounging and has its segment's AP at once, for that fire.
    // A small-arms unit with AP left may not scrounge: the reason, in words
    // naming it. Nothing changes for one already scrounging, or for guns.
    static QString declare(UnitRecord &unit, const Ammunition &table = Ammunition::standard());
};

} // namespace Adc
