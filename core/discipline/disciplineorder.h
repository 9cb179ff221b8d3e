#pragma once

#include "discipline/disciplinetrigger.h"

#include <optional>

namespace Adc {

// A fire discipline roll as the umpire orders it (docs/contract.md, discipline): the
// unit, the class-dice total when thrown at the table, and what calls for it.
struct DisciplineOrder
{
    qint64 unit = 0;
    std::optional<int> roll;
    std::optional<DisciplineTrigger> trigger;
};

} // namespace Adc
