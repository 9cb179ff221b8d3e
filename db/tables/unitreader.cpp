#include "db/tables/unitreader.h"

#include "core/ammunition/ammunition.h"
#include "db/tables/unitfieldreader.h"

#include <QCoreApplication>
#include <algorithm>

namespace Adc {

namespace {

// The unit's arm as read: its defaults apply only when the arm is known.
struct ArmRead
{
    std::optional<Arm> arm;
    Arm kind = Arm::Infantry;
    bool guns = false;
    QString text;
};

ArmRead readArm(UnitFieldReader &fields)
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
void readCounts(UnitFieldReader &fields, const ArmRead &read, UnitRecord &unit)
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
            fields.fail(
                QStringLiteral("tubes"),
                QCoreApplication::translate("Adc::UnitReader", "a battery has at least 1 tube"));
        else if (!fields.failed(QStringLiteral("tubes")))
            fields.fail(
                QStringLiteral("tubes"),
                QCoreApplication::translate("Adc::UnitReader", "missing (%1 fires by tubes)")
                    .arg(armText));
    } else if (arm) {
        if (tubes && *tubes != 0)
            fields.fail(QStringLiteral("tubes"),
                        QCoreApplication::translate(
                            "Adc::UnitReader", "%1 has no tubes (it fires by stands of castings)")
                            .arg(armText));
        if (!fields.has(QStringLiteral("castings")))
            fields.fail(
                QStringLiteral("castings"),
                QCoreApplication::translate("Adc::UnitReader", "missing (%1 needs castings)")
                    .arg(armText));
    }

    if (castings)
        unit.castings = *castings;
    else if (guns && !fields.has(QStringLiteral("castings")))
        unit.castings = unit.tubes;
    unit.castingsInitial = castingsInitial.value_or(unit.castings);
    if (castingsInitial && castings && *castings > *castingsInitial)
        fields.fail(
            QStringLiteral("castings"),
            QCoreApplication::translate("Adc::UnitReader", "%1 is above castings_initial %2")
                .arg(*castings)
                .arg(*castingsInitial));
    if (!castingsInitial && castings && *castings == 0 && arm)
        fields.fail(QStringLiteral("castings"),
                    QCoreApplication::translate(
                        "Adc::UnitReader",
                        "0 leaves the unit nothing to start with (give castings_initial)"));

