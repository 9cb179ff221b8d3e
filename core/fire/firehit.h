#pragma once

#include "core/casualties/casualtyresult.h"

#include <QJsonObject>

namespace Adc {

// A unit hit by a fire: the casualty steps it took and how it stands after.
struct FireHit
{
    qint64 id = 0;
    int casualtySteps = 0;
    CasualtyResult after;

    // {"id", "casualty_steps", "permanent_losses", "cw_lost", "castings",
    // "cw", "steps", "eliminated"} (docs/contract.md).
    QJsonObject toJson() const;
};

} // namespace Adc
