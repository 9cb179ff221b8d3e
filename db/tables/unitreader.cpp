#include "tables/unitreader.h"

#include "ammunition/ammunition.h"

#include <QJsonValue>
#include <cmath>

namespace Adc {

namespace {

enum class Kind { Integer, Boolean, Text };

Kind kindOf(const QString &field)
{
    static const QStringList integers {
        QStringLiteral("id"),
        QStringLiteral("castings"),
        QStringLiteral("castings_initial"),
        QStringLiteral("cw"),
        QStringLiteral("cw_initial"),
        QStringLiteral("steps"),
        QStringLiteral("ap"),
        QStringLiteral("ap_ball"),
        QStringLiteral("ap_canister"),
        QStringLiteral("tubes"),
        QStringLiteral("replenishment_turns"),
    };
    static const QStringList booleans {
        QStringLiteral("smoke"),
        QStringLiteral("firefight"),
        QStringLiteral("has_fired"),
        QStringLiteral("fired_this_segment"),
        QStringLiteral("moved_this_segment"),
        QStringLiteral("fired_upon_this_segment"),
        QStringLiteral("scrounging"),
    };
    if (integers.contains(field))
        return Kind::Integer;
    if (booleans.contains(field))
        return Kind::Boolean;
    return Kind::Text;
}

QString numberText(double value)
{
    return QString::number(value, 'g', 10);
}

// The fields of one unit object, read one by one; each problem is kept.
class Fields
{
public:
    Fields(const QJsonObject &object, QStringList *problems)
        : m_object(object)
        , m_problems(problems)
    {
    }

    bool has(const QString &field) const
    {
        const QJsonValue value = m_object.value(field);
        return !value.isUndefined() && !value.isNull();
    }
    bool failed(const QString &field) const { return m_failed.contains(field); }

    void fail(const QString &field, const QString &message)
    {
        if (m_failed.contains(field))
            return;
        m_failed << field;
        m_problems->append(field + QLatin1String(": ") + message);
    }

    std::optional<int> integer(const QString &field, int low, int high)
    {
        if (!has(field))
            return std::nullopt;
        const QJsonValue value = m_object.value(field);
        const double d = value.toDouble(std::nan(""));
        if (!value.isDouble() || !std::isfinite(d) || d != std::floor(d)) {
            fail(field, QStringLiteral("expected a whole number"));
            return std::nullopt;
        }
        if (d < low || d > high) {
            fail(field,
                 QStringLiteral("%1 is out of range (%2 to %3)")
                     .arg(numberText(d))
                     .arg(low)
                     .arg(high));
            return std::nullopt;
        }
        return static_cast<int>(d);
    }

    std::optional<bool> boolean(const QString &field)
    {
        if (!has(field))
            return std::nullopt;
        const QJsonValue value = m_object.value(field);
        if (!value.isBool()) {
            fail(field, QStringLiteral("expected true or false"));
            return std::nullopt;
        }
        return value.toBool();
    }

    std::optional<QString> text(const QString &field, bool required)
    {
        if (!has(field)) {
            if (required)
                fail(field, QStringLiteral("missing"));
            return std::nullopt;
        }
        const QJsonValue value = m_object.value(field);
        if (!value.isString()) {
            fail(field, QStringLiteral("expected a string"));
            return std::nullopt;
        }
        if (required && value.toString().trimmed().isEmpty()) {
            fail(field, QStringLiteral("must not be empty"));
            return std::nullopt;
        }
        return value.toString();
    }

