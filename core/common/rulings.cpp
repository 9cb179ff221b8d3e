#include "core/common/rulings.h"

#include "core/common/quote.h"

#include "core/dice/diceexpression.h"

#include <QCoreApplication>
#include <cmath>

namespace Adc {

namespace {
const QString kEliteDice = QStringLiteral("class-dice-elite");
const QString kLineDice = QStringLiteral("class-dice-line");
const QString kConscriptDice = QStringLiteral("class-dice-conscript");
const QString kScrounging = QStringLiteral("scrounging-modifier");
const QString kBoxcars = QStringLiteral("boxcars-face");
const QString kBallAp = QStringLiteral("battery-ball-ap");
const QString kCanisterAp = QStringLiteral("battery-canister-ap");
const QString kExtend = QStringLiteral("extend-beyond-chart");
const QString kRedoubt = QStringLiteral("redoubt-parapet-for-artillery");
const QString kRicochetRate = QStringLiteral("ricochet-rate-of-fire");
const QString kCavalryFire = QStringLiteral("cavalry-fires-as-infantry");
const QString kCavalryTurns = QStringLiteral("cavalry-replenishment-turns");
const QString kPoolShared = QStringLiteral("pool-shared-modifiers");

Result<int> wholeNumber(const QJsonValue &value, int low, int high)
{
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || d != std::floor(d) || d < low || d > high)
        return Failure::malformed(
            QCoreApplication::translate("Adc::Rulings", "expected a whole number from %1 to %2")
                .arg(low)
                .arg(high));
    return static_cast<int>(d);
}

Result<QString> diceText(const QJsonValue &value)
{
    if (!value.isString())
        return Failure::malformed(QCoreApplication::translate(
            "Adc::Rulings", "expected a dice expression such as 2d6+1"));
    const Result<DiceExpression> parsed = DiceExpression::parse(value.toString());
    if (!parsed)
        return parsed.failure();
    return parsed->toString();
}

Result<bool> yesOrNo(const QJsonValue &value)
{
    if (!value.isBool())
        return Failure::malformed(
            QCoreApplication::translate("Adc::Rulings", "expected true or false"));
    return value.toBool();
}

// Stores a read value in its ruling, or names the ruling in the reason.
template<typename T> Result<void> store(const QString &key, const Result<T> &read, T *ruling)
{
    if (!read)
        return read.failure().prefixed(key + QLatin1String(": "));
    *ruling = *read;
    return {};
}
} // namespace

QString Rulings::classDice(TroopClass troopClass) const
{
    switch (troopClass) {
    case TroopClass::Elite:
        return eliteDice;
    case TroopClass::Line:
        return lineDice;
    case TroopClass::Conscript:
        return conscriptDice;
    }
    return lineDice;
}

namespace {

// The rulings of the charts and the ammunition.
QList<RulingInfo> chartRulings(const Rulings &d)
{
    return {
        { kEliteDice, QCoreApplication::translate("Adc::Rulings", "Class dice: Elite"), d.eliteDice,
          QCoreApplication::translate(
              "Adc::Rulings",
              "The fire discipline roll of an Elite unit. The rules do not say "
              "what the class dice are; the house reads 2d6+1.") },
        { kLineDice, QCoreApplication::translate("Adc::Rulings", "Class dice: Line"), d.lineDice,
          QCoreApplication::translate(
              "Adc::Rulings", "The fire discipline roll of a Line unit; house default 2d6.") },
        { kConscriptDice, QCoreApplication::translate("Adc::Rulings", "Class dice: Conscript"),
          d.conscriptDice,
          QCoreApplication::translate("Adc::Rulings",
                                      "The fire discipline roll of a Conscript unit; house default "
                                      "2d6-1.") },
        { kScrounging, QCoreApplication::translate("Adc::Rulings", "Scrounging modifier"),
          d.scroungingModifier,
          QCoreApplication::translate(
              "Adc::Rulings",
              "Small-arms fire by a unit scrounging ammunition. The fire chart "
              "says -3, the ammunition text -5; the house follows the chart.") },
        { kBoxcars, QCoreApplication::translate("Adc::Rulings", "Boxcars face"), d.boxcarsFace,
          QCoreApplication::translate(
              "Adc::Rulings",
              "The natural fire d10 face that is \"boxcars\" and costs the "
              "firers extra AP on 2d6. The text does not say; the house reads "
              "a natural 10.") },
        { kBallAp, QCoreApplication::translate("Adc::Rulings", "Battery ball AP"), d.batteryBallAp,
          QCoreApplication::translate(
              "Adc::Rulings",
              "A battery's full ball ammunition when its national appendix is "
              "not at hand, given to one added without its own (house default "
              "8).") },
        { kCanisterAp, QCoreApplication::translate("Adc::Rulings", "Battery canister AP"),
          d.batteryCanisterAp,
          QCoreApplication::translate(
              "Adc::Rulings",
              "A battery's full canister ammunition when its national appendix "
              "is not at hand, given to one added without its own (house "
              "default 4).") },
        { kExtend, QCoreApplication::translate("Adc::Rulings", "Extend the fire chart"),
          d.extendBeyondChart,
          QCoreApplication::translate(
              "Adc::Rulings",
              "Beyond 9 stands or 12 tubes, each column grows by one step per "
              "extra stand (per 2 extra tubes), as the chart itself grows. Off: "
              "read the top row.") },
    };
}

// The rulings of the house where the rules are silent or unclear.
QList<RulingInfo> houseRulings(const Rulings &d)
{
    return {
        { kRedoubt, QCoreApplication::translate("Adc::Rulings", "Redoubt parapet for artillery"),
          d.redoubtParapetForArtillery,
          QCoreApplication::translate(
              "Adc::Rulings",
              "A redoubt is a hill plus an LTF, and \"a unit in a Redoubt "
              "generally gets +2\": the house gives the parapet's +1 to artillery "
              "occupants too, though LTF bonuses are otherwise infantry only.") },
        { kRicochetRate,
          QCoreApplication::translate("Adc::Rulings", "Ricochet keeps the rate of fire"),
          d.ricochetKeepsRateOfFire,
          QCoreApplication::translate(
              "Adc::Rulings",
              "A ricochet spends no AP, and the rules give it only its own -2. "
              "The house keeps the rate-of-fire modifier of the fire that made "
              "it (-1 for 1 AP, +1 for 3, +2 for 4): it is the same shot going "
              "on. Off: a ricochet reads no rate-of-fire modifier.") },
        { kCavalryFire,
          QCoreApplication::translate("Adc::Rulings", "Cavalry fires under infantry's rules"),
          d.cavalryFiresAsInfantry,
          QCoreApplication::translate(
              "Adc::Rulings",
              "The fire chart names infantry for \"Infantry over half -1\", "
              "\"Infantry In Smoke may fire no more than 1 AP\" and the initial "
              "volley, and says nothing of cavalry. The house follows the words: "
              "cavalry takes none of them. On: cavalry fires under them as "
              "infantry does.") },
        { kCavalryTurns, QCoreApplication::translate("Adc::Rulings", "Cavalry replenishment turns"),
          d.cavalryReplenishmentTurns,
          QCoreApplication::translate(
              "Adc::Rulings",
              "Infantry refills its ammunition after one full turn 10\" or more "
              "from every enemy, artillery after four; the rules say nothing of "
              "cavalry. It carries small arms, so the house gives it one turn, "
              "as infantry.") },
        { kPoolShared,
          QCoreApplication::translate("Adc::Rulings", "Pooled fire shares its modifiers"),
          d.poolSharedModifiers,
          QCoreApplication::translate(
              "Adc::Rulings",
              "Units of a brigade \"may pool their fire when range, morale status, "
              "target's cover are all equal\": only those three forbid a pool. Where "
              "the firers differ in anything else (one in smoke, one's initial "
              "volley, one scrounging), they pool; a fire asked at an AP one of "
              "them cannot spend (2 AP with one in smoke: \"Infantry In Smoke may "
              "fire no more than 1 AP\") is refused, naming it and why, and a fire "
              "that names no AP fires at 1. A firer's own modifier counts only "
              "when every firer has it: one roll takes one set of modifiers, and "
              "none is given to a unit that has not earned it. Off: such firers "
              "may not pool.") },
    };
}

} // namespace

