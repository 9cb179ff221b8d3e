#include "core/fire/rangebands.h"

#include "core/common/tablereader.h"

namespace Adc {

namespace {
// Ranges are measured on the table; a hair's breadth of rounding in a
// computed distance must not push a fire into the next band.
constexpr double kTolerance = 1e-9;

const QStringList &smallArmsBands()
{
    static const QStringList names { QStringLiteral("close"), QStringLiteral("short"),
                                     QStringLiteral("medium"), QStringLiteral("long"),
                                     QStringLiteral("extreme") };
    return names;
}

const QStringList &gunBands()
{
    static const QStringList names { QStringLiteral("canister"), QStringLiteral("short"),
                                     QStringLiteral("long"), QStringLiteral("extreme") };
    return names;
}

// One weapon's bands, in the order of its kind, limits rising; a gun's
// canister band first.
std::optional<QList<RangeBands::Band>> readBands(const QJsonArray &list, bool gun,
                                                 const QString &where, TableReader &reader)
{
    const QStringList &allowed = gun ? gunBands() : smallArmsBands();
    QList<RangeBands::Band> bands;
    int lastOrder = -1;
    for (int b = 0; b < list.size(); ++b) {
        const QString bandEntry = QStringLiteral("%1.bands[%2]").arg(where).arg(b);
        const QJsonObject bandObject = reader.objectAt(list, b, where + QStringLiteral(".bands"));
        RangeBands::Band band;
        band.name = reader.string(bandObject, QStringLiteral("band"), bandEntry);
        band.limit = reader.number(bandObject, QStringLiteral("limit"), bandEntry);
        band.modifier = reader.integer(bandObject, QStringLiteral("modifier"), bandEntry);
        if (!reader.ok())
            return std::nullopt;
        const int order = allowed.indexOf(band.name);
        if (order < 0) {
            reader.fail(bandEntry + QStringLiteral(".band"),
                        QStringLiteral("\"%1\" is not one of %2")
                            .arg(band.name, allowed.join(QLatin1String(", "))));
            return std::nullopt;
        }
        if (order <= lastOrder) {
            reader.fail(bandEntry + QStringLiteral(".band"),
                        QStringLiteral("bands go %1, each at most once")
                            .arg(allowed.join(QLatin1String(", "))));
            return std::nullopt;
        }
        const double previous = bands.isEmpty() ? 0.0 : bands.last().limit;
        if (!(band.limit > previous)) {
            reader.fail(
                bandEntry + QStringLiteral(".limit"),
                QStringLiteral("must be above the previous band's limit (%1)").arg(previous));
            return std::nullopt;
        }
        lastOrder = order;
        band.id = QStringLiteral("range-") + band.name;
        bands << band;
    }
    if (gun && (bands.size() < 2 || bands.first().name != gunBands().first())) {
        reader.fail(
            where + QStringLiteral(".bands"),
            QStringLiteral("a gun needs its canister band first and at least one ball band"));
        return std::nullopt;
    }
    if (!gun && bands.isEmpty()) {
        reader.fail(where + QStringLiteral(".bands"), QStringLiteral("expected at least one band"));
        return std::nullopt;
    }
    return bands;
}
} // namespace

std::optional<RangeBands> RangeBands::fromJson(const QJsonObject &root, TableReader &reader)
{
    RangeBands table;
    const QJsonArray weapons = reader.array(root, QStringLiteral("weapons"), QString());
    if (!reader.ok())
        return std::nullopt;
    std::array<bool, 7> seen {};
    for (int w = 0; w < weapons.size(); ++w) {
        const QString entry = QStringLiteral("weapons[%1]").arg(w);
        const QJsonObject object = reader.objectAt(weapons, w, QStringLiteral("weapons"));
        const QString name = reader.string(object, QStringLiteral("weapon"), entry);
        if (!reader.ok())
            return std::nullopt;
        const std::optional<Weapon> weapon = weaponFromName(name);
        if (!weapon) {
            reader.fail(entry + QStringLiteral(".weapon"),
                        QStringLiteral("\"%1\" is not one of %2")
                            .arg(name, weaponNames().join(QLatin1String(", "))));
            return std::nullopt;
        }
        const QString where = QStringLiteral("weapons[%1] (%2)").arg(w).arg(name);
        const std::size_t slot = static_cast<std::size_t>(*weapon);
        if (seen[slot]) {
            reader.fail(where, QStringLiteral("listed twice"));
            return std::nullopt;
        }
        seen[slot] = true;
        WeaponBands &bands = table.m_weapons[slot];
        bands.gun = isGun(*weapon);
        bands.title = reader.string(object, QStringLiteral("title"), where);
        const QJsonArray list = reader.array(object, QStringLiteral("bands"), where);
        if (!reader.ok())
            return std::nullopt;
        const std::optional<QList<Band>> read = readBands(list, bands.gun, where, reader);
        if (!read)
            return std::nullopt;
        bands.bands = *read;
    }
    for (std::size_t i = 0; i < seen.size(); ++i) {
        if (!seen[i]) {
            reader.fail(QStringLiteral("weapons"),
                        QStringLiteral("%1 is missing").arg(toName(static_cast<Weapon>(i))));
            return std::nullopt;
        }
    }

    const QJsonObject defensive = reader.object(root, QStringLiteral("defensive_fire"), QString());
    table.m_smallArmsDefensive = reader.number(defensive, QStringLiteral("small_arms_range"),
                                               QStringLiteral("defensive_fire"));
    table.m_gunsDefensiveBand
        = reader.string(defensive, QStringLiteral("guns_band"), QStringLiteral("defensive_fire"));
    if (!reader.ok())
        return std::nullopt;
    if (!(table.m_smallArmsDefensive > 0)) {
        reader.fail(QStringLiteral("defensive_fire.small_arms_range"),
                    QStringLiteral("must be above 0"));
        return std::nullopt;
    }
    for (const WeaponBands &bands : table.m_weapons) {
        if (!bands.gun)
            continue;
        bool found = false;
        for (const Band &band : bands.bands)
            found = found || band.name == table.m_gunsDefensiveBand;
        if (!found || table.m_gunsDefensiveBand == gunBands().first()) {
            reader.fail(QStringLiteral("defensive_fire.guns_band"),
                        QStringLiteral("\"%1\" is not a ball band of %2")
                            .arg(table.m_gunsDefensiveBand, bands.title));
            return std::nullopt;
        }
    }
    return table;
}

const RangeBands &RangeBands::standard()
{
    return standardTable<RangeBands>(fileName());
}

RangeBands::Reading RangeBands::read(Weapon weapon, Shot shot, double range) const
{
    const WeaponBands &bands = entry(weapon);
    Reading reading;
    if (!(range >= 0))
        return reading;
    if (bands.gun && shot == Shot::Canister) {
        const Band &canister = bands.bands.first();
        if (range <= canister.limit + kTolerance) {
            reading.status = Status::InRange;
            reading.band = &canister;
        } else {
            reading.status = Status::CanisterBeyondRange;
        }
        return reading;
    }
    const int first = bands.gun ? 1 : 0;
    for (int b = first; b < bands.bands.size(); ++b) {
        const Band &band = bands.bands.at(b);
        if (range <= band.limit + kTolerance) {
            reading.status = Status::InRange;
            reading.band = &band;
            reading.ballInCanisterRange
                = bands.gun && range <= bands.bands.first().limit + kTolerance;
            return reading;
        }
    }
    return reading;
}

double RangeBands::canisterRange(Weapon weapon) const
{
    const WeaponBands &bands = entry(weapon);
    return bands.gun ? bands.bands.first().limit : 0.0;
}

double RangeBands::defensiveFireRange(Weapon weapon) const
{
    const WeaponBands &bands = entry(weapon);
    if (!bands.gun)
        return m_smallArmsDefensive;
    for (const Band &band : bands.bands) {
        if (band.name == m_gunsDefensiveBand)
            return band.limit;
    }
    return 0.0;
}

} // namespace Adc
