// The cost of printing a big battle (Google Benchmark): the roster sheets of
// battles of 2,000 and 20,000 units (two sides, brigades of 4 to 8 units,
// with losses, spent AP, smoke and shaken morale, so every kind of box is
// drawn) written as a PDF on A4, whole; the reference card; and the
// after-action report, PDF and CSV, after 200 fires. Target: the 20,000-unit
// roster in under 2 s, ten times the 2,000-unit one (linear in the units).
// BM_RosterOneWriter paints the same sheets on a writer of its own, as the
// print preview does: the two should take the same time.
//
//   bench_print [--benchmark_filter=BM_RosterPdf] [Google Benchmark options]
//
// Each battle is built once, in a temporary folder, before it is timed.

#include "db/battle/battle.h"
#include "print/card/referencecard.h"
#include "print/report/afteractionreport.h"
#include "print/roster/rostersheet.h"

#include <QDir>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>
#include <map>
#include <memory>

using namespace Adc;

namespace {

QTemporaryDir &folder()
{
    static QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/bench_print-XXXXXX"));
    return dir;
}

UnitRecord unitNumber(int i, int brigade, bool last)
{
    UnitRecord unit;
    const bool french = brigade % 2 == 1;
    unit.side = french ? QStringLiteral("French") : QStringLiteral("Allied");
    unit.brigade = QStringLiteral("Brigade %1").arg(brigade + 1);
    unit.name = (french ? QStringLiteral("Régiment ") : QStringLiteral("Battalion "))
        + QString::number(i + 1);
    unit.troopClass = static_cast<TroopClass>(i % 3);
    if (last) {
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
    return unit;
}

// `count` units in brigades of 4 to 8, a battery last in each.
QList<UnitRecord> makeUnits(int count)
{
    QList<UnitRecord> units;
    int brigade = 0, inBrigade = 0, brigadeSize = 4;
    for (int i = 0; i < count; ++i) {
        if (inBrigade == brigadeSize) {
            ++brigade;
            inBrigade = 0;
            brigadeSize = 4 + brigade % 5;
        }
        units.append(unitNumber(i, brigade, inBrigade == brigadeSize - 1));
        ++inBrigade;
    }
    return units;
}

// Fires between the sides' infantry, so the report has a log to read.
void fireSome(Battle &battle, int fires)
{
    QList<qint64> allied, french;
    for (const UnitRecord &unit : battle.units()) {
        if (unit.arm == Arm::Infantry && unit.ap > 0 && unit.morale == Morale::Steady)
            (unit.side == QLatin1String("French") ? french : allied).append(unit.id);
    }
    for (int i = 0; i < fires && i < allied.size() && i < french.size(); ++i)
        static_cast<void>(battle.apply(
            { { QStringLiteral("action"), QStringLiteral("fire") },
              { QStringLiteral("firers"), QJsonArray { (i % 2 ? french : allied).at(i) } },
              { QStringLiteral("target"), (i % 2 ? allied : french).at(i) },
              { QStringLiteral("range"), 2 },
              { QStringLiteral("die"), 1 + i % 10 } }));
}

// The battles built so far, closed by main() while Qt is still there.
std::map<int, std::unique_ptr<Battle>> &battles()
{
    static std::map<int, std::unique_ptr<Battle>> built;
    return built;
}

// The battle of `units` units, built on first use.
Battle *battleOf(int units)
{
    std::unique_ptr<Battle> &battle = battles()[units];
    if (!battle) {
        Result<std::unique_ptr<Battle>> created = Battle::create(
            folder().filePath(QStringLiteral("battle-%1.adc").arg(units)), QStringLiteral("Bench"));
        if (!created || !(*created)->addUnits(makeUnits(units)))
            return nullptr;
        battle = std::move(*created);
        fireSome(*battle, 200);
    }
    return battle.get();
}

void BM_RosterPdf(benchmark::State &state)
{
    Battle *battle = battleOf(int(state.range(0)));
    if (!battle) {
        state.SkipWithError("cannot build the battle");
        return;
    }
    const QString path = folder().filePath(QStringLiteral("roster.pdf"));
    int pages = 0;
    for (auto _ : state) {
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), RosterSheet::Options());
        const Result<int> written = sheet.writePdf(path);
        if (!written) {
            state.SkipWithError(qPrintable(written.error()));
            return;
        }
        pages = *written;
    }
    state.counters["pages"] = pages;
    state.counters["us_per_unit"] = benchmark::Counter(double(state.range(0)),
                                                       benchmark::Counter::kIsIterationInvariantRate
                                                           | benchmark::Counter::kInvert);
}

void BM_RosterOneWriter(benchmark::State &state)
{
    Battle *battle = battleOf(int(state.range(0)));
    if (!battle) {
        state.SkipWithError("cannot build the battle");
        return;
    }
    const QString path = folder().filePath(QStringLiteral("roster-one.pdf"));
    int pages = 0;
    for (auto _ : state) {
        const RosterSheet sheet(RosterSheet::sourceOf(*battle), RosterSheet::Options());
        QPdfWriter writer(path);
        PageBoxes::setUp(writer, PageBoxes::Paper::A4, QPageLayout::Landscape);
        pages = sheet.paint(&writer);
    }
    state.counters["pages"] = pages;
}

void BM_ReferenceCard(benchmark::State &state)
{
    const QString path = folder().filePath(QStringLiteral("card.pdf"));
    for (auto _ : state) {
        const Result<int> written = ReferenceCard().writePdf(path, PageBoxes::Paper::A4);
        benchmark::DoNotOptimize(written);
    }
}

void BM_ReportPdf(benchmark::State &state)
{
    Battle *battle = battleOf(int(state.range(0)));
    const QString path = folder().filePath(QStringLiteral("report.pdf"));
    for (auto _ : state) {
        const Result<int> written
            = AfterActionReport::fromBattle(*battle).writePdf(path, PageBoxes::Paper::A4);
        benchmark::DoNotOptimize(written);
    }
}

void BM_ReportCsv(benchmark::State &state)
{
    Battle *battle = battleOf(int(state.range(0)));
    const QString path = folder().filePath(QStringLiteral("report.csv"));
    for (auto _ : state) {
        const Result<void> written = AfterActionReport::fromBattle(*battle).writeCsv(path);
        benchmark::DoNotOptimize(written);
    }
}

} // namespace

// Wall time: the second half of a long roster is painted on another thread.
BENCHMARK(BM_RosterPdf)
    ->Arg(2000)
    ->Arg(20000)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3)
    ->UseRealTime();
BENCHMARK(BM_RosterOneWriter)->Arg(2000)->Arg(20000)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_ReferenceCard)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReportPdf)->Arg(2000)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_ReportCsv)->Arg(2000)->Unit(benchmark::kMillisecond)->Iterations(3);

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    battles().clear();
    return 0;
}
