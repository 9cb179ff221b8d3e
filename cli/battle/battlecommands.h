#pragma once

#include "command/commandarguments.h"
#include "command/commandstreams.h"

namespace Adc {

struct ActionOutcome;

// The `adc` commands that work on a battle file (--db FILE), each in the
// file of its subject: newbattlecommands.cpp, unitcommands.cpp,
// oobcommands.cpp, applycommand.cpp, actioncommand.cpp.
class BattleCommands
{
public:
    static int init(const CommandArguments &arguments, const CommandStreams &streams);
    static int sample(const CommandArguments &arguments, const CommandStreams &streams);
    static int units(const CommandArguments &arguments, const CommandStreams &streams);
    static int unitAdd(const CommandArguments &arguments, const CommandStreams &streams);
    static int importOob(const CommandArguments &arguments, const CommandStreams &streams);
    static int exportOob(const CommandArguments &arguments, const CommandStreams &streams);
    static int apply(const CommandArguments &arguments, const CommandStreams &streams);
    static int log(const CommandArguments &arguments, const CommandStreams &streams);
    // In checkcommand.cpp.
    static int check(const CommandArguments &arguments, const CommandStreams &streams);
    // In copycommand.cpp.
    static int copy(const CommandArguments &arguments, const CommandStreams &streams);
    // `adc fire --db FILE` and every other action of the catalogue.
    static int action(const CommandArguments &arguments, const CommandStreams &streams);

    // Prints what an action did: the answer on stdout (done or refused,
    // exit 0) or one line on stderr (malformed 2, failed 1).
    static int report(const ActionOutcome &outcome, const CommandStreams &streams);
};

} // namespace Adc
