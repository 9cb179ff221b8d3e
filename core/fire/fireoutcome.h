#pragma once

#include "fire/fireresult.h"
#include "model/unitrecord.h"

#include <QJsonObject>
#include <QList>

namespace Adc {

// A fire decided by its dice (FirePlan::resolve): the result of the one
// roll, of each ricochet, and every unit it changes as it will stand
// afterwards (the firers, the target, the ricochet targets, in that order).
struct FireOutcome
{
    FireResult result;
    QList<FireResult> ricochet;
    QList<UnitRecord> units;
    // The battle's answer to the "fire" action (CLI.md).
    QJsonObject json;

    QJsonObject toJson() const { return json; }
};

} // namespace Adc
