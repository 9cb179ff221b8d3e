#pragma once

#include "core/fire/firehit.h"
#include "core/fire/fireresult.h"
#include "core/fire/firerspend.h"
#include "core/model/unitrecord.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace Adc {

// A fire decided by its dice (FirePlan::resolve): the result of the one
// roll and what each firer spent, the target hit, each ricochet and its hit,
// and every unit it changes as it will stand afterwards (the firers, the
// target, the ricochet targets, in that order).
struct FireOutcome
{
    FireResult result;
    QList<FirerSpend> firers;
    FireHit target;
    QList<FireResult> ricochet;
    QList<FireHit> ricochetHits;
    // Set for pooled fire.
    std::optional<double> averageCw;
    // What the reader should know besides the result (pooling, unused dice).
    QStringList notes;
    QList<UnitRecord> units;
    // The battle's answer to the "fire" action (docs/contract.md).
    QJsonObject json;

    QJsonObject toJson() const { return json; }
};

} // namespace Adc
