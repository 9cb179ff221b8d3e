#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"

namespace Adc {

// `adc units` and `adc unit add`: a battle's units one at a time, listed or
// added; the unit is read before the battle changes, so a bad field is named
// as the request spells it.
class UnitCommands
{
public:
    static int units(const CommandArguments &arguments, const CommandStreams &streams);
    static int unitAdd(const CommandArguments &arguments, const CommandStreams &streams);
};

} // namespace Adc
