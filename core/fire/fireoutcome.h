#pragma once

#include "core/casualties/casualtyresult.h"
#include "core/fire/fireresult.h"
#include "core/model/unitrecord.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

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

// What one firer spent on a fire: its AP, and on boxcars its 2d6 and the
// extra AP it lost.
struct FirerSpend
{
    qint64 id = 0;
    int apSpent = 0;
    int apLeft = 0;
    // Set on boxcars: the 2d6 total and, when known, its faces.
    std::optional<int> boxcarsRoll;
    QList<int> boxcarsFaces;
    int extraAp = 0;

    // {"id", "ap_spent", "ap_left"} and on boxcars {"boxcars_roll",
    // "boxcars_faces", "extra_ap"} (docs/contract.md).
    QJsonObject toJson() const;
};

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
