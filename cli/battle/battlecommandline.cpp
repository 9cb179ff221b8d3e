#include "battle/battlecommandline.h"

#include "actions/actioncatalogue.h"
#include "battle/battle.h"
#include "io/oobexport.h"
#include "io/oobimport.h"
#include "storage/battlefile.h"
#include "tables/unitreader.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>

namespace Adc {

namespace {

// The commands of this file other than the actions (which are commands too).
const QStringList &ownCommands()
{
    static const QStringList names {
        QStringLiteral("init"),  QStringLiteral("sample"), QStringLiteral("units"),
        QStringLiteral("unit"),  QStringLiteral("import"), QStringLiteral("export"),
        QStringLiteral("apply"), QStringLiteral("log"),
    };
    return names;
}

const QString kSample = QStringLiteral(":/battles/quatre-bras.json");

void print(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stream);
    std::fflush(stream);
}

void printJson(std::FILE *stream, const QJsonObject &object)
{
    print(stream,
          QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact))
              + QLatin1Char('\n'));
}

void printJson(std::FILE *stream, const QJsonArray &array)
{
    print(stream,
          QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact))
              + QLatin1Char('\n'));
}

// One line on stderr and the exit code that goes with it.
int fail(std::FILE *err, int code, const QString &message)
{
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    print(err, QStringLiteral("adc: %1\n").arg(line));
    return code;
}

// The command's options (--db FILE, --name NAME, ...) and plain arguments.
struct Arguments
{
    QHash<QString, QString> options;
    QStringList positional;
    QString error; // "FIELD: what is wrong" when the arguments are wrong

    bool has(const QString &option) const { return options.contains(option); }
    QString value(const QString &option) const { return options.value(option); }
};

Arguments parse(const QStringList &arguments, const QStringList &allowed, int maxPositional)
{
    Arguments parsed;
    for (int i = 0; i < arguments.size(); ++i) {
        QString argument = arguments.at(i);
        if (argument.startsWith(QLatin1String("--"))) {
            QString value;
            bool inline_ = false;
            const qsizetype equals = argument.indexOf(QLatin1Char('='));
            if (equals > 0) {
                value = argument.mid(equals + 1);
                argument = argument.left(equals);
                inline_ = true;
            }
            if (!allowed.contains(argument)) {
                parsed.error = QStringLiteral("%1: unknown option (this command takes %2)")
                                   .arg(argument,
                                        allowed.isEmpty() ? QStringLiteral("none")
                                                          : allowed.join(QLatin1String(", ")));
                return parsed;
            }
            if (!inline_) {
                if (i + 1 >= arguments.size()) {
                    parsed.error = QStringLiteral("%1: a value is needed").arg(argument);
                    return parsed;
                }
                value = arguments.at(++i);
            }
            if (parsed.options.contains(argument)) {
                parsed.error = QStringLiteral("%1: given twice").arg(argument);
                return parsed;
            }
            parsed.options.insert(argument, value);
        } else {
            if (parsed.positional.size() >= maxPositional) {
                parsed.error = QStringLiteral("%1: unknown argument").arg(argument);
                return parsed;
            }
            parsed.positional << argument;
        }
    }
    if (parsed.value(QStringLiteral("--db")).isEmpty())
        parsed.error = QStringLiteral("--db: a battle file is needed (--db FILE)");
    return parsed;
}

std::unique_ptr<Battle> openBattle(const Arguments &arguments, std::FILE *err, int *exitCode)
{
    Result<std::unique_ptr<Battle>> battle = Battle::open(arguments.value(QStringLiteral("--db")));
    if (!battle) {
        *exitCode = fail(err, 1, battle.error());
        return nullptr;
    }
    return std::move(*battle);
}

