// Importing an order of battle of 2,000 and 20,000 units, Google Benchmark:
// - BM_ImportIntoBattle: the JSON read (OobImport) and every unit added to a
//   fresh battle file in one logged, durable transaction (Battle::addUnits);
// - BM_AdcImportProcess: `adc import OOB.json --db FILE` as a person runs it,
//   process start and all.
// Target: 20,000 units in under 2 s; the time grows in step with the units
// (it was quadratic).

#include "db/battle/battle.h"
#include "db/io/oobexport.h"
#include "db/io/oobimport.h"
#include "tests/testpaths.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

using namespace Adc;

namespace {

// Two sides, brigades of eight; infantry with a battery every eighth unit.
QList<UnitRecord> orderOfBattle(int count)
{
    QList<UnitRecord> units;
    units.reserve(count);
    for (int i = 0; i < count; ++i) {
        UnitRecord unit;
        unit.id = i + 1;
        unit.side = i % 2 ? QStringLiteral("French") : QStringLiteral("Anglo-Allied");
        unit.brigade = QStringLiteral("Brigade %1").arg(i / 16);
        unit.troopClass = TroopClass::Line;
        if (i % 8 == 7) {
            unit.name = QStringLiteral("Battery %1").arg(i);
            unit.arm = Arm::Artillery;
            unit.tubes = 6;
            unit.castingsInitial = unit.castings = unit.cwInitial = unit.cw = 6;
            unit.weapon = Weapon::Gun6pdr;
            unit.formation = Formation::Unlimbered;
            unit.apBall = 8;
            unit.apCanister = 4;
        } else {
            unit.name = QStringLiteral("Battalion %1").arg(i);
            unit.arm = Arm::Infantry;
            unit.castingsInitial = unit.castings = 12;
            unit.cwInitial = unit.cw = 10;
            unit.ap = 8;
            unit.weapon = Weapon::Musket;
            unit.formation = Formation::Line;
        }
        units.append(unit);
    }
    return units;
}

void BM_ImportIntoBattle(benchmark::State &state)
{
    const QByteArray text = OobExport::toJson(orderOfBattle(static_cast<int>(state.range(0))));
    int run = 0;
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir dir;
        Result<std::unique_ptr<Battle>> battle = Battle::create(
            dir.filePath(QStringLiteral("import-%1.adc").arg(run++)), QStringLiteral("Import"));
        if (!battle) {
            state.SkipWithError(qPrintable(battle.error()));
            break;
        }
        state.ResumeTiming();
        // As `adc import` reads it: the file may give each unit its id.
        const OobImport::Result oob
            = OobImport::fromText(text, OobImport::Format::Json,
                                  UnitReader((*battle)->rulings(), UnitReader::IdField::Allowed));
        const Result<QList<qint64>> ids = (*battle)->addUnits(oob.units);
        if (!oob.ok() || !ids || ids->size() != state.range(0)) {
            const QString why = !oob.ok() ? oob.problemText() : ids.error();
            state.SkipWithError(qPrintable(QStringLiteral("the import failed: ") + why.left(300)));
            break;
        }
        state.PauseTiming();
        battle->reset();
        state.ResumeTiming();
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_AdcImportProcess(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString oob = dir.filePath(QStringLiteral("oob.json"));
    {
        QFile file(oob);
        if (!file.open(QIODevice::WriteOnly)
            || file.write(OobExport::toJson(orderOfBattle(static_cast<int>(state.range(0))))) < 0) {
            state.SkipWithError("cannot write the order of battle");
            return;
        }
    }
    const QString adc = AdcTest::binDir() + QStringLiteral("/adc");
    int run = 0;
    for (auto _ : state) {
        state.PauseTiming();
        const QString battle = dir.filePath(QStringLiteral("battle-%1.adc").arg(run++));
        QProcess::execute(adc, { QStringLiteral("init"), QStringLiteral("--db"), battle });
        state.ResumeTiming();
        QProcess process;
        process.start(adc, { QStringLiteral("import"), oob, QStringLiteral("--db"), battle });
        if (!process.waitForFinished(600000) || process.exitCode() != 0) {
            state.SkipWithError("adc import failed");
            break;
        }
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

} // namespace

BENCHMARK(BM_ImportIntoBattle)
    ->Arg(2000)
    ->Arg(20000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);
BENCHMARK(BM_AdcImportProcess)
    ->Arg(2000)
    ->Arg(20000)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
