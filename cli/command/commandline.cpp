#include "command/commandline.h"

#include "battle/battlecommands.h"
#include "command/commanddispatch.h"
#include "orders/ordercodec.h"
#include "rules/rulescommandline.h"

namespace Adc {

namespace {

CommandDispatch::Handler handlerOf(const QString &command)
{
    static const QHash<QString, CommandDispatch::Handler> handlers {
        { QStringLiteral("rules"), &RulesCommandLine::rules },
        { QStringLiteral("rulings"), &RulesCommandLine::rulings },
        { QStringLiteral("init"), &BattleCommands::init },
        { QStringLiteral("sample"), &BattleCommands::sample },
        { QStringLiteral("units"), &BattleCommands::units },
        { QStringLiteral("unit"), &BattleCommands::unitAdd },
        { QStringLiteral("import"), &BattleCommands::importOob },
        { QStringLiteral("export"), &BattleCommands::exportOob },
        { QStringLiteral("apply"), &BattleCommands::apply },
        { QStringLiteral("log"), &BattleCommands::log },
        { QStringLiteral("check"), &BattleCommands::check },
        { QStringLiteral("copy"), &BattleCommands::copy },
    };
    if (const auto found = handlers.constFind(command); found != handlers.cend())
        return found.value();
    return OrderCodec::kinds().contains(command) ? &BattleCommands::action : nullptr;
}

} // namespace

int CommandLine::run(const QStringList &arguments, std::FILE *in, std::FILE *out, std::FILE *err)
{
    return CommandDispatch::run(arguments, CommandSpec::Program::Adc, &handlerOf,
                                CommandStreams(in, out, err));
}

} // namespace Adc
