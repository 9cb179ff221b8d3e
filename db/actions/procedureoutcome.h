#pragma once

#include "core/dice/diceroll.h"
#include "core/discipline/chargeplan.h"
#include "core/discipline/disciplineplan.h"
#include "core/fire/fireoutcome.h"
#include "core/turn/endturnplan.h"
#include "core/turn/segmentsweepplan.h"

#include <optional>

namespace Adc {

// What a procedure's action did, typed, for the dialog that shows it: the
// plan the action wrote (or for a fire, the outcome its dice decided). At
// most one is set; none for actions that are not procedures.
struct ProcedureOutcome
{
    std::optional<FireOutcome> fire;
    std::optional<DisciplinePlan> discipline;
    std::optional<ChargePlan> charge;
    std::optional<SegmentSweepPlan> segment;
    std::optional<EndTurnPlan> turn;
    // A charge's: the defender's fire as its dice decided it (with `charge`).
    std::optional<FireOutcome> chargeFire;
    // A charge-outcome's: how the charge ended.
    std::optional<ChargeOutcome> chargeEnding;
    // A free roll's dice as they fell.
    std::optional<DiceRoll> roll;
};

} // namespace Adc
