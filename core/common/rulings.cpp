#include "common/rulings.h"

#include "dice/diceexpression.h"

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

bool wholeNumber(const QJsonValue &value, int low, int high, int *out, QString *error)
{
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || d != std::floor(d) || d < low || d > high) {
        *error = QStringLiteral("expected a whole number from %1 to %2").arg(low).arg(high);
        return false;
    }
    *out = static_cast<int>(d);
    return true;
}

bool diceText(const QJsonValue &value, QString *out, QString *error)
{
    if (!value.isString()) {
        *error = QStringLiteral("expected a dice expression such as 2d6+1");
        return false;
    }
    const DiceExpression::ParseResult parsed = DiceExpression::parse(value.toString());
    if (!parsed.ok()) {
        *error = parsed.error;
        return false;
    }
    *out = parsed.expression.toString();
    return true;
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

const QList<RulingInfo> &Rulings::catalogue()
{
    static const QList<RulingInfo> list = [] {
        const Rulings d;
        return QList<RulingInfo> {
            { kEliteDice, QStringLiteral("Class dice: Elite"), d.eliteDice,
              QStringLiteral("The fire discipline roll of an Elite unit. The rules do not say "
                             "what the class dice are; the house reads 2d6+1.") },
            { kLineDice, QStringLiteral("Class dice: Line"), d.lineDice,
              QStringLiteral("The fire discipline roll of a Line unit; house default 2d6.") },
            { kConscriptDice, QStringLiteral("Class dice: Conscript"), d.conscriptDice,
              QStringLiteral("The fire discipline roll of a Conscript unit; house default "
                             "2d6-1.") },
            { kScrounging, QStringLiteral("Scrounging modifier"), d.scroungingModifier,
              QStringLiteral("Small-arms fire by a unit scrounging ammunition. The fire chart "
                             "says -3, the ammunition text -5; the house follows the chart.") },
            { kBoxcars, QStringLiteral("Boxcars face"), d.boxcarsFace,
              QStringLiteral("The natural fire d10 face that is \"boxcars\" and costs the "
                             "firers extra AP on 2d6. The text does not say; the house reads "
                             "a natural 10.") },
            { kBallAp, QStringLiteral("Battery ball AP"), d.batteryBallAp,
              QStringLiteral("A battery's ball ammunition when its national appendix is not "
                             "at hand (house default 8).") },
            { kCanisterAp, QStringLiteral("Battery canister AP"), d.batteryCanisterAp,
              QStringLiteral("A battery's canister ammunition when its national appendix is "
                             "not at hand (house default 4).") },
            { kExtend, QStringLiteral("Extend the fire chart"), d.extendBeyondChart,
              QStringLiteral("Beyond 9 stands or 12 tubes, each column grows by one step per "
                             "extra stand (per 2 extra tubes), as the chart itself grows. Off: "
                             "read the top row.") },
            { kRedoubt, QStringLiteral("Redoubt parapet for artillery"),
              d.redoubtParapetForArtillery,
              QStringLiteral("A redoubt is a hill plus an LTF, and \"a unit in a Redoubt "
                             "generally gets +2\": the house gives the parapet's +1 to artillery "
                             "occupants too, though LTF bonuses are otherwise infantry only.") },
        };
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
    return QJsonValue::Undefined;
}

QJsonObject Rulings::toJson() const
{
    QJsonObject object;
    for (const RulingInfo &info : catalogue())
        object.insert(info.key, value(info.key));
    return object;
}

bool Rulings::setValue(const QString &key, const QJsonValue &value, QString *error)
{
    QString why;
    bool ok = false;
    if (key == kEliteDice) {
        ok = diceText(value, &eliteDice, &why);
    } else if (key == kLineDice) {
        ok = diceText(value, &lineDice, &why);
    } else if (key == kConscriptDice) {
        ok = diceText(value, &conscriptDice, &why);
    } else if (key == kScrounging) {
        ok = wholeNumber(value, -10, 0, &scroungingModifier, &why);
    } else if (key == kBoxcars) {
        ok = wholeNumber(value, 1, 10, &boxcarsFace, &why);
    } else if (key == kBallAp) {
        ok = wholeNumber(value, 0, 99, &batteryBallAp, &why);
    } else if (key == kCanisterAp) {
        ok = wholeNumber(value, 0, 99, &batteryCanisterAp, &why);
    } else if (key == kExtend || key == kRedoubt) {
        if (value.isBool()) {
            (key == kExtend ? extendBeyondChart : redoubtParapetForArtillery) = value.toBool();
            ok = true;
        } else {
            why = QStringLiteral("expected true or false");
        }
    } else {
        why = QStringLiteral("not a ruling");
    }
    if (!ok && error)
        *error = key + QLatin1String(": ") + why;
    return ok;
}

bool Rulings::fromJson(const QJsonObject &object, Rulings *rulings, QString *error)
{
    Rulings result;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!result.setValue(it.key(), it.value(), error))
            return false;
    }
    *rulings = result;
    return true;
}

bool Rulings::operator==(const Rulings &other) const
{
    return toJson() == other.toJson();
}

} // namespace Adc
