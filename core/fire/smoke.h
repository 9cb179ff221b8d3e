#pragma once

#include "core/ammunition/ammunition.h"
#include "core/common/vocabulary.h"

#include <QString>

namespace Adc {

// A unit's smoke at the end of a segment and the reason for it: "fired"
// (in smoke), "moved" or "did-not-fire" (out of smoke), "clear" (was not in
// smoke and did not fire).
struct SmokeChange
{
    bool inSmoke = false;
    QString reason;
};

// The smoke rule. A l'Ombre des Aigles, seed 002, In Smoke: "Units are
// considered In Smoke the moment they fire. Units may get out of smoke by
// either not firing, or moving. Infantry In Smoke may fire no more than 1 AP."
class Smoke
{
public:
    // Whether a unit is in smoke as it fires (for the discipline column and
    // its AP limit): it is if it was in smoke and has not moved since.
    // Seed 002, In Smoke.
    static bool inSmokeAsItFires(bool wasInSmoke, bool movedSince);
    // The same for a unit that may have fired this segment: one that fired
    // after it moved is in smoke again ("the moment they fire").
    static bool inSmokeAsItFires(bool wasInSmoke, bool moved, bool firedThisSegment);

    // The unit's smoke at the end of a segment, from its smoke as it stands
    // (a fire puts it in, a move takes it out): a unit that fired stays in
    // smoke, unless it moved after its last fire and is out of it ("by
    // either not firing, or moving"); one that did not fire is out of it,
    // whether it moved or only held its fire. Seed 002, In Smoke.
    static SmokeChange endOfSegment(bool inSmokeNow, bool fired, bool moved);

    // The unit's smoke once it has moved: out of it ("moved"), or "clear"
    // when it was not in smoke. Seed 002, In Smoke.
    static SmokeChange afterMoving(bool wasInSmoke);

    // The most AP a unit fires: infantry in smoke no more than 1. The limits
    // are in the ammunition table. Seed 002, In Smoke.
    static int apLimit(Arm arm, bool inSmoke, const Ammunition &table = Ammunition::standard());
};

} // namespace Adc
