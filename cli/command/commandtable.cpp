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
        { kDb, QCoreApplication::translate("Adc::CommandTable", "FILE"),
          QCoreApplication::translate(
              "Adc::CommandTable",
              "the battle file, or postgresql://[user@]host[:port]/database") },
        { kStation, QCoreApplication::translate("Adc::CommandTable", "NAME"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "the station named in the log (by default ADC_STATION, "
                                      "else the host name)") },
        { QStringLiteral("--from"), QCoreApplication::translate("Adc::CommandTable", "FILE|URL"),
          QCoreApplication::translate("Adc::CommandTable", "the battle to copy") },
        { QStringLiteral("--to"), QCoreApplication::translate("Adc::CommandTable", "FILE|URL"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "where the copy goes: a new file or an empty database") },
        { kIn, QCoreApplication::translate("Adc::CommandTable", "FILE"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "read the request from FILE instead of standard input") },
        { QStringLiteral("--name"), QCoreApplication::translate("Adc::CommandTable", "NAME"),
          QCoreApplication::translate(
              "Adc::CommandTable", "the battle's name (by default the file's or the sample's)") },
        { QStringLiteral("--format"), QStringLiteral("json|csv"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "the format (by default from --out's suffix, else json)") },
        { QStringLiteral("--out"), QCoreApplication::translate("Adc::CommandTable", "FILE"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "write to FILE instead of standard output (- is standard "
                                      "output)") },
        { QStringLiteral("--pdf"), QCoreApplication::translate("Adc::CommandTable", "OUT.pdf"),
          QCoreApplication::translate("Adc::CommandTable", "the PDF to write") },
        { QStringLiteral("--csv"), QCoreApplication::translate("Adc::CommandTable", "OUT.csv"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "the roll log as CSV (- for standard output)") },
        { QStringLiteral("--side"), QCoreApplication::translate("Adc::CommandTable", "SIDE"),
          QCoreApplication::translate("Adc::CommandTable", "only this side's units") },
        { QStringLiteral("--paper"), QStringLiteral("a4|letter"),
          QCoreApplication::translate("Adc::CommandTable", "the paper, a4 by default") },
        { QStringLiteral("--brigade"), QCoreApplication::translate("Adc::CommandTable", "BRIGADE"),
          QCoreApplication::translate("Adc::CommandTable", "only this brigade's units") },
        { QStringLiteral("--orientation"), QStringLiteral("landscape|portrait"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "the pages' orientation, landscape by default") },
        { QStringLiteral("--bind"), QCoreApplication::translate("Adc::CommandTable", "ADDR"),
          QCoreApplication::translate(
              "Adc::CommandTable", "the address to listen on (by default every local interface)") },
        { QStringLiteral("--port"), QCoreApplication::translate("Adc::CommandTable", "N"),
          QCoreApplication::translate(
              "Adc::CommandTable", "the port to listen on (by default 8315, else any free one)") },
        { QStringLiteral("--request-timeout"),
          QCoreApplication::translate("Adc::CommandTable", "S"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "seconds a client has to send a whole request (by "
                                      "default 10)") },
        { QStringLiteral("--per-address"), QCoreApplication::translate("Adc::CommandTable", "N"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "connections one client address may hold open (by "
                                      "default 32)") },
        { QStringLiteral("--token-delay"), QCoreApplication::translate("Adc::CommandTable", "S"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "seconds the answer to a wrong token waits once one "
                                      "address has tried 5, doubled with each more up to 16 "
                                      "times (by default 0.5; 0, never)") },
        { QStringLiteral("--proposal-rate"), QCoreApplication::translate("Adc::CommandTable", "N"),
          QCoreApplication::translate("Adc::CommandTable",
                                      "proposals one side's page may send a second from one "
                                      "client address, 1 to 100 (by default 2)") },
        { QStringLiteral("--tracks"), QStringLiteral("current|blank"),
          QCoreApplication::translate(
              "Adc::CommandTable",
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
                   QCoreApplication::translate("Adc::CommandTable",
                                               "a whole battle, log and undo included, between "
                                               "files and servers; never overwrites"),
                   both, both);
}

QString actionSummary(const QString &name)
{
    if (name == QLatin1String("undo"))
        return QCoreApplication::translate("Adc::CommandTable",
                                           "take back the latest entry of the log not yet undone");
    if (name == QLatin1String("redo"))
        return QCoreApplication::translate("Adc::CommandTable", "do again what undo took back");
    if (name == QLatin1String("accept"))
        return QCoreApplication::translate("Adc::CommandTable",
                                           "apply a side's waiting proposal: {\"proposal\": ID}");
    if (name == QLatin1String("decline"))
        return QCoreApplication::translate(
            "Adc::CommandTable",
            "decline a side's waiting proposal: {\"proposal\": ID, \"reason\"}");
    return QCoreApplication::translate("Adc::CommandTable",
                                       "the %1 action, its JSON object on stdin")
        .arg(name);
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
    CommandSpec serve = battleCommand(
        QStringLiteral("serve"),
        QCoreApplication::translate("Adc::CommandTable",
                                    "serve the players' view (a page per side, one for the "
                                    "table) until stopped"),
        { QStringLiteral("--bind"), QStringLiteral("--port"), QStringLiteral("--request-timeout"),
          QStringLiteral("--per-address"), QStringLiteral("--token-delay"),
          QStringLiteral("--proposal-rate") });
    serve.program = CommandSpec::Program::AdcServe;
    return serve;
}

} // namespace

