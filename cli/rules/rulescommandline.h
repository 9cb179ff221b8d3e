#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"

namespace Adc {

// `adc rules NAME [--in FILE]` and `adc rulings`: the stateless commands.
class RulesCommandLine
{
public:
    static int rules(const CommandArguments &arguments, const CommandStreams &streams);
    static int rulings(const CommandArguments &arguments, const CommandStreams &streams);
};

} // namespace Adc
