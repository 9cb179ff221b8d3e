#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"

namespace Adc {

// `adc init` and `adc sample`: a new battle file, empty or set up with the
// sample's order of battle. Never over an existing file, and one that could
// not be set up leaves nothing behind.
class NewBattleCommands
{
public:
    static int init(const CommandArguments &arguments, const CommandStreams &streams);
    static int sample(const CommandArguments &arguments, const CommandStreams &streams);
};

} // namespace Adc