const QList<RulingInfo> &Rulings::catalogue()
{
    static const QList<RulingInfo> list = [] {
        const Rulings d;
        return chartRulings(d) + houseRulings(d);
    }();
    return list;
}

QJsonValue Rulings::value(const QString &key) const
{
    if (key == kEliteDice)
        return eliteDice;
    if (key == kLineDice)
        return lineDice;
    if (key == kConscriptDice)
        return conscriptDice;
    if (key == kScrounging)
        return scroungingModifier;
    if (key == kBoxcars)
        return boxcarsFace;
    if (key == kBallAp)
        return batteryBallAp;
    if (key == kCanisterAp)
        return batteryCanisterAp;
    if (key == kExtend)
        return extendBeyondChart;
    if (key == kRedoubt)
        return redoubtParapetForArtillery;
    if (key == kRicochetRate)
        return ricochetKeepsRateOfFire;
    if (key == kCavalryFire)
        return cavalryFiresAsInfantry;
    if (key == kCavalryTurns)
        return cavalryReplenishmentTurns;
    if (key == kPoolShared)
        return poolSharedModifiers;
    return QJsonValue::Undefined;
}

QJsonObject Rulings::toJson() const
{
    QJsonObject object;
    for (const RulingInfo &info : catalogue())
        object.insert(info.key, value(info.key));
    return object;
}

Result<void> Rulings::setValue(const QString &key, const QJsonValue &value)
{
    if (key == kEliteDice)
        return store(key, diceText(value), &eliteDice);
    if (key == kLineDice)
        return store(key, diceText(value), &lineDice);
    if (key == kConscriptDice)
        return store(key, diceText(value), &conscriptDice);
    if (key == kScrounging)
        return store(key, wholeNumber(value, -10, 0), &scroungingModifier);
    if (key == kBoxcars)
        return store(key, wholeNumber(value, 1, 10), &boxcarsFace);
    if (key == kBallAp)
        return store(key, wholeNumber(value, 0, 99), &batteryBallAp);
    if (key == kCanisterAp)
        return store(key, wholeNumber(value, 0, 99), &batteryCanisterAp);
    if (key == kExtend)
        return store(key, yesOrNo(value), &extendBeyondChart);
    if (key == kRedoubt)
        return store(key, yesOrNo(value), &redoubtParapetForArtillery);
    if (key == kRicochetRate)
        return store(key, yesOrNo(value), &ricochetKeepsRateOfFire);
    if (key == kCavalryFire)
        return store(key, yesOrNo(value), &cavalryFiresAsInfantry);
    if (key == kCavalryTurns)
        return store(key, wholeNumber(value, 1, 20), &cavalryReplenishmentTurns);
    if (key == kPoolShared)
        return store(key, yesOrNo(value), &poolSharedModifiers);
    return Failure::malformed(Quote::shortened(key) + QLatin1String(": not a ruling"));
}

Result<Rulings> Rulings::fromJson(const QJsonObject &object)
{
    Rulings result;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const Result<void> set = result.setValue(it.key(), it.value());
        if (!set)
            return set.failure();
    }
    return result;
}

bool Rulings::operator==(const Rulings &other) const
{
    return toJson() == other.toJson();
}

} // namespace Adc