// All of standard input, or of the --in file.
bool readRequestText(const Arguments &arguments, std::FILE *in, QByteArray *text, std::FILE *err,
                     int *exitCode)
{
    if (arguments.has(QStringLiteral("--in"))) {
        QFile file(arguments.value(QStringLiteral("--in")));
        if (!file.open(QIODevice::ReadOnly)) {
            *exitCode = fail(
                err, 1,
                QStringLiteral("%1: cannot be read (%2)").arg(file.fileName(), file.errorString()));
            return false;
        }
        *text = file.readAll();
        return true;
    }
    QFile file;
    if (!file.open(in, QIODevice::ReadOnly)) {
        *exitCode = fail(err, 1, QStringLiteral("cannot read the request from standard input"));
        return false;
    }
    *text = file.readAll();
    return true;
}

// A JSON object: "request: ..." when it is not one.
std::optional<QJsonObject> parseObject(const QByteArray &text, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = QStringLiteral("request: not valid JSON at offset %1: %2")
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    if (!document.isObject()) {
        *error = QStringLiteral("request: expected a JSON object");
        return std::nullopt;
    }
    return document.object();
}

// Prints what an action did: the answer on stdout (done or refused, exit 0)
// or one line on stderr (malformed 2, failed 1).
int report(const ActionOutcome &outcome, std::FILE *out, std::FILE *err)
{
    switch (outcome.status) {
    case ActionOutcome::Status::Done:
    case ActionOutcome::Status::Refused:
        printJson(out, outcome.answer);
        return 0;
    case ActionOutcome::Status::Malformed:
        return fail(err, 2, outcome.error);
    case ActionOutcome::Status::Failed:
        break;
    }
    return fail(err, 1, outcome.error);
}

// Where a new battle goes must be free: a battle never overwrites a file.
bool checkNewPath(const QString &path, std::FILE *err, int *exitCode)
{
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink()) {
        *exitCode = fail(err, 1,
                         QStringLiteral("%1: already exists; a new battle never "
                                        "overwrites a file")
                             .arg(path));
        return false;
    }
    return true;
}

int init(const QStringList &args, std::FILE *out, std::FILE *err)
{
    const Arguments arguments
        = parse(args, { QStringLiteral("--db"), QStringLiteral("--name") }, 0);
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    const QString path = arguments.value(QStringLiteral("--db"));
    const QString name = arguments.has(QStringLiteral("--name"))
        ? arguments.value(QStringLiteral("--name")).trimmed()
        : QFileInfo(path).completeBaseName();
    if (name.isEmpty())
        return fail(err, 2, QStringLiteral("--name: a battle needs a name"));
    int exitCode = 0;
    if (!checkNewPath(path, err, &exitCode))
        return exitCode;
    const Result<std::unique_ptr<Battle>> battle = Battle::create(path, name);
    if (!battle)
        return fail(err, 1, battle.error());
    printJson(out,
              QJsonObject { { QStringLiteral("ok"), true },
                            { QStringLiteral("db"), path },
                            { QStringLiteral("name"), (*battle)->name() },
                            { QStringLiteral("version"), Battle::schemaVersion() } });
    return 0;
}

QJsonArray unitObjects(const QList<UnitRecord> &units)
{
    QJsonArray objects;
    for (const UnitRecord &unit : units) {
        QJsonObject object = unit.toJson();
        object.remove(QStringLiteral("id"));
        objects.append(object);
    }
    return objects;
}

// Why units of an order of battle may not stand where they are put, by line.
QList<OobImport::Problem> placementProblems(const Battle &battle, const OobImport::Result &oob)
{
    QList<OobImport::Problem> problems;
    for (int i = 0; i < oob.units.size(); ++i) {
        const QString refusal = battle.placementRefusal(oob.units.at(i));
        if (!refusal.isEmpty())
            problems.append(OobImport::Problem {
                oob.lines.value(i),
                { QStringLiteral("%1: %2").arg(oob.units.at(i).name, refusal) } });
    }
    return problems;
}

