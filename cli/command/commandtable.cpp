#include "cli/command/commandtable.h"

#include "cli/rules/rulescommand.h"
#include "core/orders/ordercodec.h"

#include <QCoreApplication>

namespace Adc {

namespace {

const QString kDb = QStringLiteral("--db");
const QString kIn = QStringLiteral("--in");
const QString kStation = QStringLiteral("--station");

QList<CommandOption> optionList()
{
    return {
        { kDb, CommandTable::tr("FILE"),
          CommandTable::tr("the battle file, or postgresql://[user@]host[:port]/database") },
        { kStation, CommandTable::tr("NAME"),
          CommandTable::tr("the station named in the log (by default ADC_STATION, "
                           "else the host name)") },
        { QStringLiteral("--from"), CommandTable::tr("FILE|URL"),
          CommandTable::tr("the battle to copy") },
        { QStringLiteral("--to"), CommandTable::tr("FILE|URL"),
          CommandTable::tr("where the copy goes: a new file or an empty database") },
        { kIn, CommandTable::tr("FILE"),
          CommandTable::tr("read the request from FILE instead of standard input") },
        { QStringLiteral("--name"), CommandTable::tr("NAME"),
          CommandTable::tr("the battle's name (by default the file's or the sample's)") },
        { QStringLiteral("--format"), QStringLiteral("json|csv"),
          CommandTable::tr("the format (by default from --out's suffix, else json)") },
        { QStringLiteral("--out"), CommandTable::tr("FILE"),
          CommandTable::tr("write to FILE instead of standard output (- is standard "
                           "output)") },
        { QStringLiteral("--pdf"), CommandTable::tr("OUT.pdf"),
          CommandTable::tr("the PDF to write") },
        { QStringLiteral("--csv"), CommandTable::tr("OUT.csv"),
          CommandTable::tr("the roll log as CSV (- for standard output)") },
        { QStringLiteral("--side"), CommandTable::tr("SIDE"),
          CommandTable::tr("only this side's units") },
        { QStringLiteral("--paper"), QStringLiteral("a4|letter"),
          CommandTable::tr("the paper, a4 by default") },
        { QStringLiteral("--brigade"), CommandTable::tr("BRIGADE"),
          CommandTable::tr("only this brigade's units") },
        { QStringLiteral("--orientation"), QStringLiteral("landscape|portrait"),
          CommandTable::tr("the pages' orientation, landscape by default") },
        { QStringLiteral("--bind"), CommandTable::tr("ADDR"),
          CommandTable::tr("the address to listen on (by default every local interface)") },
        { QStringLiteral("--port"), CommandTable::tr("N"),
          CommandTable::tr("the port to listen on (by default 8315, else any free one)") },
        { QStringLiteral("--request-timeout"), CommandTable::tr("S"),
          CommandTable::tr("seconds a client has to send a whole request (by "
                           "default 10)") },
        { QStringLiteral("--per-address"), CommandTable::tr("N"),
          CommandTable::tr("connections one client address may hold open (by "
                           "default 32)") },
        { QStringLiteral("--token-delay"), CommandTable::tr("S"),
          CommandTable::tr("seconds the answer to a wrong token waits once one "
                           "address has tried 5, doubled with each more up to 16 "
                           "times (by default 0.5; 0, never)") },
        { QStringLiteral("--proposal-rate"), CommandTable::tr("N"),
          CommandTable::tr("proposals one side's page may send a second from one "
                           "client address, 1 to 100 (by default 2)") },
        { QStringLiteral("--tracks"), QStringLiteral("current|blank"),
          CommandTable::tr(
              "boxes struck to the units as they stand, or blank to strike at the table") },
    };
}

CommandSpec command(const QString &name, const QString &summary, const QStringList &options = {},
                    const QStringList &required = {})
{
    CommandSpec spec;
    spec.name = name;
    spec.summary = summary;
    spec.options = options;
    spec.required = required;
    return spec;
}

CommandSpec battleCommand(const QString &name, const QString &summary, const QStringList &more = {})
{
    return command(name, summary, QStringList { kDb, kStation } + more, { kDb });
}

CommandSpec printCommand(const QString &name, const QString &summary, const QStringList &options,
                         const QStringList &required)
{
    CommandSpec spec = command(name, summary, options, required);
    spec.program = CommandSpec::Program::AdcPrint;
    spec.emptyValueIsMissing = true;
    return spec;
}

CommandSpec copyCommand()
{
    const QStringList both { QStringLiteral("--from"), QStringLiteral("--to") };
    return command(QStringLiteral("copy"),
                   CommandTable::tr("a whole battle, log and undo included, between "
                                    "files and servers; never overwrites"),
                   both, both);
}

QString actionSummary(const QString &name)
{
    if (name == QLatin1String("undo"))
        return CommandTable::tr("take back the latest entry of the log not yet undone");
    if (name == QLatin1String("redo"))
        return CommandTable::tr("do again what undo took back");
    if (name == QLatin1String("accept"))
        return CommandTable::tr("apply a side's waiting proposal: {\"proposal\": ID}");
    if (name == QLatin1String("decline"))
        return CommandTable::tr(
            "decline a side's waiting proposal: {\"proposal\": ID, \"reason\"}");
    return CommandTable::tr("the %1 action, its JSON object on stdin").arg(name);
}

QList<CommandSpec> actionCommands()
{
    QStringList names = OrderCodec::kinds();
    names.removeDuplicates();
    QList<CommandSpec> list;
    // Every action reads its object, undo and redo included.
    for (const QString &name : std::as_const(names))
        list << battleCommand(name, actionSummary(name), QStringList { kIn });
    return list;
}

// adc serve, run by adc-serve.
CommandSpec serveCommand()
{
    CommandSpec serve
        = battleCommand(QStringLiteral("serve"),
                        CommandTable::tr("serve the players' view (a page per side, one for the "
                                         "table) until stopped"),
                        { QStringLiteral("--bind"), QStringLiteral("--port"),
                          QStringLiteral("--request-timeout"), QStringLiteral("--per-address"),
                          QStringLiteral("--token-delay"), QStringLiteral("--proposal-rate") });
    serve.program = CommandSpec::Program::AdcServe;
    return serve;
}

} // namespace

QList<CommandSpec> CommandTable::commands()
{
    CommandSpec rules = command(QStringLiteral("rules"),
                                CommandTable::tr("a stateless rules request, JSON in and out: ")
                                    + RulesCommand::names().join(QLatin1Char('|')),
                                { kIn });
    rules.arguments = CommandTable::tr("NAME");
    rules.maxPositional = 1;
    CommandSpec rulings = command(QStringLiteral("rulings"),
                                  CommandTable::tr("the rulings and their house defaults"));
    CommandSpec unit
        = battleCommand(QStringLiteral("unit"),
                        CommandTable::tr("add one unit object; answers {\"id\": N}"), { kIn });
    unit.arguments = QStringLiteral("add");
    unit.maxPositional = 1;
    CommandSpec import = battleCommand(
        QStringLiteral("import"),
        CommandTable::tr("add a whole order of battle; any bad row imports nothing"));
    import.arguments = CommandTable::tr("OOB.json|OOB.csv");
    import.maxPositional = 1;
    QList<CommandSpec> list {
        rules,
        rulings,
        battleCommand(QStringLiteral("init"),
                      CommandTable::tr("create a new battle (never overwrites)"),
                      { QStringLiteral("--name") }),
        battleCommand(QStringLiteral("sample"),
                      CommandTable::tr("create the sample battle, Quatre Bras 1815"),
                      { QStringLiteral("--name") }),
        battleCommand(QStringLiteral("units"), CommandTable::tr("every unit, as a JSON array")),
        unit,
        import,
        battleCommand(QStringLiteral("export"),
                      CommandTable::tr("the order of battle, as import reads it"),
                      { QStringLiteral("--format"), QStringLiteral("--out") }),
        battleCommand(QStringLiteral("apply"),
                      CommandTable::tr("one JSON action a line, one answer a line once committed"),
                      { kIn }),
        battleCommand(QStringLiteral("log"), CommandTable::tr("the log, as a JSON array")),
        battleCommand(QStringLiteral("proposals"),
                      CommandTable::tr("the sides' proposals, as a JSON array")),
        battleCommand(QStringLiteral("check"),
                      CommandTable::tr("the full check of the file and its log; exit "
                                       "1 when something is wrong")),
        copyCommand(),
    };
    list += actionCommands();
    const QString paper = QStringLiteral("--paper");
    list << printCommand(
        QStringLiteral("print"), CommandTable::tr("roster sheets, per side, brigade by brigade"),
        { kDb, QStringLiteral("--pdf"), QStringLiteral("--side"), QStringLiteral("--brigade"),
          paper, QStringLiteral("--orientation"), QStringLiteral("--tracks") },
        { kDb, QStringLiteral("--pdf") })
         << printCommand(QStringLiteral("card"),
                         CommandTable::tr("the reference card (with --db, that battle's rulings)"),
                         { kDb, QStringLiteral("--pdf"), paper }, { QStringLiteral("--pdf") })
         << printCommand(QStringLiteral("report"),
                         CommandTable::tr("the after-action report (PDF) and the roll log (CSV)"),
                         { kDb, QStringLiteral("--pdf"), QStringLiteral("--csv"), paper }, { kDb });
    list << serveCommand();
    return list;
}

std::optional<CommandSpec> CommandTable::find(const QString &name)
{
    for (const CommandSpec &spec : commands()) {
        if (spec.name == name)
            return spec;
    }
    return std::nullopt;
}

CommandOption CommandTable::option(const QString &name)
{
    for (const CommandOption &option : optionList()) {
        if (option.name == name)
            return option;
    }
    return { name, CommandTable::tr("VALUE"), QString() };
}

QString CommandTable::synopsis(const CommandSpec &spec)
{
    QStringList words { QStringLiteral("adc"), spec.name };
    if (!spec.arguments.isEmpty())
        words << spec.arguments;
    for (const QString &name : spec.options) {
        const QString word = name + QLatin1Char(' ') + option(name).valueName;
        words << (spec.required.contains(name) ? word : QLatin1Char('[') + word + QLatin1Char(']'));
    }
    return words.join(QLatin1Char(' '));
}

QString CommandTable::usage()
{
    QString text = CommandTable::tr("usage: adc COMMAND [options]; adc COMMAND --help shows "
                                    "the command's options\n\n");
    for (const CommandSpec &spec : commands()) {
        const QString line = QStringLiteral("  ") + synopsis(spec);
        text += line.leftJustified(44) + QStringLiteral("  ") + spec.summary + QLatin1Char('\n');
    }
    return text
        + CommandTable::tr(
               "\nA battle is one file (--db FILE) or a PostgreSQL database (--db "
               "postgresql://[user@]host[:port]/database); printing writes PDF and CSV, on "
               "a4 or letter paper.\n"
               "Exit codes: 0 understood, 1 failed (file or disk), 2 malformed "
               "request.\n");
}

QString CommandTable::help(const CommandSpec &spec)
{
    QString text = CommandTable::tr("usage: ") + synopsis(spec) + QStringLiteral("\n\n")
        + spec.summary + QStringLiteral("\n\nOptions:\n");
    for (const QString &name : spec.options) {
        const CommandOption described = option(name);
        text += (QStringLiteral("  ") + name + QLatin1Char(' ') + described.valueName)
                    .leftJustified(24)
            + QStringLiteral("  ") + described.description + QLatin1Char('\n');
    }
    return text + CommandTable::tr("  -h, --help").leftJustified(24)
        + CommandTable::tr("  this help\n");
}

} // namespace Adc
