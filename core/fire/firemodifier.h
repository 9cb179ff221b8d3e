#pragma once

#include <QString>

namespace Adc {

// One modifier applied to a fire roll, as the result lists it: the range band
// ("range-medium"), the AP fired ("ap-2", "rate-of-fire-4") or a condition
// ("target-flank"), with the value it added.
struct FireModifier
{
    QString id;
    int value = 0;

    bool operator==(const FireModifier &other) const
    {
        return id == other.id && value == other.value;
    }
    bool operator!=(const FireModifier &other) const { return !(*this == other); }
};

} // namespace Adc