// Adds every unit in one action, all or nothing. Answers like the action.
ActionOutcome addUnits(Battle &battle, const QList<UnitRecord> &units)
{
    return battle.apply(QJsonObject { { QStringLiteral("action"), QStringLiteral("add-units") },
                                      { QStringLiteral("units"), unitObjects(units) } });
}

int sample(const QStringList &args, std::FILE *out, std::FILE *err)
{
    const Arguments arguments
        = parse(args, { QStringLiteral("--db"), QStringLiteral("--name") }, 0);
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    const QString path = arguments.value(QStringLiteral("--db"));
    int exitCode = 0;
    if (!checkNewPath(path, err, &exitCode))
        return exitCode;

    QFile file(kSample);
    if (!file.open(QIODevice::ReadOnly))
        return fail(
            err, 1,
            QStringLiteral("%1: the sample battle is missing from this build").arg(kSample));
    const OobImport::Result oob = OobImport::fromJson(file.readAll(), UnitReader());
    if (!oob.ok())
        return fail(err, 1, QStringLiteral("%1: %2").arg(kSample, oob.problemText()));

    QString name = arguments.value(QStringLiteral("--name")).trimmed();
    if (name.isEmpty())
        name = oob.battle.value(QStringLiteral("name")).toString();
    Result<std::unique_ptr<Battle>> created = Battle::create(path, name);
    if (!created)
        return fail(err, 1, created.error());
    std::unique_ptr<Battle> battle = std::move(*created);
    const ActionOutcome outcome = addUnits(*battle, oob.units);
    if (!outcome.isDone()) {
        // A sample that cannot be set up leaves no battle behind.
        battle.reset();
        BattleFile::removeAll(path);
        return fail(err, 1,
                    QStringLiteral("%1: the sample battle could not be set up: %2")
                        .arg(path,
                             outcome.error.isEmpty()
                                 ? outcome.answer.value(QStringLiteral("reason")).toString()
                                 : outcome.error));
    }
    QJsonObject sides;
    for (const UnitRecord &unit : oob.units)
        sides.insert(unit.side, sides.value(unit.side).toInt() + 1);
    printJson(out,
              QJsonObject { { QStringLiteral("ok"), true },
                            { QStringLiteral("db"), path },
                            { QStringLiteral("name"), battle->name() },
                            { QStringLiteral("units"), oob.units.size() },
                            { QStringLiteral("sides"), sides } });
    return 0;
}

int units(const QStringList &args, std::FILE *out, std::FILE *err)
{
    const Arguments arguments = parse(args, { QStringLiteral("--db") }, 0);
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    int exitCode = 0;
    const std::unique_ptr<Battle> battle = openBattle(arguments, err, &exitCode);
    if (!battle)
        return exitCode;
    QJsonArray list;
    for (const UnitRecord &unit : battle->units())
        list.append(unit.toJson());
    printJson(out, list);
    return 0;
}

int unitAdd(const QStringList &args, std::FILE *in, std::FILE *out, std::FILE *err)
{
    if (args.isEmpty() || args.first() != QLatin1String("add"))
        return fail(err, 2,
                    QStringLiteral("unit: name what to do with the unit (adc unit add --db FILE)"));
    const Arguments arguments
        = parse(args.mid(1), { QStringLiteral("--db"), QStringLiteral("--in") }, 0);
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    int exitCode = 0;
    QByteArray text;
    if (!readRequestText(arguments, in, &text, err, &exitCode))
        return exitCode;
    QString error;
    const std::optional<QJsonObject> object = parseObject(text, &error);
    if (!object)
        return fail(err, 2, error);
    const std::unique_ptr<Battle> battle = openBattle(arguments, err, &exitCode);
    if (!battle)
        return exitCode;
    // Read here too, so the message names the field as the request spells it.
    QStringList problems;
    if (!UnitReader(battle->rulings()).read(*object, &problems))
        return fail(err, 2, problems.join(QLatin1String("; ")));
    return report(
        battle->apply(QJsonObject { { QStringLiteral("action"), QStringLiteral("add-unit") },
                                    { QStringLiteral("unit"), *object } }),
        out, err);
}

