#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"

namespace Adc {

// `adc import` and `adc export`: whole orders of battle, JSON or CSV. An
// import is all or nothing, so a bad row leaves the battle as it was.
class OobCommands
{
public:
    static int importOob(const CommandArguments &arguments, const CommandStreams &streams);
    static int exportOob(const CommandArguments &arguments, const CommandStreams &streams);
};

} // namespace Adc
