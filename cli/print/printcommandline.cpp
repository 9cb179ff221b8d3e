#include "print/printcommandline.h"

#include "battle/battle.h"
#include "card/referencecard.h"
#include "common/rulebook.h"
#include "page/pageboxes.h"
#include "report/afteractionreport.h"
#include "roster/rostersheet.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <memory>

namespace Adc {

namespace {

void print(std::FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stream);
    std::fflush(stream);
}

int fail(std::FILE *err, int code, const QString &message)
{
    QString line = message;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    print(err, QStringLiteral("adc: %1\n").arg(line));
    return code;
}

void answer(std::FILE *out, const QJsonObject &object)
{
    print(out,
          QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact))
              + QLatin1Char('\n'));
}

struct Arguments
{
    QHash<QString, QString> options;
    QString error; // "FIELD: what is wrong"

    bool has(const QString &option) const { return options.contains(option); }
    QString value(const QString &option) const { return options.value(option); }
};

// --option VALUE or --option=VALUE, each option at most once; nothing else.
Arguments parse(const QStringList &args, const QStringList &allowed)
{
    Arguments parsed;
    for (int i = 0; i < args.size() && parsed.error.isEmpty(); ++i) {
        QString option = args.at(i);
        if (!option.startsWith(QLatin1String("--"))) {
            parsed.error = QStringLiteral("%1: unknown argument").arg(option);
            break;
        }
        QString value;
        const qsizetype equals = option.indexOf(QLatin1Char('='));
        const bool inlineValue = equals > 0;
        if (inlineValue) {
            value = option.mid(equals + 1);
            option = option.left(equals);
        }
        if (!allowed.contains(option)) {
            parsed.error = QStringLiteral("%1: unknown option (this command takes %2)")
                               .arg(option, allowed.join(QLatin1String(", ")));
            break;
        }
        if (!inlineValue) {
            if (i + 1 >= args.size()) {
                parsed.error = QStringLiteral("%1: a value is needed").arg(option);
                break;
            }
            value = args.at(++i);
        }
        if (parsed.options.contains(option)) {
            parsed.error = QStringLiteral("%1: given twice").arg(option);
            break;
        }
        if (value.isEmpty()) {
            parsed.error = QStringLiteral("%1: a value is needed").arg(option);
            break;
        }
        parsed.options.insert(option, value);
    }
    return parsed;
}

const QString kDb = QStringLiteral("--db");
const QString kPdf = QStringLiteral("--pdf");
const QString kCsv = QStringLiteral("--csv");
const QString kSide = QStringLiteral("--side");
const QString kPaper = QStringLiteral("--paper");
const QString kBrigade = QStringLiteral("--brigade");
const QString kOrientation = QStringLiteral("--orientation");
const QString kTracks = QStringLiteral("--tracks");

// --orientation and --tracks of the roster (landscape, as it stands, when
// left out); false with the message when bad.
bool rosterLayoutOf(const Arguments &arguments, RosterSheet::Options *options, QString *error)
{
    const QString orientation = arguments.value(kOrientation);
    if (orientation == QLatin1String("portrait"))
        options->orientation = QPageLayout::Portrait;
    else if (arguments.has(kOrientation) && orientation != QLatin1String("landscape")) {
        *error = QStringLiteral("--orientation: \"%1\" is not an orientation; expected "
                                "landscape or portrait")
                     .arg(orientation);
        return false;
    }
    const QString tracks = arguments.value(kTracks);
    if (tracks == QLatin1String("blank"))
        options->blankTracks = true;
    else if (arguments.has(kTracks) && tracks != QLatin1String("current")) {
        *error = QStringLiteral("--tracks: \"%1\" is not a choice; expected blank or current")
                     .arg(tracks);
        return false;
    }
    return true;
}

// The paper of --paper (A4 when left out); false with the message when bad.
bool paperOf(const Arguments &arguments, PageBoxes::Paper *paper, QString *error)
{
    if (!arguments.has(kPaper)) {
        *paper = PageBoxes::Paper::A4;
        return true;
    }
    const std::optional<PageBoxes::Paper> found = PageBoxes::paperFromName(arguments.value(kPaper));
    if (!found) {
        *error = QStringLiteral("--paper: \"%1\" is not a paper; expected %2")
                     .arg(arguments.value(kPaper),
                          PageBoxes::paperNames().join(QLatin1String(" or ")));
        return false;
    }
    *paper = *found;
    return true;
}

