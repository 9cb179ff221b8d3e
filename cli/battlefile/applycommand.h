#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"

namespace Adc {

// `adc apply` and `adc log`: the stream of actions, one a line, each
// answered once committed, and the log they leave.
class ApplyCommand
{
public:
    static int apply(const CommandArguments &arguments, const CommandStreams &streams);
    static int log(const CommandArguments &arguments, const CommandStreams &streams);
};

} // namespace Adc
