#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"

namespace Adc {

// `adc check --db FILE`: whether a battle file is sound, opened as every
// command opens it, so a file that does not open is a problem reported, not
// a failure.
class CheckCommand
{
public:
    static int check(const CommandArguments &arguments, const CommandStreams &streams);
};

} // namespace Adc
