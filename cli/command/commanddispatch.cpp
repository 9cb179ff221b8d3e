#include "cli/command/commanddispatch.h"

#include "core/common/quote.h"

#include "cli/command/commandtable.h"
#include "core/common/rulebook.h"

#include <QCoreApplication>

namespace Adc {

namespace {

bool asksForHelp(const QString &argument)
{
    return argument == QLatin1String("--help") || argument == QLatin1String("-h")
        || argument == QLatin1String("help");
}

// The tables are checked once at start: a broken one is named, never read as zero.
bool rulesTablesHold(const CommandStreams &streams)
{
    const QList<Failure> broken = RuleBook::check();
    for (const Failure &error : broken)
        streams.message(QCoreApplication::translate("Adc::CommandDispatch", "adc: rules table %1\n")
                            .arg(error.reason));
    return broken.isEmpty();
}

} // namespace

int CommandDispatch::run(const QStringList &arguments, CommandSpec::Program program, Lookup lookup,
                         const CommandStreams &streams)
{
    if (arguments.isEmpty()) {
        streams.message(CommandTable::usage());
        return 2;
    }
    const QString command = arguments.first();
    if (asksForHelp(command)) {
        streams.print(CommandTable::usage());
        return streams.finish(0);
    }
    if (command == QLatin1String("--version")) {
        streams.print(QCoreApplication::translate("Adc::CommandDispatch", "adc %1\n")
                          .arg(QString::fromLatin1(ADC_VERSION)));
        return streams.finish(0);
    }
    const std::optional<CommandSpec> spec = CommandTable::find(command);
    const Handler handler = spec && spec->program == program ? lookup(command) : nullptr;
    if (!handler)
        return streams.fail(
            2,
            QCoreApplication::translate("Adc::CommandDispatch",
                                        "%1: unknown command (adc --help lists them)")
                .arg(Quote::shortened(command)));
    const Result<CommandArguments> parsed = CommandArguments::parse(*spec, arguments.mid(1));
    if (parsed && parsed->helpAsked()) {
        streams.print(CommandTable::help(*spec));
        return streams.finish(0);
    }
    if (!rulesTablesHold(streams))
        return 1;
    if (!parsed)
        return streams.fail(parsed.failure());
    return streams.finish(handler(*parsed, streams));
}

} // namespace Adc
