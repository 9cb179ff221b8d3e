#pragma once

#include "core/common/rulings.h"
#include "core/discipline/chargeorder.h"
#include "core/discipline/chargeplan.h"
#include "core/model/featurerecord.h"
#include "core/model/unitchange.h"
#include "core/model/unitrecord.h"

#include <QList>
#include <optional>

namespace Adc {

// The units a charge reads, as they stand: the charger (none in the old
// form), the defender, other units caught in it, and the terrain features
// they occupy (for the defender's fire).
struct ChargeUnits
{
    std::optional<UnitRecord> charger;
    UnitRecord defender;
    QList<UnitRecord> also;
    QList<FeatureRecord> features;
};

// A charge through to its end (seed 002, Fire Discipline and DEF. FIRE
// RANGES). Only infantry and cavalry charge. Defending infantry roll class
// dice at 4", 3", 2", 1" until the first result other than free, on the
// normal column or in smoke if the defender is (as it would fire); an FF
// result puts it in firefight status; it then fires on the charger at that
// distance. A battery fires at its short band without rolling; cavalry
// neither rolls nor fires ("INFANTRY 4\" ARTILLERY SHT"). The fire is
// planned by FirePlanner as any fire. The umpire records how the charge
// ends (settle()). The charge action applies exactly this plan; the dialog
// previews with it.
class ChargePlanner
{
public:
    // Refused when the charger is neither infantry nor cavalry, or (the old
    // form, no charger) the defender is not infantry, or the class dice do
    // not read. Rolls past the end of the procedure are ignored.
    static ChargePlan plan(const ChargeOrder &order, const ChargeUnits &units,
                           const Rulings &rulings);
    // The old form: the defender's discipline only.
    static ChargePlan plan(const ChargeOrder &order, const UnitRecord &defender,
                           const Rulings &rulings);

    // What the rules make of the charge's end: a firefight puts every unit
    // (charger, defender, the others caught) in firefight status ("The
    // firefight result on the charge table is for both, or all, units");
    // the unit that falls back (the repulsed charger, the retiring defender)
    // has moved this segment; home records the contact and changes nothing.
    static QList<UnitChange> settle(ChargeOutcome outcome, const std::optional<UnitRecord> &charger,
                                    const UnitRecord &defender, const QList<UnitRecord> &also);

private:
    static void rollDiscipline(const ChargeOrder &order, const UnitRecord &defender,
                               const Rulings &rulings, ChargePlan &plan);
    static void planFire(const ChargeUnits &units, double range, const Rulings &rulings,
                         ChargePlan &plan);
};

} // namespace Adc
