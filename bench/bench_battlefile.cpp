// What one input of the battle-file fuzzer costs, without the fuzzer's
// instrumentation (Google Benchmark): each kept input and each seed of
// fuzz/corpus/fuzz_battle_file mangles the small battle fuzz/battle/tiny.adc
// and is opened and exercised in memory (BattleFileCheck::runInMemory), as
// fuzz_battle_file does. BM_BaseBattle exercises the base file unchanged: the
// most an input can cost, the whole battle opening and every step run.
// Target: the fuzzer at 500 inputs a second or more.

#include "../fuzz/battlefilecheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <benchmark/benchmark.h>

using namespace Adc;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(1 << 20) : QByteArray();
}

QByteArray base()
{
    return readAll(QStringLiteral(ADC_SOURCE_DIR "/fuzz/battle/tiny.adc"));
}

QList<QByteArray> inputs()
{
    QList<QByteArray> found;
    for (const char *folder : { ADC_SOURCE_DIR "/fuzz/corpus/fuzz_battle_file",
                                ADC_SOURCE_DIR "/tests/data/fuzz/fuzz_battle_file" }) {
        const QDir dir(QString::fromUtf8(folder));
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
            found.append(readAll(dir.filePath(name)));
    }
    return found;
}

void BM_FuzzInput(benchmark::State &state)
{
    const QByteArray file = base();
    const QList<QByteArray> all = inputs();
    if (file.isEmpty() || all.isEmpty()) {
        state.SkipWithError("no base battle or no inputs");
        return;
    }
    qsizetype next = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(BattleFileCheck::runInMemory(file, all.at(next)));
        next = (next + 1) % all.size();
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_BaseBattle(benchmark::State &state)
{
    const QByteArray file = base();
    for (auto _ : state) {
        const QString problem = BattleFileCheck::runInMemory(file, QByteArray());
        if (!problem.isEmpty()) {
            state.SkipWithError(qPrintable(problem));
            break;
        }
    }
    state.SetItemsProcessed(state.iterations());
}

} // namespace

BENCHMARK(BM_FuzzInput)->Unit(benchmark::kMillisecond)->MinTime(3.0);
BENCHMARK(BM_BaseBattle)->Unit(benchmark::kMillisecond)->MinTime(3.0);

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
