#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"

namespace Adc {

// `adc copy --from SRC --to DST`: a whole battle, log and undo included,
// moved between files and servers; the source is only read, and the target
// must hold nothing.
class CopyCommand
{
public:
    static int copy(const CommandArguments &arguments, const CommandStreams &streams);
};

} // namespace Adc
