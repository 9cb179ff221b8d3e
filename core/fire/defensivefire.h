#pragma once

#include "core/fire/firerequest.h"

namespace Adc {

// A charged battery's defensive fire (seed 002, DEF. FIRE RANGES: "INFANTRY
// 4", ARTILLERY SHT"): it fires ball at its short band, with no discipline
// rolls; the range is the limit of its short band (resources/rules/
// ranges.json).
class DefensiveFire
{
public:
    static FireRequest ofBattery(Arm arm, Weapon weapon, int tubes, std::optional<int> die,
                                 const QStringList &conditions = {});
};

} // namespace Adc
