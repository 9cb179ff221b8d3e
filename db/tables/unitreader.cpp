#include "db/tables/unitreader.h"

#include "core/common/quote.h"
#include "db/io/csvformula.h"

#include "core/ammunition/ammunition.h"
#include "db/tables/unitfields.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <algorithm>
#include <cmath>

namespace Adc {

namespace {

enum class Kind { Integer, Number, Boolean, Text };

Kind kindOf(const QString &field)
{
    static const QStringList integers { QStringLiteral("id"),
                                        QStringLiteral("castings"),
                                        QStringLiteral("castings_initial"),
                                        QStringLiteral("cw"),
                                        QStringLiteral("cw_initial"),
                                        QStringLiteral("steps"),
                                        QStringLiteral("ap"),
                                        QStringLiteral("ap_ball"),
                                        QStringLiteral("ap_canister"),
                                        QStringLiteral("tubes"),
                                        QStringLiteral("replenishment_turns") };
    if (integers.contains(field))
        return Kind::Integer;
    if (field == QLatin1String("edge_distance"))
        return Kind::Number;
    if (UnitRecord::flagNames().contains(field))
        return Kind::Boolean;
    return Kind::Text;
}

// The unit's arm as read: its defaults apply only when the arm is known.
struct ArmRead
{
    std::optional<Arm> arm;
    Arm kind = Arm::Infantry;
    bool guns = false;
    QString text;
};

ArmRead readArm(UnitFields &fields)
{
    ArmRead read;
    const std::optional<QString> name = fields.word(QStringLiteral("arm"), armNames(), true);
    read.arm = name ? armFromName(*name) : std::nullopt;
    read.kind = read.arm.value_or(Arm::Infantry);
    read.guns = read.arm && firesByTubes(read.kind);
    read.text = name.value_or(QString());
    return read;
}

// Castings, CW and tubes.
void readCounts(UnitFields &fields, const ArmRead &read, UnitRecord &unit)
{
    const std::optional<Arm> &arm = read.arm;
    const bool guns = read.guns;
    const QString &armText = read.text;
    const auto tubes = fields.integer(QStringLiteral("tubes"), 0, UnitReader::maxTubes);
    const auto castings = fields.integer(QStringLiteral("castings"), 0, UnitReader::maxCastings);
    const auto castingsInitial
        = fields.integer(QStringLiteral("castings_initial"), 1, UnitReader::maxCastings);
    const auto cw = fields.integer(QStringLiteral("cw"), 0, UnitReader::maxCastings);
    const auto cwInitial = fields.integer(QStringLiteral("cw_initial"), 0, UnitReader::maxCastings);

    if (arm && guns) {
        if (tubes && *tubes >= 1)
            unit.tubes = *tubes;
        else if (tubes)
            fields.fail(QStringLiteral("tubes"),
                        QCoreApplication::translate("Unitreader", "a battery has at least 1 tube"));
        else if (!fields.failed(QStringLiteral("tubes")))
            fields.fail(QStringLiteral("tubes"),
                        QCoreApplication::translate("Unitreader", "missing (%1 fires by tubes)")
                            .arg(armText));
    } else if (arm) {
        if (tubes && *tubes != 0)
            fields.fail(QStringLiteral("tubes"),
                        QCoreApplication::translate(
                            "Unitreader", "%1 has no tubes (it fires by stands of castings)")
                            .arg(armText));
        if (!fields.has(QStringLiteral("castings")))
            fields.fail(QStringLiteral("castings"),
                        QCoreApplication::translate("Unitreader", "missing (%1 needs castings)")
                            .arg(armText));
    }

    if (castings)
        unit.castings = *castings;
    else if (guns && !fields.has(QStringLiteral("castings")))
        unit.castings = unit.tubes;
    unit.castingsInitial = castingsInitial.value_or(unit.castings);
    if (castingsInitial && castings && *castings > *castingsInitial)
        fields.fail(QStringLiteral("castings"),
                    QCoreApplication::translate("Unitreader", "%1 is above castings_initial %2")
                        .arg(*castings)
                        .arg(*castingsInitial));
    if (!castingsInitial && castings && *castings == 0 && arm)
        fields.fail(
            QStringLiteral("castings"),
            QCoreApplication::translate(
                "Unitreader", "0 leaves the unit nothing to start with (give castings_initial)"));

    const int losses = qMax(0, unit.castingsInitial - unit.castings);
    if (cw && cwInitial) {
        unit.cw = *cw;
        unit.cwInitial = *cwInitial;
        if (*cw > *cwInitial)
            fields.fail(QStringLiteral("cw"),
                        QCoreApplication::translate("Unitreader", "%1 is above cw_initial %2")
                            .arg(*cw)
                            .arg(*cwInitial));
    } else if (cw) {
        unit.cw = *cw;
        unit.cwInitial = qMin(UnitReader::maxCastings, *cw + losses);
    } else if (cwInitial) {
        unit.cwInitial = *cwInitial;
        unit.cw = qMax(0, *cwInitial - losses);
    } else if (!fields.failed(QStringLiteral("cw"))
               && !fields.failed(QStringLiteral("cw_initial"))) {
        unit.cwInitial = unit.castingsInitial;
        unit.cw = unit.castings;
    }
}

// Ammunition: small arms carry AP, guns ball and canister AP.
void readAmmunition(UnitFields &fields, const ArmRead &read, const Rulings &rulings,
                    UnitRecord &unit)
{
    const std::optional<Arm> &arm = read.arm;
    const bool guns = read.guns;
    const QString &armText = read.text;
    const Arm armKind = read.kind;
    const auto ap = fields.integer(QStringLiteral("ap"), 0, UnitReader::maxAp);
    const auto apBall = fields.integer(QStringLiteral("ap_ball"), 0, UnitReader::maxAp);
    const auto apCanister = fields.integer(QStringLiteral("ap_canister"), 0, UnitReader::maxAp);
    if (arm && guns) {
        if (ap && *ap != 0)
            fields.fail(QStringLiteral("ap"),
                        QCoreApplication::translate(
                            "Unitreader", "%1 carries ap_ball and ap_canister, not small-arms AP")
                            .arg(armText));
        const AmmunitionLoad load = Ammunition::standard().startingAp(armKind, rulings);
        unit.apBall = apBall.value_or(load.ball);
        unit.apCanister = apCanister.value_or(load.canister);
    } else if (arm) {
        if (apBall && *apBall != 0)
            fields.fail(
                QStringLiteral("ap_ball"),
                QCoreApplication::translate("Unitreader", "%1 carries no ball AP (only guns do)")
                    .arg(armText));
        if (apCanister && *apCanister != 0)
            fields.fail(QStringLiteral("ap_canister"),
                        QCoreApplication::translate("Unitreader",
                                                    "%1 carries no canister AP (only guns do)")
                            .arg(armText));
        unit.ap = ap.value_or(Ammunition::standard().startingAp(armKind, rulings).smallArms);
    }
}

// Weapon, smoke, morale and formation.
void readKit(UnitFields &fields, const ArmRead &read, UnitRecord &unit)
{
    const std::optional<Arm> &arm = read.arm;
    const bool guns = read.guns;
    const QString &armText = read.text;
    if (const auto weaponName = fields.word(QStringLiteral("weapon"), weaponNames(), false)) {
        const Weapon weapon = *weaponFromName(*weaponName);
        if (arm && guns && !isGun(weapon)) {
            QStringList gunNames = weaponNames();
            gunNames.removeAll(toName(Weapon::Musket));
            gunNames.removeAll(toName(Weapon::RifledMusket));
            fields.fail(QStringLiteral("weapon"),
                        QCoreApplication::translate("Unitreader", "%1 fires a gun (%2), not %3")
                            .arg(armText, gunNames.join(QLatin1String(", ")), *weaponName));
        } else if (arm && !guns && isGun(weapon)) {
            fields.fail(QStringLiteral("weapon"),
                        QCoreApplication::translate("Unitreader",
                                                    "%1 fires musket or rifled-musket, not %2")
                            .arg(armText, *weaponName));
        }
        unit.weapon = weapon;
    } else {
        unit.weapon = guns ? Weapon::Gun6pdr : Weapon::Musket;
    }

    if (const auto smoke = fields.boolean(QStringLiteral("smoke")))
        unit.smoke = *smoke;
    if (const auto morale = fields.word(QStringLiteral("morale"), moraleNames(), false))
        unit.morale = *moraleFromName(*morale);

    if (const auto formationName
        = fields.word(QStringLiteral("formation"), formationNames(), false)) {
        const Formation formation = *formationFromName(*formationName);
        const bool gunFormation
            = formation == Formation::Limbered || formation == Formation::Unlimbered;
        if (arm && guns && !gunFormation)
            fields.fail(
                QStringLiteral("formation"),
                QCoreApplication::translate("Unitreader", "%1 is limbered or unlimbered, not %2")
                    .arg(armText, *formationName));
        else if (arm && !guns && gunFormation)
            fields.fail(QStringLiteral("formation"),
                        QCoreApplication::translate("Unitreader", "only guns are %1; %2 is not")
                            .arg(*formationName, armText));
        unit.formation = formation;
    } else {
        unit.formation = guns ? Formation::Unlimbered : Formation::Line;
    }
}

// Where the unit stands and what it did this segment.
void readState(UnitFields &fields, UnitRecord &unit)
{
    if (const auto terrain = fields.word(QStringLiteral("terrain"), terrainNames(), false))
        unit.terrain = *terrainFromName(*terrain);
    if (const auto feature = fields.text(QStringLiteral("feature"), false))
        unit.feature = *feature;
    if (const auto firefight = fields.boolean(QStringLiteral("firefight")))
        unit.firefight = *firefight;
    if (const auto hasFired = fields.boolean(QStringLiteral("has_fired")))
        unit.hasFired = *hasFired;
    if (const auto fired = fields.boolean(QStringLiteral("fired_this_segment")))
        unit.firedThisSegment = *fired;
    if (const auto moved = fields.boolean(QStringLiteral("moved_this_segment")))
        unit.movedThisSegment = *moved;
    if (const auto firedUpon = fields.boolean(QStringLiteral("fired_upon_this_segment")))
        unit.firedUponThisSegment = *firedUpon;
    if (const auto turns
        = fields.integer(QStringLiteral("replenishment_turns"), 0, UnitReader::maxTurns))
        unit.replenishmentTurns = *turns;
    if (const auto scrounging = fields.boolean(QStringLiteral("scrounging")))
        unit.scrounging = *scrounging;
    if (const auto hidden = fields.boolean(QStringLiteral("hidden")))
        unit.hidden = *hidden;
    if (const auto seen = fields.boolean(QStringLiteral("seen")))
        unit.seen = *seen;
    // Inches from the edge of the town feature it occupies; null: not measured.
    unit.edgeDistance
        = fields.number(QStringLiteral("edge_distance"), 0, UnitReader::maxEdgeDistance);
}

} // namespace

UnitReader::UnitReader(Rulings rulings, IdField id)
    : m_rulings(std::move(rulings))
    , m_id(id)
{
}

int UnitReader::smallArmsAp()
{
    return Ammunition::standard().startingAp(Arm::Infantry, Rulings()).smallArms;
}

Result<UnitRecord> UnitReader::read(const QJsonObject &object, const QStringList &newNames) const
{
    UnitFields fields(object, newNames);
    UnitRecord unit;

    // The keys are walked only when the known ones found fall short of them.
    const QStringList known = UnitRecord::fieldNames();
    const auto present = std::count_if(known.begin(), known.end(),
                                       [&](const QString &key) { return object.contains(key); });
    for (auto it = object.begin(); present != object.size() && it != object.end(); ++it) {
        if (!known.contains(it.key()))
            fields.fail(Quote::shortened(it.key()),
                        QCoreApplication::translate("Unitreader", "unknown field"));
    }

    if (fields.has(QStringLiteral("id"))) {
        if (m_id == IdField::Rejected)
            fields.fail(
                QStringLiteral("id"),
                QCoreApplication::translate("Unitreader", "the battle gives each unit its id"));
        else if (const auto id = fields.integer(QStringLiteral("id"), 1, 2147483647))
            unit.id = *id;
    }

    if (const auto name = fields.text(QStringLiteral("name"), true))
        unit.name = *name;
    if (const auto side = fields.text(QStringLiteral("side"), true))
        unit.side = *side;
    if (const auto brigade = fields.text(QStringLiteral("brigade"), true))
        unit.brigade = *brigade;

    const ArmRead arm = readArm(fields);
    unit.arm = arm.kind;
    if (const auto troopClass = fields.word(QStringLiteral("class"), troopClassNames(), false))
        unit.troopClass = *troopClassFromName(*troopClass);
    readCounts(fields, arm, unit);
    if (const auto steps = fields.integer(QStringLiteral("steps"), 0, maxSteps))
        unit.steps = *steps;
    readAmmunition(fields, arm, m_rulings, unit);
    readKit(fields, arm, unit);
    readState(fields, unit);

    if (!fields.problems().isEmpty())
        return Failure::of(fields.problems());
    return unit;
}

UnitReader::CsvRow UnitReader::objectFromCsv(const QStringList &header, const QStringList &cells)
{
    CsvRow row;
    QJsonObject &object = row.object;
    QStringList *problems = &row.unreadable;
    for (int i = 0; i < header.size() && i < cells.size(); ++i) {
        const QString &field = header.at(i);
        const QString &cell = cells.at(i);
        if (cell.isEmpty())
            continue;
        switch (kindOf(field)) {
        case Kind::Integer: {
            bool ok = false;
            const qlonglong value = cell.trimmed().toLongLong(&ok);
            if (!ok) {
                problems->append(
                    QCoreApplication::translate("Unitreader", "%1: expected a whole number, not %2")
                        .arg(field, Quote::value(cell)));
                continue;
            }
            object.insert(field, static_cast<double>(value));
            break;
        }
        case Kind::Number: {
            bool ok = false;
            const double value = cell.trimmed().toDouble(&ok);
            if (!ok) {
                problems->append(
                    QCoreApplication::translate("Unitreader", "%1: expected a number, not %2")
                        .arg(field, Quote::value(cell)));
                continue;
            }
            object.insert(field, value);
            break;
        }
        case Kind::Boolean: {
            const QString word = cell.trimmed();
            if (word == QLatin1String("true")) {
                object.insert(field, true);
            } else if (word == QLatin1String("false")) {
                object.insert(field, false);
            } else {
                problems->append(
                    QCoreApplication::translate("Unitreader", "%1: expected true or false, not %2")
                        .arg(field, Quote::value(cell)));
                continue;
            }
            break;
        }
        case Kind::Text:
            object.insert(field, CsvFormula::unescape(cell));
            break;
        }
    }
    return row;
}

QStringList UnitReader::csvCells(const UnitRecord &unit)
{
    const QJsonObject object = unit.toJson();
    QStringList cells;
    for (const QString &field : UnitRecord::fieldNames()) {
        const QJsonValue value = object.value(field);
        if (value.isBool())
            cells << QString::fromLatin1(value.toBool() ? "true" : "false");
        else if (value.isNull())
            cells << QString();
        else if (kindOf(field) == Kind::Number)
            cells << QString::number(value.toDouble(), 'g', 10);
        else if (value.isDouble())
            cells << QString::number(value.toInteger());
        else
            cells << CsvFormula::escape(value.toString());
    }
    return cells;
}

} // namespace Adc