int importOob(const QStringList &args, std::FILE *out, std::FILE *err)
{
    const Arguments arguments = parse(args, { QStringLiteral("--db") }, 1);
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    if (arguments.positional.isEmpty())
        return fail(
            err, 2,
            QStringLiteral("import: name the order of battle to import (OOB.json or OOB.csv)"));
    const QString source = arguments.positional.first();
    int exitCode = 0;
    const std::unique_ptr<Battle> battle = openBattle(arguments, err, &exitCode);
    if (!battle)
        return exitCode;
    const Result<OobImport::Result> oob
        = OobImport::fromFile(source, UnitReader(battle->rulings(), UnitReader::IdField::Allowed));
    if (!oob)
        return fail(err, 1, oob.error());
    OobImport::Result checked = *oob;
    if (checked.ok())
        checked.problems = placementProblems(*battle, checked);
    if (!checked.ok())
        return fail(err, 2,
                    QStringLiteral("%1: nothing imported, %2 bad row(s): %3")
                        .arg(source)
                        .arg(checked.problems.size())
                        .arg(checked.problemText()));
    const ActionOutcome outcome = addUnits(*battle, checked.units);
    switch (outcome.status) {
    case ActionOutcome::Status::Done: {
        printJson(
            out,
            QJsonObject {
                { QStringLiteral("ok"), true },
                { QStringLiteral("imported"), checked.units.size() },
                { QStringLiteral("ids"), outcome.answer.value(QStringLiteral("ids")) },
                { QStringLiteral("log_id"), outcome.answer.value(QStringLiteral("log_id")) } });
        return 0;
    }
    case ActionOutcome::Status::Refused:
        return fail(err, 2,
                    QStringLiteral("%1: nothing imported: %2")
                        .arg(source, outcome.answer.value(QStringLiteral("reason")).toString()));
    case ActionOutcome::Status::Malformed:
        return fail(err, 2, QStringLiteral("%1: nothing imported: %2").arg(source, outcome.error));
    case ActionOutcome::Status::Failed:
        break;
    }
    return fail(err, 1, outcome.error);
}

int exportOob(const QStringList &args, std::FILE *out, std::FILE *err)
{
    const Arguments arguments = parse(
        args, { QStringLiteral("--db"), QStringLiteral("--format"), QStringLiteral("--out") }, 0);
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    const QString target = arguments.value(QStringLiteral("--out"));
    QString format = arguments.value(QStringLiteral("--format"));
    if (format.isEmpty())
        format = QFileInfo(target).suffix().toLower() == QLatin1String("csv")
            ? QStringLiteral("csv")
            : QStringLiteral("json");
    if (format != QLatin1String("json") && format != QLatin1String("csv"))
        return fail(err, 2, QStringLiteral("--format: \"%1\" is not one of json, csv").arg(format));
    int exitCode = 0;
    const std::unique_ptr<Battle> battle = openBattle(arguments, err, &exitCode);
    if (!battle)
        return exitCode;
    const QList<UnitRecord> list = battle->units();
    const QByteArray text = format == QLatin1String("csv")
        ? OobExport::toCsv(list)
        : OobExport::toJson(list, QJsonObject { { QStringLiteral("name"), battle->name() } });
    if (target.isEmpty()) {
        std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), out);
        std::fflush(out);
        return 0;
    }
    // Written whole or not at all.
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit())
        return fail(err, 1,
                    QStringLiteral("%1: cannot be written (%2)").arg(target, file.errorString()));
    printJson(out,
              QJsonObject { { QStringLiteral("ok"), true },
                            { QStringLiteral("out"), target },
                            { QStringLiteral("format"), format },
                            { QStringLiteral("units"), list.size() } });
    return 0;
}

