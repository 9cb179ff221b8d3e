#pragma once

#include "cli/rules/rulesanswer.h"
#include "core/common/rulings.h"

namespace Adc {

class RequestReader;

// `adc rules terrain`, `move`, `exposure` and `strength`: the terrain table,
// movement through it and the Age of Rifles exposure and fire strength.
// Each reads every field it knows through the reader; RulesCommand calls
// finish() afterwards, so an unknown field is exit 2.
class TerrainQueries
{
public:
    static RulesAnswer terrain(RequestReader &request, const Rulings &rulings);
    static RulesAnswer move(RequestReader &request, const Rulings &rulings);
    static RulesAnswer exposure(RequestReader &request, const Rulings &rulings);
    static RulesAnswer strength(RequestReader &request, const Rulings &rulings);
};

} // namespace Adc
