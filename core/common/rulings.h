#pragma once

#include "core/common/result.h"
#include "core/common/vocabulary.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace Adc {

// One ruling of docs/rules.md where the seeds are silent or contradict themselves:
// its key, its house default and why, for help and the Settings dialog.
struct RulingInfo
{
    QString key;
    QString title;
    QJsonValue defaultValue;
    QString explanation;
};

// The umpire's rulings, each with the house default of docs/rules.md.
struct Rulings
{
    // Class dice for fire and charge discipline (docs/rules.md 1: the text does not say).
    QString eliteDice = QStringLiteral("2d6+1");
    QString lineDice = QStringLiteral("2d6");
    QString conscriptDice = QStringLiteral("2d6-1");
    // Scrounging small-arms modifier: the chart says -3, the ammunition text -5.
    int scroungingModifier = -3;
    // The natural fire d10 face that counts as "boxcars" (docs/rules.md 5).
    int boxcarsFace = 10;
    // A battery's ammunition when its national appendix is not at hand.
    int batteryBallAp = 8;
    int batteryCanisterAp = 4;
    // Beyond 9 stands or 12 tubes, extend each column (+1 step per stand,
    // per 2 tubes); off, read the top row.
    bool extendBeyondChart = true;
    // The redoubt's parapet (+1 LTF) goes to artillery too, not infantry only.
    bool redoubtParapetForArtillery = true;
    // A ricochet spends no AP: it keeps the rate-of-fire modifier of the fire
    // that made it (the seed gives it only its own -2); off, it reads none.
    bool ricochetKeepsRateOfFire = true;
    // The fire chart's infantry rules (moved over half -1, at most 1 AP in
    // smoke, the initial volley) for cavalry too; the seed names infantry.
    bool cavalryFiresAsInfantry = false;
    // Full turns out of contact before cavalry refills its ammunition (the
    // seed names infantry, 1, and artillery, 4).
    int cavalryReplenishmentTurns = 1;
    // Pooled fire: firers that differ in anything but range, morale and the
    // target's cover pool at the AP every one can spend, with only the
    // modifiers every one has; off, they may not pool.
    bool poolSharedModifiers = true;

    QString classDice(TroopClass troopClass) const;

    // Every ruling with its default and explanation, in a fixed order.
    static const QList<RulingInfo> &catalogue();

    QJsonObject toJson() const;
    QJsonValue value(const QString &key) const;
    // Sets one ruling; an unknown key or a bad value leaves it unchanged and
    // fails saying what is wrong ("boxcars-face: expected a whole number ...").
    Result<void> setValue(const QString &key, const QJsonValue &value);
    // Reads rulings from an object; keys left out keep their defaults.
    static Result<Rulings> fromJson(const QJsonObject &object);

    bool operator==(const Rulings &other) const;
    bool operator!=(const Rulings &other) const { return !(*this == other); }
};

} // namespace Adc