    std::optional<QString> word(const QString &field, const QStringList &names, bool required)
    {
        const std::optional<QString> name = text(field, required);
        if (!name)
            return std::nullopt;
        if (!names.contains(*name)) {
            fail(field,
                 QStringLiteral("\"%1\" is not one of %2")
                     .arg(*name, names.join(QLatin1String(", "))));
            return std::nullopt;
        }
        return name;
    }

private:
    const QJsonObject &m_object;
    QStringList *m_problems;
    QStringList m_failed;
};

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

std::optional<UnitRecord> UnitReader::read(const QJsonObject &object, QStringList *problems) const
{
    QStringList found;
    Fields fields(object, &found);
    UnitRecord unit;

    const QStringList known = UnitRecord::fieldNames();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key()))
            fields.fail(it.key(), QStringLiteral("unknown field"));
    }

    if (fields.has(QStringLiteral("id"))) {
        if (m_id == IdField::Rejected)
            fields.fail(QStringLiteral("id"), QStringLiteral("the battle gives each unit its id"));
        else if (const auto id = fields.integer(QStringLiteral("id"), 1, 2147483647))
            unit.id = *id;
    }

    if (const auto name = fields.text(QStringLiteral("name"), true))
        unit.name = *name;
    if (const auto side = fields.text(QStringLiteral("side"), true))
        unit.side = *side;
    if (const auto brigade = fields.text(QStringLiteral("brigade"), true))
        unit.brigade = *brigade;

    const std::optional<QString> armName = fields.word(QStringLiteral("arm"), armNames(), true);
    const std::optional<Arm> arm = armName ? armFromName(*armName) : std::nullopt;
    // The arm's defaults apply only when the arm is known (checked through `arm`).
    const Arm armKind = arm.value_or(Arm::Infantry);
    unit.arm = armKind;
    const bool guns = arm && firesByTubes(armKind);
    const QString armText = armName.value_or(QString());

    if (const auto troopClass = fields.word(QStringLiteral("class"), troopClassNames(), false))
        unit.troopClass = *troopClassFromName(*troopClass);

    // Castings, CW and tubes.
    const auto tubes = fields.integer(QStringLiteral("tubes"), 0, maxTubes);
    const auto castings = fields.integer(QStringLiteral("castings"), 0, maxCastings);
    const auto castingsInitial = fields.integer(QStringLiteral("castings_initial"), 1, maxCastings);
    const auto cw = fields.integer(QStringLiteral("cw"), 0, maxCastings);
    const auto cwInitial = fields.integer(QStringLiteral("cw_initial"), 0, maxCastings);

    if (arm && guns) {
        if (tubes && *tubes >= 1)
            unit.tubes = *tubes;
        else if (tubes)
            fields.fail(QStringLiteral("tubes"), QStringLiteral("a battery has at least 1 tube"));
        else if (!fields.failed(QStringLiteral("tubes")))
            fields.fail(QStringLiteral("tubes"),
                        QStringLiteral("missing (%1 fires by tubes)").arg(armText));
    } else if (arm) {
        if (tubes && *tubes != 0)
            fields.fail(
                QStringLiteral("tubes"),
                QStringLiteral("%1 has no tubes (it fires by stands of castings)").arg(armText));
        if (!fields.has(QStringLiteral("castings")))
            fields.fail(QStringLiteral("castings"),
                        QStringLiteral("missing (%1 needs castings)").arg(armText));
    }

    if (castings)
        unit.castings = *castings;
    else if (guns && !fields.has(QStringLiteral("castings")))
        unit.castings = unit.tubes;
    unit.castingsInitial = castingsInitial.value_or(unit.castings);
    if (castingsInitial && castings && *castings > *castingsInitial)
        fields.fail(
            QStringLiteral("castings"),
            QStringLiteral("%1 is above castings_initial %2").arg(*castings).arg(*castingsInitial));
    if (!castingsInitial && castings && *castings == 0 && arm)
        fields.fail(
            QStringLiteral("castings"),
            QStringLiteral("0 leaves the unit nothing to start with (give castings_initial)"));

    const int losses = qMax(0, unit.castingsInitial - unit.castings);
    if (cw && cwInitial) {
        unit.cw = *cw;
        unit.cwInitial = *cwInitial;
        if (*cw > *cwInitial)
            fields.fail(QStringLiteral("cw"),
                        QStringLiteral("%1 is above cw_initial %2").arg(*cw).arg(*cwInitial));
    } else if (cw) {
        unit.cw = *cw;
        unit.cwInitial = qMin(maxCastings, *cw + losses);
    } else if (cwInitial) {
        unit.cwInitial = *cwInitial;
        unit.cw = qMax(0, *cwInitial - losses);
    } else if (!fields.failed(QStringLiteral("cw"))
               && !fields.failed(QStringLiteral("cw_initial"))) {
        unit.cwInitial = unit.castingsInitial;
        unit.cw = unit.castings;
    }

    if (const auto steps = fields.integer(QStringLiteral("steps"), 0, maxSteps))
        unit.steps = *steps;

    // Ammunition: small arms carry AP, guns ball and canister AP.
    const auto ap = fields.integer(QStringLiteral("ap"), 0, maxAp);
    const auto apBall = fields.integer(QStringLiteral("ap_ball"), 0, maxAp);
    const auto apCanister = fields.integer(QStringLiteral("ap_canister"), 0, maxAp);
    if (arm && guns) {
        if (ap && *ap != 0)
            fields.fail(QStringLiteral("ap"),
                        QStringLiteral("%1 carries ap_ball and ap_canister, not small-arms AP")
                            .arg(armText));
        const AmmunitionLoad load = Ammunition::standard().startingAp(armKind, m_rulings);
        unit.apBall = apBall.value_or(load.ball);
        unit.apCanister = apCanister.value_or(load.canister);
    } else if (arm) {
        if (apBall && *apBall != 0)
            fields.fail(QStringLiteral("ap_ball"),
                        QStringLiteral("%1 carries no ball AP (only guns do)").arg(armText));
        if (apCanister && *apCanister != 0)
            fields.fail(QStringLiteral("ap_canister"),
                        QStringLiteral("%1 carries no canister AP (only guns do)").arg(armText));
        unit.ap = ap.value_or(Ammunition::standard().startingAp(armKind, m_rulings).smallArms);
    }

    if (const auto weaponName = fields.word(QStringLiteral("weapon"), weaponNames(), false)) {
        const Weapon weapon = *weaponFromName(*weaponName);
        if (arm && guns && !isGun(weapon)) {
            QStringList gunNames = weaponNames();
            gunNames.removeAll(toName(Weapon::Musket));
            gunNames.removeAll(toName(Weapon::RifledMusket));
            fields.fail(QStringLiteral("weapon"),
                        QStringLiteral("%1 fires a gun (%2), not %3")
                            .arg(armText, gunNames.join(QLatin1String(", ")), *weaponName));
        } else if (arm && !guns && isGun(weapon)) {
            fields.fail(QStringLiteral("weapon"),
                        QStringLiteral("%1 fires musket or rifled-musket, not %2")
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
                        QStringLiteral("%1 is limbered or unlimbered, not %2")
                            .arg(armText, *formationName));
        else if (arm && !guns && gunFormation)
            fields.fail(QStringLiteral("formation"),
                        QStringLiteral("only guns are %1; %2 is not").arg(*formationName, armText));
        unit.formation = formation;
    } else {
        unit.formation = guns ? Formation::Unlimbered : Formation::Line;
    }

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
    if (const auto turns = fields.integer(QStringLiteral("replenishment_turns"), 0, maxTurns))
        unit.replenishmentTurns = *turns;
    if (const auto scrounging = fields.boolean(QStringLiteral("scrounging")))
        unit.scrounging = *scrounging;

    if (!found.isEmpty()) {
        if (problems)
            problems->append(found);
        return std::nullopt;
    }
    return unit;
}

QJsonObject UnitReader::objectFromCsv(const QStringList &header, const QStringList &cells,
                                      QStringList *problems)
{
    QJsonObject object;
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
                    QStringLiteral("%1: expected a whole number, not \"%2\"").arg(field, cell));
                continue;
            }
            object.insert(field, static_cast<double>(value));
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
                    QStringLiteral("%1: expected true or false, not \"%2\"").arg(field, cell));
                continue;
            }
            break;
        }
        case Kind::Text:
            object.insert(field, cell);
            break;
        }
    }
    return object;
}

QStringList UnitReader::csvCells(const UnitRecord &unit)
{
    const QJsonObject object = unit.toJson();
    QStringList cells;
    for (const QString &field : UnitRecord::fieldNames()) {
        const QJsonValue value = object.value(field);
        if (value.isBool())
            cells << QString::fromLatin1(value.toBool() ? "true" : "false");
        else if (value.isDouble())
            cells << QString::number(value.toInteger());
        else
            cells << value.toString();
    }
    return cells;
}

} // namespace Adc