    const int losses = qMax(0, unit.castingsInitial - unit.castings);
    if (cw && cwInitial) {
        unit.cw = *cw;
        unit.cwInitial = *cwInitial;
        if (*cw > *cwInitial)
            fields.fail(QStringLiteral("cw"),
                        QCoreApplication::translate("Adc::UnitReader", "%1 is above cw_initial %2")
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

// A battery's full load of one shot left out: the rulings' or the load it is
// entered with when that is more (as version 8 of the battle file gave the
// batteries before it).
int enteredFull(int ruling, int load)
{
    return std::max(ruling, load);
}

// A battery's full load of one shot (its national appendix): as given, else
// as entered; its load, else full.
void readGunLoad(UnitFieldReader &fields, const QString &field, std::optional<int> given,
                 std::optional<int> givenFull, int ruling, int &load, int &full)
{
    full = givenFull.value_or(enteredFull(ruling, given.value_or(0)));
    load = given.value_or(full);
    if (given && load > full)
        fields.fail(field,
                    QCoreApplication::translate("Adc::UnitReader", "%1 is above %2 %3")
                        .arg(QString::number(load), field + QStringLiteral("_full"),
                             QString::number(full)));
}

// Ammunition: small arms carry AP, guns ball and canister AP.
void readAmmunition(UnitFieldReader &fields, const ArmRead &read, const Rulings &rulings,
                    UnitRecord &unit)
{
    const std::optional<Arm> &arm = read.arm;
    const bool guns = read.guns;
    const QString &armText = read.text;
    const Arm armKind = read.kind;
    const QStringList gunFields { QStringLiteral("ap_ball"), QStringLiteral("ap_ball_full"),
                                  QStringLiteral("ap_canister"),
                                  QStringLiteral("ap_canister_full") };
    const auto ap = fields.integer(QStringLiteral("ap"), 0, UnitReader::maxAp);
    std::optional<int> loads[4];
    for (int i = 0; i < 4; ++i)
        loads[i] = fields.integer(gunFields.at(i), 0, UnitReader::maxAp);
    if (arm && guns) {
        if (ap && *ap != 0)
            fields.fail(
                QStringLiteral("ap"),
                QCoreApplication::translate("Adc::UnitReader",
                                            "%1 carries ap_ball and ap_canister, not small-arms AP")
                    .arg(armText));
        const AmmunitionLoad load = Ammunition::standard().startingAp(armKind, rulings);
        readGunLoad(fields, gunFields.at(0), loads[0], loads[1], load.ball, unit.apBall,
                    unit.apBallFull);
        readGunLoad(fields, gunFields.at(2), loads[2], loads[3], load.canister, unit.apCanister,
                    unit.apCanisterFull);
    } else if (arm) {
        for (int i = 0; i < 4; ++i) {
            if (loads[i] && *loads[i] != 0)
                fields.fail(
                    gunFields.at(i),
                    (i < 2 ? QCoreApplication::translate("Adc::UnitReader",
                                                         "%1 carries no ball AP (only guns do)")
                           : QCoreApplication::translate(
                               "Adc::UnitReader", "%1 carries no canister AP (only guns do)"))
                        .arg(armText));
        }
        unit.ap = ap.value_or(Ammunition::standard().startingAp(armKind, rulings).smallArms);
    }
}

// Weapon, smoke, morale and formation.
void readKit(UnitFieldReader &fields, const ArmRead &read, UnitRecord &unit)
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
            fields.fail(
                QStringLiteral("weapon"),
                QCoreApplication::translate("Adc::UnitReader", "%1 fires a gun (%2), not %3")
                    .arg(armText, gunNames.join(QLatin1String(", ")), *weaponName));
        } else if (arm && !guns && isGun(weapon)) {
            fields.fail(QStringLiteral("weapon"),
                        QCoreApplication::translate("Adc::UnitReader",
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
            fields.fail(QStringLiteral("formation"),
                        QCoreApplication::translate("Adc::UnitReader",
                                                    "%1 is limbered or unlimbered, not %2")
                            .arg(armText, *formationName));
        else if (arm && !guns && gunFormation)
            fields.fail(
                QStringLiteral("formation"),
                QCoreApplication::translate("Adc::UnitReader", "only guns are %1; %2 is not")
                    .arg(*formationName, armText));
        unit.formation = formation;
    } else {
        unit.formation = guns ? Formation::Unlimbered : Formation::Line;
    }
}

// Where the unit stands and what it did this segment.
void readState(UnitFieldReader &fields, UnitRecord &unit)
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

UnitRecord UnitReader::withFullLoads(UnitRecord unit, const Rulings &rulings)
{
    const Ammunition &ammunition = Ammunition::standard();
    if (ammunition.kind(unit.arm) != Ammunition::Kind::Guns)
        return unit;
    // No battery carries nothing of either shot: a record with neither full
    // load was made without them.
    if (unit.apBallFull != 0 || unit.apCanisterFull != 0)
        return unit;
    const AmmunitionLoad load = ammunition.startingAp(unit.arm, rulings);
    unit.apBallFull = enteredFull(load.ball, unit.apBall);
    unit.apCanisterFull = enteredFull(load.canister, unit.apCanister);
    return unit;
}

int UnitReader::smallArmsAp()
{
    return Ammunition::standard().startingAp(Arm::Infantry, Rulings()).smallArms;
}

Result<UnitRecord> UnitReader::read(const QJsonObject &object, const QStringList &newNames) const
{
    const UnitDraft::Reading reading = UnitDraft::read(object);
    return read(reading.draft, newNames, reading.unknown, reading.unreadable);
}

Result<UnitRecord> UnitReader::read(const UnitDraft &draft, const QStringList &newNames) const
{
    return read(draft, newNames, {}, {});
}

Result<UnitRecord> UnitReader::read(const UnitDraft &draft, const QStringList &newNames,
                                    const QStringList &unknown, const QStringList &unreadable) const
{
    UnitFieldReader fields(draft, newNames, unreadable);
    UnitRecord unit;
    for (const QString &key : unknown)
        fields.fail(key, UnitDraft::unknownField());

    if (fields.has(QStringLiteral("id"))) {
        if (m_id == IdField::Rejected)
            fields.fail(QStringLiteral("id"),
                        QCoreApplication::translate("Adc::UnitReader",
                                                    "the battle gives each unit its id"));
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
        return Failure::of(fields.problems(), Failure::Kind::Malformed);
    return unit;
}

} // namespace Adc