std::unique_ptr<Battle> openBattle(const QString &path, QString *error)
{
    return Battle::open(path, Battle::OpenMode::ReadOnly, error);
}

int printRoster(const QStringList &args, std::FILE *out, std::FILE *err)
{
    const Arguments arguments
        = parse(args, { kDb, kPdf, kSide, kPaper, kBrigade, kOrientation, kTracks });
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    if (!arguments.has(kDb))
        return fail(err, 2, QStringLiteral("--db: a battle file is needed (--db FILE)"));
    if (!arguments.has(kPdf))
        return fail(err, 2, QStringLiteral("--pdf: an output file is needed (--pdf OUT.pdf)"));
    RosterSheet::Options options;
    QString error;
    if (!paperOf(arguments, &options.paper, &error) || !rosterLayoutOf(arguments, &options, &error))
        return fail(err, 2, error);

    const std::unique_ptr<Battle> battle = openBattle(arguments.value(kDb), &error);
    if (!battle)
        return fail(err, 1, error);
    RosterSheet::Source source = RosterSheet::sourceOf(*battle);
    if (arguments.has(kSide)) {
        const QStringList sides = RosterSheet::sideNames(source);
        if (!sides.contains(arguments.value(kSide)))
            return fail(err, 2,
                        QStringLiteral("--side: no side named \"%1\" in this battle (%2)")
                            .arg(arguments.value(kSide),
                                 sides.isEmpty() ? QStringLiteral("it has none")
                                                 : sides.join(QLatin1String(", "))));
        options.side = arguments.value(kSide);
    }
    if (arguments.has(kBrigade)) {
        options.brigade = arguments.value(kBrigade);
        const bool known = std::any_of(
            source.units.cbegin(), source.units.cend(), [&options](const UnitRecord &unit) {
                return unit.brigade == options.brigade
                    && (options.side.isEmpty() || unit.side == options.side);
            });
        if (!known)
            return fail(err, 2,
                        QStringLiteral("--brigade: no brigade named \"%1\" with units to print")
                            .arg(options.brigade));
    }
    int units = 0;
    for (const UnitRecord &unit : std::as_const(source.units))
        units += (options.side.isEmpty() || unit.side == options.side)
                && (options.brigade.isEmpty() || unit.brigade == options.brigade)
            ? 1
            : 0;
    const RosterSheet sheet(std::move(source), options);
    const Result<int> pages = sheet.writePdf(arguments.value(kPdf));
    if (!pages)
        return fail(err, 1, pages.error());
    answer(out,
           { { QStringLiteral("pdf"), arguments.value(kPdf) },
             { QStringLiteral("pages"), *pages },
             { QStringLiteral("units"), units },
             { QStringLiteral("paper"), PageBoxes::paperName(options.paper) } });
    return 0;
}

int printCard(const QStringList &args, std::FILE *out, std::FILE *err)
{
    const Arguments arguments = parse(args, { kDb, kPdf, kPaper });
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    if (!arguments.has(kPdf))
        return fail(err, 2, QStringLiteral("--pdf: an output file is needed (--pdf OUT.pdf)"));
    PageBoxes::Paper paper = PageBoxes::Paper::A4;
    QString error;
    if (!paperOf(arguments, &paper, &error))
        return fail(err, 2, error);

    Rulings rulings;
    QString battleName;
    if (arguments.has(kDb)) {
        const std::unique_ptr<Battle> battle = openBattle(arguments.value(kDb), &error);
        if (!battle)
            return fail(err, 1, error);
        rulings = battle->rulings();
        battleName = battle->name();
    }
    const ReferenceCard card(rulings, battleName);
    const Result<int> pages = card.writePdf(arguments.value(kPdf), paper);
    if (!pages)
        return fail(err, 1, pages.error());
    answer(out,
           { { QStringLiteral("pdf"), arguments.value(kPdf) },
             { QStringLiteral("pages"), *pages },
             { QStringLiteral("paper"), PageBoxes::paperName(paper) },
             { QStringLiteral("rulings"), rulings.toJson() } });
    return 0;
}

