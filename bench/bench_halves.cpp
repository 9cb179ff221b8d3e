// The work of an import that once ran in two halves on two threads, timed
// at the sample battle's size (78 units) and at 20,000: an order of battle
// read (OobImport), its units checked for the log (UnitAction::importOrder)
// and its log entry written (LogTable::append: the row images' text and the
// entry's hash). The threads were measured against one thread with this
// benchmark as it was in commit afed064 (docs/contributing.md, Performance).

#include "core/orders/order.h"
#include "db/actions/unitaction.h"
#include "db/battle/battle.h"
#include "db/io/oobexport.h"
#include "db/io/oobimport.h"
#include "db/tables/logtable.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

using namespace Adc;

namespace {

QList<UnitRecord> orderOfBattle(int count)
{
    QList<UnitRecord> units;
    for (int i = 0; i < count; ++i) {
        UnitRecord unit;
        unit.id = i + 1;
        unit.side = i % 2 ? QStringLiteral("French") : QStringLiteral("Anglo-Allied");
        unit.brigade = QStringLiteral("Brigade %1").arg(i / 16);
        unit.name = QStringLiteral("Battalion %1").arg(i);
        unit.arm = Arm::Infantry;
        unit.castingsInitial = unit.castings = 12;
        unit.cwInitial = unit.cw = 10;
        unit.ap = 8;
        units.append(unit);
    }
    return units;
}

void BM_ReadUnits(benchmark::State &state)
{
    const QByteArray text = OobExport::toJson(orderOfBattle(int(state.range(0))));
    const UnitReader reader(Rulings(), UnitReader::IdField::Allowed);
    for (auto _ : state) {
        const OobImport::Result read = OobImport::fromText(text, OobImport::Format::Json, reader);
        if (read.units.size() != state.range(0))
            state.SkipWithError("not read");
    }
}

void BM_CheckUnits(benchmark::State &state)
{
    QList<UnitRecord> units = orderOfBattle(int(state.range(0)));
    for (UnitRecord &unit : units)
        unit.id = 0;
    for (auto _ : state) {
        if (!UnitAction::importOrder(units, Rulings()))
            state.SkipWithError("not checked");
    }
}

void BM_AppendLog(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("log.adc"));
    Battle::create(path, QStringLiteral("Log"))->reset();
    QSqlDatabase database
        = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench-log"));
    database.setDatabaseName(path);
    database.open();
    LogEntry entry;
    entry.kind = QStringLiteral("import");
    entry.hasImages = true;
    entry.result = { { QStringLiteral("count"), int(state.range(0)) } };
    for (const UnitRecord &unit : orderOfBattle(int(state.range(0))))
        entry.changes.append(QJsonObject { { QStringLiteral("table"), QStringLiteral("units") },
                                           { QStringLiteral("key"), unit.id },
                                           { QStringLiteral("before"), QJsonValue() },
                                           { QStringLiteral("after"), unit.toJson() } });
    for (auto _ : state) {
        QSqlQuery(database).exec(QStringLiteral("BEGIN"));
        LogTable(database).append(entry);
        QSqlQuery(database).exec(QStringLiteral("ROLLBACK"));
    }
}

void sizes(benchmark::internal::Benchmark *bench)
{
    bench->Arg(78)->Arg(20000);
}

} // namespace

BENCHMARK(BM_ReadUnits)
    ->Apply(sizes)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MeasureProcessCPUTime();
BENCHMARK(BM_CheckUnits)
    ->Apply(sizes)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MeasureProcessCPUTime();
BENCHMARK(BM_AppendLog)
    ->Apply(sizes)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MeasureProcessCPUTime();

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