// One line of a stream, without its line break; false at the end.
bool readLine(std::FILE *in, QByteArray *line)
{
    line->clear();
    char buffer[8192];
    while (std::fgets(buffer, sizeof buffer, in)) {
        line->append(buffer);
        if (line->endsWith('\n')) {
            line->chop(1);
            if (line->endsWith('\r'))
                line->chop(1);
            return true;
        }
    }
    return !line->isEmpty();
}

// `adc apply`: one action a line. A line that is not an action (malformed)
// answers {"ok": false, "error": ...} and the stream goes on; a file that
// cannot be written stops it (exit 1). Each answer is printed once its
// action is committed.
int apply(const QStringList &args, std::FILE *in, std::FILE *out, std::FILE *err)
{
    const Arguments arguments = parse(args, { QStringLiteral("--db"), QStringLiteral("--in") }, 0);
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    int exitCode = 0;
    const std::unique_ptr<Battle> battle = openBattle(arguments, err, &exitCode);
    if (!battle)
        return exitCode;
    std::FILE *stream = in;
    std::FILE *opened = nullptr;
    if (arguments.has(QStringLiteral("--in"))) {
        const QByteArray name = QFile::encodeName(arguments.value(QStringLiteral("--in")));
        opened = std::fopen(name.constData(), "rb");
        if (!opened)
            return fail(
                err, 1,
                QStringLiteral("%1: cannot be read").arg(arguments.value(QStringLiteral("--in"))));
        stream = opened;
    }
    int lineNumber = 0;
    QByteArray line;
    while (readLine(stream, &line)) {
        ++lineNumber;
        if (line.trimmed().isEmpty())
            continue;
        QString error;
        const std::optional<QJsonObject> action = parseObject(line, &error);
        if (!action) {
            printJson(out,
                      QJsonObject { { QStringLiteral("ok"), false },
                                    { QStringLiteral("line"), lineNumber },
                                    { QStringLiteral("error"), error } });
            continue;
        }
        const ActionOutcome outcome = battle->apply(*action);
        switch (outcome.status) {
        case ActionOutcome::Status::Done:
        case ActionOutcome::Status::Refused:
            printJson(out, outcome.answer);
            break;
        case ActionOutcome::Status::Malformed:
            printJson(out,
                      QJsonObject { { QStringLiteral("ok"), false },
                                    { QStringLiteral("line"), lineNumber },
                                    { QStringLiteral("error"), outcome.error } });
            break;
        case ActionOutcome::Status::Failed:
            printJson(out,
                      QJsonObject { { QStringLiteral("ok"), false },
                                    { QStringLiteral("line"), lineNumber },
                                    { QStringLiteral("error"), outcome.error } });
            if (opened)
                std::fclose(opened);
            return fail(err, 1, outcome.error);
        }
    }
    if (opened)
        std::fclose(opened);
    return 0;
}

int log(const QStringList &args, std::FILE *out, std::FILE *err)
{
    const Arguments arguments = parse(args, { QStringLiteral("--db") }, 0);
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    int exitCode = 0;
    const std::unique_ptr<Battle> battle = openBattle(arguments, err, &exitCode);
    if (!battle)
        return exitCode;
    QJsonArray entries;
    for (const LogEntry &entry : battle->log())
        entries.append(entry.toJson());
    printJson(out, entries);
    return 0;
}