int printReport(const QStringList &args, std::FILE *out, std::FILE *err)
{
    const Arguments arguments = parse(args, { kDb, kPdf, kCsv, kPaper });
    if (!arguments.error.isEmpty())
        return fail(err, 2, arguments.error);
    if (!arguments.has(kDb))
        return fail(err, 2, QStringLiteral("--db: a battle file is needed (--db FILE)"));
    if (!arguments.has(kPdf) && !arguments.has(kCsv))
        return fail(err, 2,
                    QStringLiteral("--pdf: an output file is needed (--pdf OUT.pdf or "
                                   "--csv OUT.csv)"));
    if (arguments.has(kPdf) && arguments.has(kCsv)
        && QDir::cleanPath(arguments.value(kPdf)) == QDir::cleanPath(arguments.value(kCsv)))
        return fail(err, 2, QStringLiteral("--csv: the same file as --pdf"));
    PageBoxes::Paper paper = PageBoxes::Paper::A4;
    QString error;
    if (!paperOf(arguments, &paper, &error))
        return fail(err, 2, error);

    const std::unique_ptr<Battle> battle = openBattle(arguments.value(kDb), &error);
    if (!battle)
        return fail(err, 1, error);
    const AfterActionReport report = AfterActionReport::fromBattle(*battle);
    QJsonObject result { { QStringLiteral("rolls"), report.rolls().size() } };
    // Both files or neither: a CSV this command created goes again when the
    // PDF cannot be written.
    const bool csvExisted = arguments.has(kCsv) && QFile::exists(arguments.value(kCsv));
    if (arguments.has(kCsv)) {
        const Result<void> written = report.writeCsv(arguments.value(kCsv));
        if (!written)
            return fail(err, 1, written.error());
        result.insert(QStringLiteral("csv"), arguments.value(kCsv));
    }
    if (arguments.has(kPdf)) {
        const Result<int> pages = report.writePdf(arguments.value(kPdf), paper);
        if (!pages) {
            if (arguments.has(kCsv) && !csvExisted)
                QFile::remove(arguments.value(kCsv));
            return fail(err, 1, pages.error());
        }
        result.insert(QStringLiteral("pdf"), arguments.value(kPdf));
        result.insert(QStringLiteral("pages"), *pages);
    }
    answer(out, result);
    return 0;
}

} // namespace

bool PrintCommandLine::handles(const QString &command)
{
    return command == QLatin1String("print") || command == QLatin1String("card")
        || command == QLatin1String("report");
}

QString PrintCommandLine::usage()
{
    return QStringLiteral(
        "Printing (PDF and CSV; paper a4, the default, or letter):\n"
        "  adc print --db FILE --pdf OUT.pdf [--side S] [--brigade B] [--paper a4|letter]\n"
        "            [--orientation landscape|portrait] [--tracks current|blank]\n"
        "                                  roster sheets, per side, brigade by brigade\n"
        "  adc card --pdf OUT.pdf [--db FILE] [--paper a4|letter]\n"
        "                                  the reference card (with --db, that battle's rulings)\n"
        "  adc report --db FILE [--pdf OUT.pdf] [--csv OUT.csv] [--paper a4|letter]\n"
        "                                  the after-action report and the roll log\n");
}

int PrintCommandLine::run(const QString &command, const QStringList &args, std::FILE *out,
                          std::FILE *err)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        print(out, usage());
        return 0;
    }
    // The tables are checked once at start: a broken one is named, never read as zero.
    const QList<RulesError> broken = RuleBook::check();
    if (!broken.isEmpty()) {
        for (const RulesError &error : broken)
            print(err, QStringLiteral("adc: rules table %1\n").arg(error.toString()));
        return 1;
    }
    if (command == QLatin1String("print"))
        return printRoster(args, out, err);
    if (command == QLatin1String("card"))
        return printCard(args, out, err);
    if (command == QLatin1String("report"))
        return printReport(args, out, err);
    return fail(err, 2, QStringLiteral("%1: unknown command (adc --help lists them)").arg(command));
}

} // namespace Adc
