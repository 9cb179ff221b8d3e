#include "core/ammunition/ammunition.h"

#include "core/dice/diceexpression.h"

#include <QCoreApplication>

#include <QtGlobal>
#include <algorithm>

namespace Adc {

namespace {
const QString kSmallArms = QStringLiteral("small-arms");
const QString kGuns = QStringLiteral("guns");

std::size_t index(Arm arm)
{
    return static_cast<std::size_t>(arm);
}

std::size_t index(Ammunition::Kind kind)
{
    return static_cast<std::size_t>(kind);
}

// A whole number at key, at least `low`; records an error otherwise.
int atLeast(TableReader &reader, const QJsonObject &object, const QString &key,
            const QString &entry, int low)
{
    const int value = reader.integer(object, key, entry);
    if (reader.ok() && value < low)
        reader.fail(TableReader::join(entry, key), QStringLiteral("must be at least %1").arg(low));
    return value;
}

// The key of a whole-number ruling (Rulings::catalogue()) at key.
QString integerRuling(TableReader &reader, const QJsonObject &object, const QString &key,
                      const QString &entry)
{
    const QString ruling = reader.string(object, key, entry);
    if (reader.ok() && !Rulings().value(ruling).isDouble())
        reader.fail(TableReader::join(entry, key),
                    QStringLiteral("\"%1\" is not a whole-number ruling").arg(ruling));
    return ruling;
}

// Which arm carries which kind of ammunition.
std::optional<std::array<Ammunition::Kind, 4>> readArms(const QJsonObject &root,
                                                        TableReader &reader)
{
    const QString armsEntry = QStringLiteral("arms");
    const QJsonObject arms = reader.object(root, armsEntry, QString());
    if (!reader.ok())
        return std::nullopt;
    for (auto it = arms.begin(); it != arms.end(); ++it) {
        if (!armFromName(it.key())) {
            reader.fail(TableReader::join(armsEntry, it.key()),
                        QStringLiteral("not an arm (expected %1)")
                            .arg(armNames().join(QLatin1String(", "))));
            return std::nullopt;
        }
    }
    std::array<Ammunition::Kind, 4> kindOfArm {};
    for (const QString &armName : armNames()) {
        const QString kind = reader.string(arms, armName, armsEntry);
        if (!reader.ok())
            return std::nullopt;
        if (kind != kSmallArms && kind != kGuns) {
            reader.fail(TableReader::join(armsEntry, armName),
                        QStringLiteral("\"%1\" is not one of %2, %3").arg(kind, kSmallArms, kGuns));
            return std::nullopt;
        }
        kindOfArm.at(index(*armFromName(armName)))
            = kind == kSmallArms ? Ammunition::Kind::SmallArms : Ammunition::Kind::Guns;
    }
    return kindOfArm;
}

// The boxcars dice and their penalty bands, which must cover every total of
// the dice once.
struct Boxcars
{
    QString dice;
    int lowest = 0;
    int highest = 0;
    QList<Ammunition::BoxcarsBand> bands;
};

std::optional<Boxcars> readBoxcars(const QJsonObject &root, TableReader &reader)
{
    const QString boxcarsEntry = QStringLiteral("boxcars");
    const QJsonObject boxcars = reader.object(root, boxcarsEntry, QString());
    Boxcars read;
    read.dice = reader.string(boxcars, QStringLiteral("dice"), boxcarsEntry);
    if (!reader.ok())
        return std::nullopt;
    const Result<DiceExpression> expression = DiceExpression::parse(read.dice);
    if (!expression) {
        reader.fail(TableReader::join(boxcarsEntry, QStringLiteral("dice")), expression.error());
        return std::nullopt;
    }
    const QString &dice = read.dice;
    const int lowest = read.lowest = expression->minimum();
    const int highest = read.highest = expression->maximum();
    const QString bandsEntry = TableReader::join(boxcarsEntry, QStringLiteral("bands"));
    const QJsonArray bands
        = reader.array(boxcars, QStringLiteral("bands"), QStringLiteral("boxcars"));
    if (!reader.ok())
        return std::nullopt;
    QList<Ammunition::BoxcarsBand> &list = read.bands;
    QList<int> cover(highest - lowest + 1, 0);
    for (int i = 0; i < bands.size(); ++i) {
        const QString entry = QStringLiteral("%1[%2]").arg(bandsEntry).arg(i);
        const QJsonObject object = reader.objectAt(bands, i, bandsEntry);
        Ammunition::BoxcarsBand band;
        band.low = reader.integer(object, QStringLiteral("low"), entry);
        band.high = reader.integer(object, QStringLiteral("high"), entry);
        band.extraAp = atLeast(reader, object, QStringLiteral("extraAp"), entry, 0);
        if (!reader.ok())
            return std::nullopt;
        if (band.low > band.high || band.low < lowest || band.high > highest) {
            reader.fail(entry,
                        QStringLiteral("%1-%2 is not a range of %3 totals (%4 to %5)")
                            .arg(band.low)
                            .arg(band.high)
                            .arg(dice)
                            .arg(lowest)
                            .arg(highest));
            return std::nullopt;
        }
        for (int total = band.low; total <= band.high; ++total) {
            if (cover[total - lowest]++ > 0) {
                reader.fail(entry,
                            QStringLiteral("total %1 is already in another band").arg(total));
                return std::nullopt;
            }
        }
        list << band;
    }
    for (int total = lowest; total <= highest; ++total) {
        if (cover[total - lowest] == 0) {
            reader.fail(bandsEntry, QStringLiteral("no band for a total of %1").arg(total));
            return std::nullopt;
        }
    }
    return read;
}
} // namespace

std::optional<Ammunition> Ammunition::fromJson(const QJsonObject &root, TableReader &reader)
{
    Ammunition table;

    const std::optional<std::array<Kind, 4>> kindOfArm = readArms(root, reader);
    if (!kindOfArm)
        return std::nullopt;
    table.m_kindOfArm = *kindOfArm;

    // What each kind starts with, may fire and needs to refill.
    const QString kindsEntry = QStringLiteral("kinds");
    const QJsonObject kinds = reader.object(root, kindsEntry, QString());
    if (!reader.ok())
        return std::nullopt;
    for (auto it = kinds.begin(); it != kinds.end(); ++it) {
        if (it.key() != kSmallArms && it.key() != kGuns) {
            reader.fail(TableReader::join(kindsEntry, it.key()),
                        QStringLiteral("not a kind (expected %1, %2)").arg(kSmallArms, kGuns));
            return std::nullopt;
        }
    }
    for (const Kind kind : { Kind::SmallArms, Kind::Guns }) {
        const QString name = kind == Kind::SmallArms ? kSmallArms : kGuns;
        const QString entry = TableReader::join(kindsEntry, name);
        const QJsonObject object = reader.object(kinds, name, kindsEntry);
        if (!reader.ok())
            return std::nullopt;
        KindRules &rules = table.m_kinds.at(index(kind));
        if (kind == Kind::SmallArms) {
            rules.startingAp = atLeast(reader, object, QStringLiteral("startingAp"), entry, 0);
        } else {
            rules.startingBallApRuling
                = integerRuling(reader, object, QStringLiteral("startingBallApRuling"), entry);
            rules.startingCanisterApRuling
                = integerRuling(reader, object, QStringLiteral("startingCanisterApRuling"), entry);
        }
        rules.minApPerFire = atLeast(reader, object, QStringLiteral("minApPerFire"), entry, 1);
        rules.maxApPerFire
            = atLeast(reader, object, QStringLiteral("maxApPerFire"), entry, rules.minApPerFire);
        rules.maxApPerFireInSmoke = atLeast(reader, object, QStringLiteral("maxApPerFireInSmoke"),
                                            entry, rules.minApPerFire);
        if (reader.ok() && rules.maxApPerFireInSmoke > rules.maxApPerFire) {
            reader.fail(
                TableReader::join(entry, QStringLiteral("maxApPerFireInSmoke")),
                QStringLiteral("must not exceed maxApPerFire (%1)").arg(rules.maxApPerFire));
        }
        rules.replenishmentTurns
            = atLeast(reader, object, QStringLiteral("replenishmentTurns"), entry, 1);
        if (!reader.ok())
            return std::nullopt;
    }

    const std::optional<Boxcars> boxcars = readBoxcars(root, reader);
    if (!boxcars)
        return std::nullopt;
    table.m_boxcarsDice = boxcars->dice;
    table.m_boxcarsLowest = boxcars->lowest;
    table.m_boxcarsHighest = boxcars->highest;
    table.m_boxcarsBands = boxcars->bands;

    const QString replenishmentEntry = QStringLiteral("replenishment");
    const QJsonObject replenishment = reader.object(root, replenishmentEntry, QString());
    if (!reader.ok())
        return std::nullopt;
    table.m_replenishmentDistanceInches = atLeast(
        reader, replenishment, QStringLiteral("enemyDistanceInches"), replenishmentEntry, 0);

    const QString scroungingEntry = QStringLiteral("scrounging");
    const QJsonObject scrounging = reader.object(root, scroungingEntry, QString());
    if (!reader.ok())
        return std::nullopt;
    table.m_scroungingApPerSegment
        = atLeast(reader, scrounging, QStringLiteral("apPerSegment"), scroungingEntry, 0);
    table.m_boxcarsWhileScrounging
        = reader.boolean(scrounging, QStringLiteral("boxcars"), scroungingEntry);
    if (!reader.ok())
        return std::nullopt;
    return table;
}

const Ammunition &Ammunition::standard()
{
    return standardTable<Ammunition>(QStringLiteral("ammunition.json"));
}

Ammunition::Kind Ammunition::kind(Arm arm) const
{
    return m_kindOfArm.at(index(arm));
}

const Ammunition::KindRules &Ammunition::rules(Arm arm) const
{
    return m_kinds.at(index(kind(arm)));
}

AmmunitionLoad Ammunition::startingAp(Arm arm, const Rulings &rulings) const
{
    const KindRules &kindRules = rules(arm);
    AmmunitionLoad load;
    if (kind(arm) == Kind::SmallArms) {
        load.smallArms = kindRules.startingAp;
    } else {
        load.ball = rulings.value(kindRules.startingBallApRuling).toInt();
        load.canister = rulings.value(kindRules.startingCanisterApRuling).toInt();
    }
    return load;
}

AmmunitionLoad Ammunition::fullLoad(const UnitRecord &unit) const
{
    AmmunitionLoad load;
    if (kind(unit.arm) == Kind::SmallArms) {
        load.smallArms = rules(unit.arm).startingAp;
    } else {
        load.ball = unit.apBallFull;
        load.canister = unit.apCanisterFull;
    }
    return load;
}

QStringList Ammunition::loadProblems(const UnitRecord &unit) const
{
    const AmmunitionLoad full = fullLoad(unit);
    QStringList found;
    const auto above = [&found](const QString &what, int load, int fullLoad) {
        if (load > fullLoad)
            found.append(
                QCoreApplication::translate("Adc::Ammunition", "%1 %2 is above its full load %3")
                    .arg(what, QString::number(load), QString::number(fullLoad)));
    };
    if (kind(unit.arm) == Kind::SmallArms) {
        if (unit.apBallFull != 0 || unit.apCanisterFull != 0)
            found.append(QCoreApplication::translate(
                "Adc::Ammunition", "it fires no guns, yet holds full ball or canister loads"));
    } else {
        above(QStringLiteral("ap_ball"), unit.apBall, full.ball);
        above(QStringLiteral("ap_canister"), unit.apCanister, full.canister);
    }
    return found;
}

int Ammunition::minApPerFire(Arm arm) const
{
    return rules(arm).minApPerFire;
}

int Ammunition::apLimit(Arm arm, bool inSmoke) const
{
    return inSmoke ? rules(arm).maxApPerFireInSmoke : rules(arm).maxApPerFire;
}

std::optional<int> Ammunition::boxcarsPenalty(int roll, bool scrounging) const
{
    for (const BoxcarsBand &band : m_boxcarsBands) {
        if (roll >= band.low && roll <= band.high)
            return scrounging && !m_boxcarsWhileScrounging ? 0 : band.extraAp;
    }
    return std::nullopt;
}

int Ammunition::applyPenalty(int ap, int extraAp)
{
    return std::max(0, ap - std::max(extraAp, 0));
}

int Ammunition::replenishmentTurns(Arm arm, const Rulings *rulings) const
{
    // "Replenishment of infantry ammunition occurs when the affected unit
    // remained 10 or mere inches away from any enemy unit for one full game
    // turn": the seed names infantry and artillery, not cavalry.
    if (arm == Arm::Cavalry && rulings)
        return rulings->cavalryReplenishmentTurns;
    return rules(arm).replenishmentTurns;
}

Replenishment Ammunition::replenishment(Arm arm, int consecutiveTurns,
                                        const AmmunitionLoad &current, const AmmunitionLoad &full,
                                        const Rulings *rulings) const
{
    Replenishment result;
    result.turnsNeeded = replenishmentTurns(arm, rulings);
    result.turnsToGo = std::max(0, result.turnsNeeded - std::max(consecutiveTurns, 0));
    result.refills = result.turnsToGo == 0;
    result.load = result.refills ? full : current;
    return result;
}

} // namespace Adc
