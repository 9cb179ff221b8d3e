#include "core/fire/smoke.h"

namespace Adc {

bool Smoke::inSmokeAsItFires(bool wasInSmoke, bool movedSince)
{
    return wasInSmoke && !movedSince;
}

bool Smoke::inSmokeAsItFires(bool wasInSmoke, bool moved, bool firedThisSegment)
{
    return wasInSmoke && (!moved || firedThisSegment);
}

SmokeChange Smoke::endOfSegment(bool inSmokeNow, bool fired, bool moved)
{
    // Out of smoke after a fire: a move since took it out.
    if (fired && !inSmokeNow && moved)
        return { false, QStringLiteral("moved") };
    if (fired)
        return { true, QStringLiteral("fired") };
    const bool wasInSmoke = inSmokeNow;
    if (!wasInSmoke)
        return { false, QStringLiteral("clear") };
    if (moved)
        return { false, QStringLiteral("moved") };
    return { false, QStringLiteral("did-not-fire") };
}

SmokeChange Smoke::afterMoving(bool wasInSmoke)
{
    return { false, wasInSmoke ? QStringLiteral("moved") : QStringLiteral("clear") };
}

int Smoke::apLimit(Arm arm, bool inSmoke, const Ammunition &table)
{
    return table.apLimit(arm, inSmoke);
}

} // namespace Adc
