#pragma once

#include "cli/rules/rulesanswer.h"
#include "core/common/rulings.h"

namespace Adc {

class RequestReader;

// `adc rules discipline` and `adc rules charge`: a fire discipline roll, and a
// charge's discipline rolls inch by inch (seed 002, Fire Discipline).
// Each reads every field it knows through the reader; RulesCommand calls
// finish() afterwards, so an unknown field is exit 2.
class DisciplineQueries
{
public:
    static RulesAnswer discipline(RequestReader &request, const Rulings &rulings);
    static RulesAnswer charge(RequestReader &request, const Rulings &rulings);
};

} // namespace Adc
