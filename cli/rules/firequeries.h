#pragma once

#include "cli/rules/rulesanswer.h"
#include "core/common/rulings.h"

namespace Adc {

class RequestReader;
struct FireRequest;

// `adc rules fire` and `adc rules boxcars`: a fire's odds or result, and the
// boxcars penalty (seed 002, Mechanics of Firing; Ammunition).
// Each reads every field it knows through the reader; RulesCommand calls
// finish() afterwards, so an unknown field is exit 2.
class FireQueries
{
public:
    static RulesAnswer fire(RequestReader &request, const Rulings &rulings);
    static RulesAnswer boxcars(RequestReader &request, const Rulings &rulings);
    // The answer to a fire already read (a battery's defensive fire in a
    // charge too).
    static RulesAnswer request(const FireRequest &fire, const Rulings &rulings);
};

} // namespace Adc
