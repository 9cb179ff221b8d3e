#pragma once

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

} // namespace Adc
