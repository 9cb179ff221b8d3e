#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"
#include "db/actions/actionoutcome.h"

namespace Adc {

// `adc fire --db FILE`, `adc undo` and every other action of the catalogue,
// one a command: the object on stdin (or --in FILE). Undo and redo read
// nothing. report() is shared with the commands that apply one action.
class ActionCommand
{
public:
    static int action(const CommandArguments &arguments, const CommandStreams &streams);

    // Prints what an action did: the answer on stdout (done or refused,
    // exit 0) or one line on stderr (malformed 2, failed 1).
    static int report(const ActionOutcome &outcome, const CommandStreams &streams);
};

} // namespace Adc
