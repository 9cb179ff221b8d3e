#pragma once

#include "common/rulings.h"
#include "discipline/chargeorder.h"
#include "discipline/chargeplan.h"
#include "model/unitrecord.h"

namespace Adc {

// Charge discipline of defending infantry (seed 002, Fire Discipline;
// RULES.md 2): class-dice totals at 4", 3", 2", 1" until the first result
// other than free, on the normal column or in smoke if the defender is (as
// it would fire). An FF result puts the defender in firefight status. The
// charge action applies exactly this plan; the dialog previews with it.
class ChargePlanner
{
public:
    // Refused when the defender is not infantry or its class dice do not
    // read. Rolls past the end of the procedure are ignored.
    static ChargePlan plan(const ChargeOrder &order, const UnitRecord &defender,
                           const Rulings &rulings);
};

} // namespace Adc
