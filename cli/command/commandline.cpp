#include "cli/command/commandline.h"

#include "cli/battlefile/actioncommand.h"
#include "cli/battlefile/applycommand.h"
#include "cli/battlefile/checkcommand.h"
#include "cli/battlefile/copycommand.h"
#include "cli/battlefile/newbattlecommands.h"
#include "cli/battlefile/oobcommands.h"
#include "cli/battlefile/proposalscommand.h"
#include "cli/battlefile/unitcommands.h"
#include "cli/command/commanddispatch.h"
#include "cli/rules/rulescommandline.h"
#include "core/orders/ordercodec.h"

namespace Adc {

namespace {

CommandDispatch::Handler handlerOf(const QString &command)
{
    static const QHash<QString, CommandDispatch::Handler> handlers {
        { QStringLiteral("rules"), &RulesCommandLine::rules },
        { QStringLiteral("rulings"), &RulesCommandLine::rulings },
        { QStringLiteral("init"), &NewBattleCommands::init },
        { QStringLiteral("sample"), &NewBattleCommands::sample },
        { QStringLiteral("units"), &UnitCommands::units },
        { QStringLiteral("unit"), &UnitCommands::unitAdd },
        { QStringLiteral("import"), &OobCommands::importOob },
        { QStringLiteral("export"), &OobCommands::exportOob },
        { QStringLiteral("apply"), &ApplyCommand::apply },
        { QStringLiteral("log"), &ApplyCommand::log },
        { QStringLiteral("proposals"), &ProposalsCommand::list },
        { QStringLiteral("check"), &CheckCommand::check },
        { QStringLiteral("copy"), &CopyCommand::copy },
    };
    if (const auto found = handlers.constFind(command); found != handlers.cend())
        return found.value();
    return OrderCodec::kinds().contains(command) ? &ActionCommand::action : nullptr;
}

} // namespace

int CommandLine::run(const QStringList &arguments, std::FILE *in, std::FILE *out, std::FILE *err)
{
    return CommandDispatch::run(arguments, CommandSpec::Program::Adc, &handlerOf,
                                CommandStreams(in, out, err));
}

} // namespace Adc
