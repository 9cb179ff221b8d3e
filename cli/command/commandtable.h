#pragma once

#include "cli/command/commandoption.h"
#include "cli/command/commandspec.h"

#include <QCoreApplication>
#include <QList>
#include <optional>

namespace Adc {

// Every command of `adc` (and of adc-print, which runs the printing ones),
// the options they take, and the help both programs print from them.
class CommandTable
{
    Q_DECLARE_TR_FUNCTIONS(Adc::CommandTable)

public:
    static QList<CommandSpec> commands();
    static std::optional<CommandSpec> find(const QString &name);
    static CommandOption option(const QString &name);

    // `adc --help`: every command, one line each.
    static QString usage();
    // `adc COMMAND --help`: the command's synopsis and options.
    static QString help(const CommandSpec &spec);
    // "adc print --db FILE --pdf OUT.pdf [--side SIDE] [--paper a4|letter]"
    static QString synopsis(const CommandSpec &spec);
};

} // namespace Adc
