#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"

#include <QStringList>

namespace Adc {

// Runs one command line of adc or adc-print: the program's help and version,
// the command's --help, the check of the rule tables, then the command's
// arguments through the one parser and its handler.
class CommandDispatch
{
public:
    using Handler = int (*)(const CommandArguments &arguments, const CommandStreams &streams);
    // The handler of a command of this program, or null.
    using Lookup = Handler (*)(const QString &command);

    static int run(const QStringList &arguments, CommandSpec::Program program, Lookup lookup,
                   const CommandStreams &streams);
};

} // namespace Adc
