#include "cli/command/commandarguments.h"

#include "core/common/quote.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Adc {

namespace {

QString takes(const CommandSpec &spec)
{
    return spec.options.isEmpty() ? QStringLiteral("none") : spec.options.join(QLatin1String(", "));
}

// The option as it was written ("--colour" of "--colour=red"): the parser
// knows only its name.
QString spelling(const QString &name, const QStringList &arguments)
{
    for (const QString &argument : arguments) {
        const QString written = argument.section(QLatin1Char('='), 0, 0);
        if (written.startsWith(QLatin1Char('-'))
            && written.mid(written.startsWith(QLatin1String("--")) ? 2 : 1) == name)
            return written;
    }
    return QStringLiteral("--") + name;
}

// Why QCommandLineParser refused the arguments, in the contract's words.
QString parseError(const QCommandLineParser &parser, const CommandSpec &spec,
                   const QStringList &arguments)
{
    const QStringList unknown = parser.unknownOptionNames();
    if (!unknown.isEmpty())
        return QCoreApplication::translate("Adc::CommandArguments",
                                           "%1: unknown option (this command takes %2)")
            .arg(Quote::shortened(spelling(unknown.first(), arguments)), takes(spec));
    // The parser's other refusal: the last argument is an option without its value.
    const QString last = arguments.isEmpty() ? QString() : arguments.last();
    return QCoreApplication::translate("Adc::CommandArguments", "%1: a value is needed")
        .arg(Quote::shortened(last));
}

} // namespace

Result<CommandArguments> CommandArguments::parse(const CommandSpec &spec,
                                                 const QStringList &arguments)
{
    QCommandLineParser parser;
    // "-x" is an option like "--x", never a bundle of one-letter options.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help(QStringList { QStringLiteral("h"), QStringLiteral("help") });
    parser.addOption(help);
    for (const QString &option : spec.options)
        parser.addOption(
            QCommandLineOption(option.mid(2), QString(),
                               QCoreApplication::translate("Adc::CommandArguments", "VALUE")));
    const bool parsed = parser.parse(QStringList { spec.name } + arguments);

    CommandArguments result;
    result.m_command = spec.name;
    result.m_help = parser.isSet(help);
    if (result.m_help)
        return result;
    if (!parsed)
        return Failure::malformed(parseError(parser, spec, arguments));
    for (const QString &option : spec.options) {
        const QStringList values = parser.values(option.mid(2));
        if (values.size() > 1)
            return Failure::malformed(
                QCoreApplication::translate("Adc::CommandArguments", "%1: given twice")
                    .arg(option));
        if (values.isEmpty())
            continue;
        if (spec.emptyValueIsMissing && values.first().isEmpty())
            return Failure::malformed(
                QCoreApplication::translate("Adc::CommandArguments", "%1: a value is needed")
                    .arg(option));
        result.m_options.insert(option, values.first());
    }
    result.m_positional = parser.positionalArguments();
    if (result.m_positional.size() > spec.maxPositional)
        return Failure::malformed(
            QCoreApplication::translate("Adc::CommandArguments", "%1: unknown argument")
                .arg(Quote::shortened(result.m_positional.at(spec.maxPositional))));
    return result;
}

} // namespace Adc