QList<CommandSpec> CommandTable::commands()
{
    CommandSpec rules
        = command(QStringLiteral("rules"),
                  QCoreApplication::translate("Adc::CommandTable",
                                              "a stateless rules request, JSON in and out: ")
                      + RulesCommand::names().join(QLatin1Char('|')),
                  { kIn });
    rules.arguments = QCoreApplication::translate("Adc::CommandTable", "NAME");
    rules.maxPositional = 1;
    CommandSpec rulings = command(
        QStringLiteral("rulings"),
        QCoreApplication::translate("Adc::CommandTable", "the rulings and their house defaults"));
    CommandSpec unit
        = battleCommand(QStringLiteral("unit"),
                        QCoreApplication::translate("Adc::CommandTable",
                                                    "add one unit object; answers {\"id\": N}"),
                        { kIn });
    unit.arguments = QStringLiteral("add");
    unit.maxPositional = 1;
    CommandSpec import = battleCommand(
        QStringLiteral("import"),
        QCoreApplication::translate("Adc::CommandTable",
                                    "add a whole order of battle; any bad row imports nothing"));
    import.arguments = QCoreApplication::translate("Adc::CommandTable", "OOB.json|OOB.csv");
    import.maxPositional = 1;
    QList<CommandSpec> list {
        rules,
        rulings,
        battleCommand(QStringLiteral("init"),
                      QCoreApplication::translate("Adc::CommandTable",
                                                  "create a new battle (never overwrites)"),
                      { QStringLiteral("--name") }),
        battleCommand(QStringLiteral("sample"),
                      QCoreApplication::translate("Adc::CommandTable",
                                                  "create the sample battle, Quatre Bras 1815"),
                      { QStringLiteral("--name") }),
        battleCommand(
            QStringLiteral("units"),
            QCoreApplication::translate("Adc::CommandTable", "every unit, as a JSON array")),
        unit,
        import,
        battleCommand(QStringLiteral("export"),
                      QCoreApplication::translate("Adc::CommandTable",
                                                  "the order of battle, as import reads it"),
                      { QStringLiteral("--format"), QStringLiteral("--out") }),
        battleCommand(
            QStringLiteral("apply"),
            QCoreApplication::translate("Adc::CommandTable",
                                        "one JSON action a line, one answer a line once committed"),
            { kIn }),
        battleCommand(QStringLiteral("log"),
                      QCoreApplication::translate("Adc::CommandTable", "the log, as a JSON array")),
        battleCommand(QStringLiteral("proposals"),
                      QCoreApplication::translate("Adc::CommandTable",
                                                  "the sides' proposals, as a JSON array")),
        battleCommand(QStringLiteral("check"),
                      QCoreApplication::translate("Adc::CommandTable",
                                                  "the full check of the file and its log; exit "
                                                  "1 when something is wrong")),
        copyCommand(),
    };
    list += actionCommands();
    const QString paper = QStringLiteral("--paper");
    list << printCommand(QStringLiteral("print"),
                         QCoreApplication::translate("Adc::CommandTable",
                                                     "roster sheets, per side, brigade by brigade"),
                         { kDb, QStringLiteral("--pdf"), QStringLiteral("--side"),
                           QStringLiteral("--brigade"), paper, QStringLiteral("--orientation"),
                           QStringLiteral("--tracks") },
                         { kDb, QStringLiteral("--pdf") })
         << printCommand(
                QStringLiteral("card"),
                QCoreApplication::translate(
                    "Adc::CommandTable", "the reference card (with --db, that battle's rulings)"),
                { kDb, QStringLiteral("--pdf"), paper }, { QStringLiteral("--pdf") })
         << printCommand(
                QStringLiteral("report"),
                QCoreApplication::translate("Adc::CommandTable",
                                            "the after-action report (PDF) and the roll log (CSV)"),
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
    return { name, QCoreApplication::translate("Adc::CommandTable", "VALUE"), QString() };
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
    QString text
        = QCoreApplication::translate("Adc::CommandTable",
                                      "usage: adc COMMAND [options]; adc COMMAND --help shows "
                                      "the command's options\n\n");
    for (const CommandSpec &spec : commands()) {
        const QString line = QStringLiteral("  ") + synopsis(spec);
        text += line.leftJustified(44) + QStringLiteral("  ") + spec.summary + QLatin1Char('\n');
    }
    return text
        + QCoreApplication::translate(
               "Adc::CommandTable",
               "\nA battle is one file (--db FILE) or a PostgreSQL database (--db "
               "postgresql://[user@]host[:port]/database); printing writes PDF and CSV, on "
               "a4 or letter paper.\n"
               "Exit codes: 0 understood, 1 failed (file or disk), 2 malformed "
               "request.\n");
}

QString CommandTable::help(const CommandSpec &spec)
{
    QString text = QCoreApplication::translate("Adc::CommandTable", "usage: ") + synopsis(spec)
        + QStringLiteral("\n\n") + spec.summary + QStringLiteral("\n\nOptions:\n");
    for (const QString &name : spec.options) {
        const CommandOption described = option(name);
        text += (QStringLiteral("  ") + name + QLatin1Char(' ') + described.valueName)
                    .leftJustified(24)
            + QStringLiteral("  ") + described.description + QLatin1Char('\n');
    }
    return text + QCoreApplication::translate("Adc::CommandTable", "  -h, --help").leftJustified(24)
        + QCoreApplication::translate("Adc::CommandTable", "  this help\n");
}

} // namespace Adc
