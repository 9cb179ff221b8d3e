#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// One target of Age of Rifles fire (docs/contract.md `adc rules exposure`). Words are
// those of resources/rules/aor_exposure.json's vocabulary; an empty fire or
// arc, or a missing troops or scale, is "not said", which only matters
// where a table line depends on it.
struct AorExposureRequest
{
    QString formation;
    QString fire; // small-arms or artillery
    QString arc; // front, flank or rear: where the fire comes from
    std::optional<int> troops; // troops assigned to the unit
    std::optional<int> scaleYards; // the map scale: 100, 200 or 400 yards a hex
    QStringList hex; // what the target's hex holds
    double skirmishFraction = 0; // share of the unit out as skirmishers, 0 to 1
    bool mounted = false;
    bool higher = false; // target on higher elevation than the firer

    // The flag words the table tests.
    static QStringList flagNames()
    {
        return { QStringLiteral("mounted"), QStringLiteral("higher"),
                 QStringLiteral("skirmishers") };
    }
    // The flag words that hold: skirmishers when the fraction is above 0.
    QStringList flags() const
    {
        QStringList held;
        if (mounted)
            held << QStringLiteral("mounted");
        if (higher)
            held << QStringLiteral("higher");
        if (skirmishFraction > 0)
            held << QStringLiteral("skirmishers");
        return held;
    }
};

} // namespace Adc
