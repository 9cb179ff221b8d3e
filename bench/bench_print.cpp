// The cost of printing a big battle: the roster sheets of a 20,000-unit
// battle (every side, brigade by brigade) written as a PDF, the reference
// card, and the after-action report (PDF and CSV) after a few hundred fires.
// Target: the roster sheets in under 2 s, linear in the units (a quarter of
// the units takes about a quarter of the time).
//
// Usage: bench_print [--units N] [--fires N] [--runs N] [--dir PATH]

#include "battle/battle.h"
#include "card/referencecard.h"
#include "report/afteractionreport.h"
#include "roster/rostersheet.h"

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace Adc;

namespace {

struct Options
{
    int units = 20000;
    int fires = 200;
    int runs = 3;
    QString dir;
};

// Processor time of this process, milliseconds: the figure that does not
// depend on what else the machine is running.
double cpuMilliseconds()
{
    return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

// A battle of `count` units on two sides, in brigades of 4 to 8 units: line
// and light infantry, cavalry and a battery per brigade, some with losses,
// spent AP, smoke and shaken morale, so every kind of box is drawn.
QList<UnitRecord> makeUnits(int count)
{
    QList<UnitRecord> units;
    int brigade = 0;
    int inBrigade = 0;
    int brigadeSize = 4;
    for (int i = 0; i < count; ++i) {
        if (inBrigade == brigadeSize) {
            ++brigade;
            inBrigade = 0;
            brigadeSize = 4 + brigade % 5;
        }
        UnitRecord unit;
        const bool french = brigade % 2 == 1;
        unit.side = french ? QStringLiteral("French") : QStringLiteral("Allied");
        unit.brigade = QStringLiteral("Brigade %1").arg(brigade + 1);
        unit.name = QStringLiteral("%1 %2")
                        .arg(french ? QStringLiteral("Régiment") : QStringLiteral("Battalion"))
                        .arg(i + 1);
        unit.troopClass = static_cast<TroopClass>(i % 3);
        if (inBrigade == brigadeSize - 1) {
            unit.arm = Arm::Artillery;
            unit.weapon = Weapon::Gun6pdr;
            unit.formation = Formation::Unlimbered;
            unit.tubes = 6 + (i % 3) * 2;
            unit.castingsInitial = unit.tubes;
            unit.cwInitial = unit.tubes;
            unit.apBall = 8 - i % 5;
            unit.apCanister = 4 - i % 3;
        } else {
            unit.arm = i % 7 == 3 ? Arm::Cavalry : Arm::Infantry;
            unit.weapon = i % 11 == 5 ? Weapon::RifledMusket : Weapon::Musket;
            unit.formation = static_cast<Formation>(i % 4);
            unit.castingsInitial = 8 + i % 20;
            unit.cwInitial = unit.castingsInitial * 3 / 4;
            unit.ap = 8 - i % 9;
        }
        unit.castings = unit.castingsInitial - i % 4;
        unit.cw = std::max(0, unit.cwInitial - i % 4);
        unit.steps = i % 3;
        unit.smoke = i % 5 == 0;
        unit.morale = static_cast<Morale>(i % 10 == 0 ? 1 : 0);
        units.append(unit);
        ++inBrigade;
    }
    return units;
}

Options parseOptions(const QStringList &args)
{
    Options options;
    for (int i = 0; i + 1 < args.size(); i += 2) {
        if (args.at(i) == QLatin1String("--units"))
            options.units = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--fires"))
            options.fires = args.at(i + 1).toInt();
        else if (args.at(i) == QLatin1String("--runs"))
            options.runs = std::max(1, args.at(i + 1).toInt());
        else if (args.at(i) == QLatin1String("--dir"))
            options.dir = args.at(i + 1);
    }
    return options;
}

// Fires between the sides' infantry, so the report has a log to read;
// returns the fires done.
int fireSome(Battle &battle, int fires)
{
    const QList<UnitRecord> units = battle.units();
    QList<qint64> allied, french;
    for (const UnitRecord &unit : units) {
        if (unit.arm == Arm::Infantry && unit.ap > 0 && unit.morale == Morale::Steady)
            (unit.side == QLatin1String("French") ? french : allied).append(unit.id);
    }
    int fired = 0;
    for (int i = 0; i < fires && i < allied.size() && i < french.size(); ++i) {
        const ActionOutcome outcome = battle.apply(
            { { QStringLiteral("action"), QStringLiteral("fire") },
              { QStringLiteral("firers"), QJsonArray { (i % 2 ? french : allied).at(i) } },
              { QStringLiteral("target"), (i % 2 ? allied : french).at(i) },
              { QStringLiteral("range"), 2 },
              { QStringLiteral("die"), 1 + i % 10 } });
        fired += outcome.isDone() ? 1 : 0;
    }
    return fired;
}

struct Times
{
    QList<double> read, roster, rosterCpu, layout, quarter, card, report, csv;
    int pages = 0, cardPages = 0, reportPages = 0;
};

bool failed(const QString &error)
{
    std::fprintf(stderr, "bench_print: %s\n", qPrintable(error));
    return false;
}

// The roster sheets whole, their layout alone and a quarter of the units.
bool timeRoster(const Battle &battle, const QTemporaryDir &temporary, Times &times)
{
    QElapsedTimer timer;
    timer.start();
    const double cpu = cpuMilliseconds();
    const RosterSheet sheet(RosterSheet::sourceOf(battle), RosterSheet::Options());
    times.read.append(timer.nsecsElapsed() / 1e6);
    const Result<int> pages = sheet.writePdf(temporary.filePath(QStringLiteral("roster.pdf")));
    if (!pages)
        return failed(pages.error());
    times.pages = *pages;
    times.roster.append(timer.nsecsElapsed() / 1e6);
    times.rosterCpu.append(cpuMilliseconds() - cpu);

    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(600);
    writer.setPageLayout(QPageLayout(PageBoxes::pageSize(PageBoxes::Paper::A4),
                                     RosterSheet::Options().orientation, QMarginsF(12, 12, 12, 12),
                                     QPageLayout::Millimeter));
    timer.restart();
    sheet.layout(&writer);
    times.layout.append(timer.nsecsElapsed() / 1e6);

    // A quarter of the units, to see the time grow with them in line.
    RosterSheet::Source quarter = sheet.source();
    quarter.units = quarter.units.mid(0, quarter.units.size() / 4);
    timer.restart();
    const Result<int> written = RosterSheet(quarter, RosterSheet::Options())
                                    .writePdf(temporary.filePath(QStringLiteral("quarter.pdf")));
    if (!written)
        return failed(written.error());
    times.quarter.append(timer.nsecsElapsed() / 1e6);
    return true;
}

bool timeCardAndReport(const Battle &battle, const QTemporaryDir &temporary, Times &times)
{
    QElapsedTimer timer;
    timer.start();
    const Result<int> card
        = ReferenceCard(battle.rulings(), battle.name())
              .writePdf(temporary.filePath(QStringLiteral("card.pdf")), PageBoxes::Paper::A4);
    if (!card)
        return failed(card.error());
    times.cardPages = *card;
    times.card.append(timer.nsecsElapsed() / 1e6);

    timer.restart();
    const AfterActionReport report = AfterActionReport::fromBattle(battle);
    const Result<int> pdf
        = report.writePdf(temporary.filePath(QStringLiteral("report.pdf")), PageBoxes::Paper::A4);
    if (!pdf)
        return failed(pdf.error());
    times.reportPages = *pdf;
    times.report.append(timer.nsecsElapsed() / 1e6);

    timer.restart();
    const Result<void> csv = report.writeCsv(temporary.filePath(QStringLiteral("report.csv")));
    if (!csv)
        return failed(csv.error());
    times.csv.append(timer.nsecsElapsed() / 1e6);
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const Options options = parseOptions(app.arguments().mid(1));
    QTemporaryDir temporary(options.dir.isEmpty()
                                ? QDir::tempPath() + QStringLiteral("/bench_print-XXXXXX")
                                : options.dir + QStringLiteral("/bench_print-XXXXXX"));
    if (!temporary.isValid()) {
        std::fprintf(stderr, "bench_print: no temporary folder\n");
        return 1;
    }
    QString error;
    Result<std::unique_ptr<Battle>> created
        = Battle::create(temporary.filePath(QStringLiteral("battle.adc")), QStringLiteral("Bench"));
    std::unique_ptr<Battle> battle = created ? std::move(*created) : nullptr;
    const Result<QList<qint64>> added = battle ? battle->addUnits(makeUnits(options.units))
                                               : Result<QList<qint64>>(Failure { created.error() });
    if (!added) {
        std::fprintf(stderr, "bench_print: %s\n", qPrintable(added.error()));
        return 1;
    }
    const int fired = fireSome(*battle, options.fires);

    Times times;
    for (int run = 0; run < options.runs; ++run) {
        if (!timeRoster(*battle, temporary, times) || !timeCardAndReport(*battle, temporary, times))
            return 1;
    }

    const double roster = median(times.roster);
    std::printf("units %d, fires %d, runs %d (median)\n", options.units, fired, options.runs);
    std::printf(
        "roster sheets: %8.1f ms (processor %.1f ms; reading the battle %.1f ms, layout alone "
        "%.1f ms)  %d pages  %lld bytes  (target < 2000 ms: %s)\n",
        roster, median(times.rosterCpu), median(times.read), median(times.layout), times.pages,
        static_cast<long long>(QFileInfo(temporary.filePath(QStringLiteral("roster.pdf"))).size()),
        roster < 2000 ? "met" : "MISSED");
    std::printf("roster, a quarter of the units: %.1f ms (%.1f us a unit against %.1f us for "
                "all)\n",
                median(times.quarter),
                1000.0 * median(times.quarter) / std::max(1, options.units / 4),
                1000.0 * roster / std::max(1, options.units));
    std::printf("reference card: %7.1f ms  %d pages\n", median(times.card), times.cardPages);
    std::printf("report (PDF):  %8.1f ms  %d pages\n", median(times.report), times.reportPages);
    std::printf("report (CSV):  %8.1f ms\n", median(times.csv));
    return roster < 2000 ? 0 : 2;
}
