#include "fire/smoke.h"

namespace Adc {

bool Smoke::inSmokeAsItFires(bool wasInSmoke, bool movedSince)
{
    return wasInSmoke && !movedSince;
}

SmokeChange Smoke::endOfSegment(bool wasInSmoke, bool fired, bool moved)
{
    if (fired)
        return { true, QStringLiteral("fired") };
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
