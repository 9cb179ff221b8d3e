#pragma once

#include "cli/rules/rulesanswer.h"
#include "core/common/rulings.h"

namespace Adc {

class RequestReader;

// `adc rules casualties`, `recovery` and `morale`: casualty steps, the
// recovery of the end of the turn and the morale they leave (seed 002, Casualties).
// Each reads every field it knows through the reader; RulesCommand calls
// finish() afterwards, so an unknown field is exit 2.
class CasualtyQueries
{
public:
    static RulesAnswer casualties(RequestReader &request, const Rulings &rulings);
    static RulesAnswer recovery(RequestReader &request, const Rulings &rulings);
    static RulesAnswer morale(RequestReader &request, const Rulings &rulings);
};

} // namespace Adc
