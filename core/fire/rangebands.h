#pragma once

#include "core/common/vocabulary.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <array>
#include <optional>

namespace Adc {

class TableReader;

// The range/effect table (seed 002, RANGE/EFFECT; docs/rules.md 3), read from
// resources/rules/ranges.json: each weapon's bands, their limits in inches
// and their fire modifiers, and the defensive fire ranges.
class RangeBands
{
public:
    // One band: it covers ranges above the previous band's limit up to and
    // including its own.
    struct Band
    {
        QString name; // close short medium long extreme, or canister short long extreme
        QString id; // the modifier's id: "range-" + name
        double limit = 0;
        int modifier = 0;
    };

    enum class Status { InRange, OutOfRange, CanisterBeyondRange };

    // What a fire at a range reads: the band (null unless in range) and, when
    // the fire is refused, why.
    struct Reading
    {
        Status status = Status::OutOfRange;
        const Band *band = nullptr;
        // Ball inside canister range reads the short band (docs/rules.md 3).
        bool ballInCanisterRange = false;
        bool inRange() const { return status == Status::InRange; }
    };

    // Reads and checks the whole table; a malformed table gives std::nullopt
    // and the reader's error names the file and the entry.
    static std::optional<RangeBands> fromJson(const QJsonObject &root, TableReader &reader);
    // The compiled-in table (":/rules/ranges.json"), loaded once.
    static const RangeBands &standard();
    static QString fileName() { return QStringLiteral("ranges.json"); }

    // Range/effect, seed 002: the band a fire reads. Small arms ignore the
    // shot. Canister reads only its own band; beyond it the fire is refused.
    // Ball skips the canister band, so ball inside canister range reads the
    // first ball band (short). Beyond the last band (extreme): no fire.
    Reading read(Weapon weapon, Shot shot, double range) const;

    // Every band of a weapon, nearest first (a gun's canister band first).
    const QList<Band> &bands(Weapon weapon) const { return entry(weapon).bands; }
    const QString &title(Weapon weapon) const { return entry(weapon).title; }
    // The limit of the canister band (0 for small arms) and of the last band.
    double canisterRange(Weapon weapon) const;
    double maximumRange(Weapon weapon) const { return entry(weapon).bands.last().limit; }

    // Defensive fire ranges, seed 002: infantry 4", artillery its short band.
    double defensiveFireRange(Weapon weapon) const;

private:
    struct WeaponBands
    {
        QString title;
        QList<Band> bands;
        bool gun = false;
    };
    const WeaponBands &entry(Weapon weapon) const
    {
        return m_weapons[static_cast<std::size_t>(weapon)];
    }

    std::array<WeaponBands, 7> m_weapons;
    double m_smallArmsDefensive = 0;
    QString m_gunsDefensiveBand;
};

} // namespace Adc