// `adc fire --db FILE` and every other action: the action's object on
// stdin (or --in FILE), its "action" field optional. Undo and redo read
// nothing.
int action(const QString &name, const QStringList &args, std::FILE *in, std::FILE *out,
           std::FILE *err)
{
    const bool readsRequest = name != QLatin1String("undo") && name != QLatin1String("redo");
    const Arguments arguments
        = parse(args,
                readsRequest ? QStringList { QStringLiteral("--db"), QStringLiteral("--in") }
                             : QStringList { QStringLiteral("--db") },
                0);
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    int exitCode = 0;
    QJsonObject request;
    if (readsRequest) {
        QByteArray text;
        if (!readRequestText(arguments, in, &text, err, &exitCode))
            return exitCode;
        // Nothing at all is an action with every field left out.
        if (!text.trimmed().isEmpty()) {
            QString error;
            const std::optional<QJsonObject> object = parseObject(text, &error);
            if (!object)
                return fail(err, 2, error);
            request = *object;
        }
        const QJsonValue given = request.value(QStringLiteral("action"));
        if (!given.isUndefined() && given != QJsonValue(name))
            return fail(
                err, 2,
                QStringLiteral("action: \"%1\" does not match the command %2")
                    .arg(given.isString() ? given.toString() : QStringLiteral("(not a name)"),
                         name));
    }
    request.insert(QStringLiteral("action"), name);
    const std::unique_ptr<Battle> battle = openBattle(arguments, err, &exitCode);
    if (!battle)
        return exitCode;
    return report(battle->apply(request), out, err);
}

} // namespace

bool BattleCommandLine::handles(const QString &command)
{
    return ownCommands().contains(command) || ActionCatalogue::names().contains(command);
}

int BattleCommandLine::run(const QString &command, const QStringList &arguments, std::FILE *in,
                           std::FILE *out, std::FILE *err)
{
    if (command == QLatin1String("init"))
        return init(arguments, out, err);
    if (command == QLatin1String("sample"))
        return sample(arguments, out, err);
    if (command == QLatin1String("units"))
        return units(arguments, out, err);
    if (command == QLatin1String("unit"))
        return unitAdd(arguments, in, out, err);
    if (command == QLatin1String("import"))
        return importOob(arguments, out, err);
    if (command == QLatin1String("export"))
        return exportOob(arguments, out, err);
    if (command == QLatin1String("apply"))
        return apply(arguments, in, out, err);
    if (command == QLatin1String("log"))
        return log(arguments, out, err);
    if (ActionCatalogue::names().contains(command))
        return action(command, arguments, in, out, err);
    return fail(err, 2, QStringLiteral("%1: unknown command (adc --help lists them)").arg(command));
}

QString BattleCommandLine::usage()
{
    QStringList names = ActionCatalogue::names();
    names.removeDuplicates();
    QString actions;
    QString line;
    for (const QString &name : std::as_const(names)) {
        const QString item = name + (name == names.last() ? QString() : QStringLiteral(","));
        if (!line.isEmpty() && line.size() + 1 + item.size() > 72) {
            actions += QStringLiteral("      ") + line + QLatin1Char('\n');
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + item;
    }
    actions += QStringLiteral("      ") + line + QLatin1Char('\n');
    return QStringLiteral(
               "The battle file (every command takes --db FILE):\n"
               "  adc init --db FILE [--name NAME]    create a new battle (never overwrites)\n"
               "  adc sample --db FILE                create the sample battle, Quatre Bras 1815\n"
               "  adc units --db FILE                 every unit, as a JSON array\n"
               "  adc unit add --db FILE [--in F]     add one unit object; answers {\"id\": N}\n"
               "  adc import --db FILE OOB.json|OOB.csv\n"
               "                                      add a whole order of battle; any bad row\n"
               "                                      imports nothing and every bad row is named\n"
               "  adc export --db FILE [--format json|csv] [--out F]\n"
               "                                      the order of battle, as import reads it\n"
               "  adc apply --db FILE [--in F]        one JSON action a line; one answer a line,\n"
               "                                      printed once the action is committed; a\n"
               "                                      malformed line answers {\"ok\": false,\n"
               "                                      \"error\": ...} and the stream goes on\n"
               "  adc log --db FILE                   the log, as a JSON array\n"
               "  adc undo --db FILE | adc redo --db FILE\n"
               "  adc ACTION --db FILE [--in F]       one action, its object on stdin (the\n"
               "                                      \"action\" field may be left out):\n")
        + actions;
}

} // namespace Adc
