#include "cli/rules/rulescommandline.h"

#include "cli/rules/rulescommand.h"
#include "core/common/rulings.h"

#include "cli/command/boundedinput.h"

#include <QCoreApplication>

namespace Adc {

namespace {

// The request: the --in file, or all of standard input, at most 1 MiB.
BoundedInput::Text requestText(const CommandArguments &arguments, std::FILE *in)
{
    return BoundedInput::request(arguments.value(QStringLiteral("--in")), in);
}

} // namespace

int RulesCommandLine::rules(const CommandArguments &arguments, const CommandStreams &streams)
{
    if (arguments.positional().isEmpty())
        return streams.fail(
            2,
            QCoreApplication::translate("Adc::RulesCommandLine", "rules: name one of %1")
                .arg(RulesCommand::names().join(QLatin1String(", "))));
    const BoundedInput::Text request = requestText(arguments, streams.in());
    if (!request.ok())
        return streams.fail(request.failure());
    const RulesAnswer answer = RulesCommand::run(arguments.positional().first(), request.bytes);
    if (!answer)
        return streams.fail(answer.failure());
    streams.answer(*answer);
    return 0;
}

int RulesCommandLine::rulings(const CommandArguments &, const CommandStreams &streams)
{
    QString text = QCoreApplication::translate(
        "Adc::RulesCommandLine",
        "Rulings where the rules are silent, with the house defaults.\n"
        "A rules request may override them with a \"rulings\" object;\n"
        "a battle keeps its own.\n\n");
    const Rulings defaults;
    for (const RulingInfo &info : Rulings::catalogue()) {
        const QJsonValue value = defaults.value(info.key);
        QString shown = value.isString() ? value.toString()
            : value.isBool()             ? QString::fromLatin1(value.toBool() ? "true" : "false")
                                         : QString::number(value.toInt());
        text += QCoreApplication::translate("Adc::RulesCommandLine", "%1 (default %2)\n    %3\n")
                    .arg(info.key, shown, info.explanation);
    }
    streams.print(text);
    return 0;
}

} // namespace Adc
