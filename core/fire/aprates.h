#pragma once

#include "core/common/vocabulary.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <array>

namespace Adc {

class TableReader;

// Ammunition, seed 002 (Add'l ammo point, ROF): the most AP one fire of an
// arm may spend (small arms 2, guns 4) and the modifier each AP count adds
// ("ap-2" +1, "rate-of-fire-4" +2 ...): the "ap" part of firemodifiers.json.
class ApRates
{
public:
    struct Rate
    {
        int ap = 0;
        QString id;
        int value = 0;
    };

    // Reads and checks the table's "ap" array: each arm once, a rate for
    // every count from 1 to its limit, no rate named as one of the
    // `conditions`. False when malformed, the reader's error naming the entry.
    bool read(const QJsonObject &root, const QHash<QString, int> &conditions, TableReader &reader);

    int limit(Arm arm) const { return m_limit[static_cast<std::size_t>(arm)]; }
    // The modifier of an AP count, or null when the arm may not fire that many.
    const Rate *rate(Arm arm, int ap) const;

private:
    std::array<int, 4> m_limit {};
    std::array<QList<Rate>, 4> m_rates;
};

} // namespace Adc
