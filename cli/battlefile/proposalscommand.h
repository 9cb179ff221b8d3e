#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"

namespace Adc {

// `adc proposals --db FILE`: every side's proposals, oldest first, as a
// JSON array (docs/contract.md, proposals); the umpire accepts or declines
// them by their "id" (actions accept and decline).
class ProposalsCommand
{
public:
    static int list(const CommandArguments &arguments, const CommandStreams &streams);
};

} // namespace Adc
