#include "cli/print/printcommandline.h"

#include "core/common/quote.h"

#include "cli/battlefile/battleaccess.h"
#include "cli/command/commanddispatch.h"
#include "db/io/outputfile.h"
#include "print/card/referencecard.h"
#include "print/page/pageboxes.h"
#include "print/report/afteractionreport.h"
#include "print/report/reportcsv.h"
#include "print/roster/rostersheet.h"

#include <QCoreApplication>
#include <QFile>
#include <QPageLayout>

#include <algorithm>

namespace Adc {

namespace {

const QString kDb = QStringLiteral("--db");
const QString kPdf = QStringLiteral("--pdf");
const QString kCsv = QStringLiteral("--csv");
const QString kSide = QStringLiteral("--side");
const QString kPaper = QStringLiteral("--paper");
const QString kBrigade = QStringLiteral("--brigade");
const QString kOrientation = QStringLiteral("--orientation");
const QString kTracks = QStringLiteral("--tracks");

// The paper of --paper (A4 when left out); the failure is exit 2.
Result<PageBoxes::Paper> paperOf(const CommandArguments &arguments)
{
    if (!arguments.has(kPaper))
        return PageBoxes::Paper::A4;
    const std::optional<PageBoxes::Paper> found = PageBoxes::paperFromName(arguments.value(kPaper));
    if (!found)
        return Failure::malformed(
            QCoreApplication::translate("Adc::PrintCommandLine",
                                        "--paper: %1 is not a paper; expected %2")
                .arg(Quote::value(arguments.value(kPaper)),
                     PageBoxes::paperNames().join(QLatin1String(" or "))));
    return *found;
}

// The units the sheets list: every unit, or those of --side.
Result<QString> sideOf(const CommandArguments &arguments, const RosterSheet::Source &source)
{
    if (!arguments.has(kSide))
        return QString();
    const QStringList sides = RosterSheet::sideNames(source);
    if (!sides.contains(arguments.value(kSide)))
        return Failure::malformed(
            QCoreApplication::translate("Adc::PrintCommandLine",
                                        "--side: no side named %1 in this battle (%2)")
                .arg(Quote::value(arguments.value(kSide)),
                     sides.isEmpty()
                         ? QCoreApplication::translate("Adc::PrintCommandLine", "it has none")
                         : sides.join(QLatin1String(", "))));
    return arguments.value(kSide);
}

// --orientation and --tracks of the roster (landscape, as it stands, when
// left out); the failure is exit 2.
Result<void> rosterLayoutOf(const CommandArguments &arguments, RosterSheet::Options *options)
{
    const QString orientation = arguments.value(kOrientation);
    if (orientation == QLatin1String("portrait"))
        options->orientation = QPageLayout::Portrait;
    else if (arguments.has(kOrientation) && orientation != QLatin1String("landscape"))
        return Failure::malformed(
            QCoreApplication::translate("Adc::PrintCommandLine",
                                        "--orientation: %1 is not an orientation; expected "
                                        "landscape or portrait")
                .arg(Quote::value(orientation)));
    const QString tracks = arguments.value(kTracks);
    if (tracks == QLatin1String("blank"))
        options->blankTracks = true;
    else if (arguments.has(kTracks) && tracks != QLatin1String("current"))
        return Failure::malformed(
            QCoreApplication::translate("Adc::PrintCommandLine",
                                        "--tracks: %1 is not a choice; expected blank or current")
                .arg(Quote::value(tracks)));
    return {};
}

// --brigade: a brigade with units to print (of --side, when given).
Result<void> brigadeOf(const CommandArguments &arguments, const RosterSheet::Source &source,
                       RosterSheet::Options *options)
{
    if (!arguments.has(kBrigade))
        return {};
    options->brigade = arguments.value(kBrigade);
    const bool known = std::any_of(
        source.units.cbegin(), source.units.cend(), [options](const UnitRecord &unit) {
            return unit.brigade == options->brigade
                && (options->side.isEmpty() || unit.side == options->side);
        });
    if (!known)
        return Failure::malformed(
            QCoreApplication::translate("Adc::PrintCommandLine",
                                        "--brigade: no brigade named %1 with units to print")
                .arg(Quote::value(options->brigade)));
    return {};
}

// "-": standard output, for the CSV (text) only.
bool toStandardOutput(const CommandArguments &arguments, const QString &option)
{
    return arguments.has(option) && arguments.value(option) == QLatin1String("-");
}

// Why an output option may not be written (exit 1): it is not a file (a
// device, a pipe, a folder) or it names the battle of --db; or nothing.
// Asked before anything is read or written.
QString outputRefusal(const CommandArguments &arguments, const QStringList &outputs)
{
    for (const QString &option : outputs) {
        if (!arguments.has(option) || (option == kCsv && toStandardOutput(arguments, option)))
            continue;
        const QString refusal = OutputFile::refusal(arguments.value(option), arguments.value(kDb));
        if (!refusal.isEmpty())
            return refusal;
    }
    return QString();
}

// A PDF is not text: "-" names no file for it (exit 2).
QString pdfToStandardOutput(const CommandArguments &arguments)
{
    return toStandardOutput(arguments, kPdf)
        ? QCoreApplication::translate("Adc::PrintCommandLine",
                                      "--pdf: a PDF is not written to standard output; name a file")
        : QString();
}

int printRoster(const CommandArguments &arguments, const CommandStreams &streams)
{
    if (!arguments.has(kDb))
        return streams.fail(
            2,
            QCoreApplication::translate("Adc::PrintCommandLine",
                                        "--db: a battle file is needed (--db FILE)"));
    if (!arguments.has(kPdf))
        return streams.fail(
            2,
            QCoreApplication::translate("Adc::PrintCommandLine",
                                        "--pdf: an output file is needed (--pdf OUT.pdf)"));
    const Result<PageBoxes::Paper> paper = paperOf(arguments);
    if (!paper)
        return streams.fail(paper.failure());
    if (const QString wrong = pdfToStandardOutput(arguments); !wrong.isEmpty())
        return streams.fail(2, wrong);
    if (const QString refusal = outputRefusal(arguments, { kPdf }); !refusal.isEmpty())
        return streams.fail(1, refusal);
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::openReadOnly(arguments.value(kDb));
    if (!battle)
        return streams.fail(battle.failure());
    RosterSheet::Source source = RosterSheet::sourceOf(**battle);
    const Result<QString> side = sideOf(arguments, source);
    if (!side)
        return streams.fail(side.failure());
    RosterSheet::Options options;
    options.paper = *paper;
    options.side = *side;
    const Result<void> layout = rosterLayoutOf(arguments, &options);
    if (!layout)
        return streams.fail(layout.failure());
    const Result<void> brigade = brigadeOf(arguments, source, &options);
    if (!brigade)
        return streams.fail(brigade.failure());
    int units = 0;
    for (const UnitRecord &unit : std::as_const(source.units))
        units += (options.side.isEmpty() || unit.side == options.side)
                && (options.brigade.isEmpty() || unit.brigade == options.brigade)
            ? 1
            : 0;
    const RosterSheet sheet(std::move(source), options);
    const Result<int> pages = sheet.writePdf(arguments.value(kPdf));
    if (!pages)
        return streams.fail(1, pages.error());
    streams.answer({ { QStringLiteral("pdf"), arguments.value(kPdf) },
                     { QStringLiteral("pages"), *pages },
                     { QStringLiteral("units"), units },
                     { QStringLiteral("paper"), PageBoxes::paperName(options.paper) } });
    return 0;
}

int printCard(const CommandArguments &arguments, const CommandStreams &streams)
{
    if (!arguments.has(kPdf))
        return streams.fail(
            2,
            QCoreApplication::translate("Adc::PrintCommandLine",
                                        "--pdf: an output file is needed (--pdf OUT.pdf)"));
    const Result<PageBoxes::Paper> paper = paperOf(arguments);
    if (!paper)
        return streams.fail(paper.failure());
    if (const QString wrong = pdfToStandardOutput(arguments); !wrong.isEmpty())
        return streams.fail(2, wrong);
    if (const QString refusal = outputRefusal(arguments, { kPdf }); !refusal.isEmpty())
        return streams.fail(1, refusal);
    Rulings rulings;
    QString battleName;
    if (arguments.has(kDb)) {
        const Result<std::unique_ptr<Battle>> battle
            = BattleAccess::openReadOnly(arguments.value(kDb));
        if (!battle)
            return streams.fail(battle.failure());
        rulings = (*battle)->rulings();
        battleName = (*battle)->name();
    }
    const ReferenceCard card(rulings, battleName);
    const Result<int> pages = card.writePdf(arguments.value(kPdf), *paper);
    if (!pages)
        return streams.fail(1, pages.error());
    streams.answer({ { QStringLiteral("pdf"), arguments.value(kPdf) },
                     { QStringLiteral("pages"), *pages },
                     { QStringLiteral("paper"), PageBoxes::paperName(*paper) },
                     { QStringLiteral("rulings"), rulings.toJson() } });
    return 0;
}

// Why the report's arguments will not do (exit 2), or nothing.
QString reportArgumentsError(const CommandArguments &arguments)
{
    if (!arguments.has(kDb))
        return QCoreApplication::translate("Adc::PrintCommandLine",
                                           "--db: a battle file is needed (--db FILE)");
    if (!arguments.has(kPdf) && !arguments.has(kCsv))
        return QCoreApplication::translate(
            "Adc::PrintCommandLine",
            "--pdf: an output file is needed (--pdf OUT.pdf or --csv OUT.csv)");
    if (arguments.has(kPdf) && arguments.has(kCsv) && !toStandardOutput(arguments, kCsv)
        && OutputFile::sameFile(arguments.value(kPdf), arguments.value(kCsv)))
        return QCoreApplication::translate("Adc::PrintCommandLine",
                                           "--csv: the same file as --pdf");
    return pdfToStandardOutput(arguments);
}

int printReport(const CommandArguments &arguments, const CommandStreams &streams)
{
    const QString wrong = reportArgumentsError(arguments);
    if (!wrong.isEmpty())
        return streams.fail(2, wrong);
    const Result<PageBoxes::Paper> paper = paperOf(arguments);
    if (!paper)
        return streams.fail(paper.failure());
    if (const QString refusal = outputRefusal(arguments, { kPdf, kCsv }); !refusal.isEmpty())
        return streams.fail(1, refusal);
    const Result<std::unique_ptr<Battle>> battle = BattleAccess::openReadOnly(arguments.value(kDb));
    if (!battle)
        return streams.fail(battle.failure());
    const AfterActionReport report = AfterActionReport::fromBattle(**battle);
    QJsonObject result { { QStringLiteral("rolls"), report.rolls().size() } };
    // Both files or neither: a CSV this command created goes again when the
    // PDF cannot be written.
    const bool csvOut = toStandardOutput(arguments, kCsv);
    const bool csvExisted = arguments.has(kCsv) && QFile::exists(arguments.value(kCsv));
    if (arguments.has(kCsv) && !csvOut) {
        const Result<void> written = report.writeCsv(arguments.value(kCsv));
        if (!written)
            return streams.fail(1, written.error());
        result.insert(QStringLiteral("csv"), arguments.value(kCsv));
    }
    if (arguments.has(kPdf)) {
        const Result<int> pages = report.writePdf(arguments.value(kPdf), *paper);
        if (!pages) {
            if (arguments.has(kCsv) && !csvOut && !csvExisted)
                QFile::remove(arguments.value(kCsv));
            return streams.fail(1, pages.error());
        }
        result.insert(QStringLiteral("pdf"), arguments.value(kPdf));
        result.insert(QStringLiteral("pages"), *pages);
    }
    // The CSV on standard output is the answer, as export's text is.
    if (csvOut)
        streams.write(ReportCsv::of(report).value_or(QByteArray()));
    else
        streams.answer(result);
    return 0;
}

CommandDispatch::Handler handlerOf(const QString &command)
{
    if (command == QLatin1String("print"))
        return &printRoster;
    if (command == QLatin1String("card"))
        return &printCard;
    if (command == QLatin1String("report"))
        return &printReport;
    return nullptr;
}

} // namespace

int PrintCommandLine::run(const QStringList &arguments, std::FILE *in, std::FILE *out,
                          std::FILE *err)
{
    return CommandDispatch::run(arguments, CommandSpec::Program::AdcPrint, &handlerOf,
                                CommandStreams(in, out, err));
}

} // namespace Adc
