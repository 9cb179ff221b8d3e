#include "battle/commandline.h"

#include "battle/battlecommandline.h"
#include "common/rulebook.h"
#include "rules/rulescommand.h"
#include "common/rulings.h"

#include <QFile>
#include <QJsonDocument>

namespace Adc {

namespace {

void print(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stream);
    std::fflush(stream);
}

bool readAll(std::FILE *stream, QByteArray *data)
{
    QFile file;
    if (!file.open(stream, QIODevice::ReadOnly))
        return false;
    *data = file.readAll();
    return true;
}

int rules(const QStringList &args, std::FILE *in, std::FILE *out, std::FILE *err)
{
    if (args.isEmpty()) {
        print(err, QStringLiteral("adc: rules: name one of %1\n")
                           .arg(RulesCommand::names().join(QLatin1String(", "))));
        return 2;
    }
    QByteArray request;
    const int inAt = args.indexOf(QStringLiteral("--in"));
    if (inAt > 0) {
        if (inAt + 1 >= args.size()) {
            print(err, QStringLiteral("adc: --in: a file name is needed\n"));
            return 2;
        }
        QFile file(args.at(inAt + 1));
        if (!file.open(QIODevice::ReadOnly)) {
            print(err, QStringLiteral("adc: cannot read %1: %2\n")
                               .arg(args.at(inAt + 1), file.errorString()));
            return 1;
        }
        request = file.readAll();
    } else if (args.size() > 1) {
        print(err, QStringLiteral("adc: %1: unknown argument\n").arg(args.at(1)));
        return 2;
    } else if (!readAll(in, &request)) {
        print(err, QStringLiteral("adc: cannot read the request from standard input\n"));
        return 1;
    }

    const RulesAnswer answer = RulesCommand::run(args.first(), request);
    if (answer.exitCode != 0) {
        print(err, QStringLiteral("adc: %1\n").arg(answer.error));
        return answer.exitCode;
    }
    print(out, QString::fromUtf8(QJsonDocument(answer.answer).toJson(QJsonDocument::Compact))
                       + QLatin1Char('\n'));
    return 0;
}

int rulings(std::FILE *out)
{
    QString text = QStringLiteral("Rulings where the rules are silent, with the house defaults.\n"
                                  "A rules request may override them with a \"rulings\" object;\n"
                                  "a battle keeps its own.\n\n");
    const Rulings defaults;
    for (const RulingInfo &info : Rulings::catalogue()) {
        const QJsonValue value = defaults.value(info.key);
        QString shown = value.isString() ? value.toString()
                : value.isBool()         ? QString::fromLatin1(value.toBool() ? "true" : "false")
                                         : QString::number(value.toInt());
        text += QStringLiteral("%1 (default %2)\n    %3\n").arg(info.key, shown, info.explanation);
    }
    print(out, text);
    return 0;
}

} // namespace

QString CommandLine::usage()
{
    return QStringLiteral(
            "usage: adc COMMAND [options]\n"
            "\n"
            "Stateless rules (JSON request on stdin or --in FILE, JSON answer on stdout):\n"
            "  adc rules fire|discipline|charge|casualties|recovery|boxcars|morale|move|exposure\n"
            "  adc rulings                     the rulings and their house defaults\n"
            "\n")
            + BattleCommandLine::usage()
            + QStringLiteral(
                    "\n"
                    "Printing (PDF and CSV; paper a4, the default, or letter):\n"
                    "  adc print --db FILE --pdf OUT.pdf [--side S] [--paper a4|letter]\n"
                    "                                  roster sheets, per side, brigade by brigade\n"
                    "  adc card --pdf OUT.pdf [--db FILE] [--paper a4|letter]\n"
                    "                                  the reference card (with --db, that battle's rulings)\n"
                    "  adc report --db FILE [--pdf OUT.pdf] [--csv OUT.csv] [--paper a4|letter]\n"
                    "                                  the after-action report and the roll log\n")
            + QStringLiteral("\nExit codes: 0 understood, 1 failed (file or disk), 2 malformed request.\n");
}

int CommandLine::run(const QStringList &arguments, std::FILE *in, std::FILE *out,
                     std::FILE *err)
{
    if (arguments.isEmpty() || arguments.first() == QLatin1String("--help")
        || arguments.first() == QLatin1String("-h") || arguments.first() == QLatin1String("help")) {
        print(arguments.isEmpty() ? err : out, usage());
        return arguments.isEmpty() ? 2 : 0;
    }
    const QString command = arguments.first();
    const QStringList rest = arguments.mid(1);
    if (command == QLatin1String("--version")) {
        print(out, QStringLiteral("adc %1\n").arg(QString::fromLatin1(ADC_VERSION)));
        return 0;
    }
    // The tables are checked once at start: a broken one is named, never read as zero.
    const QList<RulesError> broken = RuleBook::check();
    if (!broken.isEmpty()) {
        for (const RulesError &error : broken)
            print(err, QStringLiteral("adc: rules table %1\n").arg(error.toString()));
        return 1;
    }
    if (command == QLatin1String("rules"))
        return rules(rest, in, out, err);
    if (command == QLatin1String("rulings"))
        return rulings(out);
    if (BattleCommandLine::handles(command))
        return BattleCommandLine::run(command, rest, in, out, err);
    print(err, QStringLiteral("adc: %1: unknown command (adc --help lists them)\n").arg(command));
    return 2;
}

} // namespace Adc
