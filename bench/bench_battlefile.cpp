// What one input of the battle-file fuzzer costs, without the fuzzer's
// instrumentation (Google Benchmark): each kept input and each seed of
// fuzz/corpus/fuzz_battle_file mangles one of the two small battles of
// fuzz/battle/ and is opened and exercised in memory
// (BattleFileCheck::runInMemory), as deep as the input says, as
// fuzz_battle_file does. BM_BaseBattle exercises each base file unchanged
// (first argument 0: the oldest version, upgraded as it opens; 1: the current
// version) to each depth (second argument, 0 reading only to 3 the whole
// way). Target: the fuzzer at 500 inputs a second or more.

#include "../fuzz/battlefilecheck.h"
#include "tests/testpaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <benchmark/benchmark.h>
#include <cstdio>

using namespace Adc;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(1 << 20) : QByteArray();
}

BattleFileCheck::Bases bases()
{
    return { readAll(AdcTest::sourceDir() + QStringLiteral("/fuzz/battle/tiny.adc")),
             readAll(AdcTest::sourceDir() + QStringLiteral("/fuzz/battle/tiny-current.adc")) };
}

QList<QByteArray> inputs()
{
    QList<QByteArray> found;
    for (const QString &folder : { QStringLiteral("/fuzz/corpus/fuzz_battle_file"),
                                   QStringLiteral("/tests/data/fuzz/fuzz_battle_file") }) {
        const QDir dir(AdcTest::sourceDir() + folder);
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
            found.append(readAll(dir.filePath(name)));
    }
    return found;
}

void BM_FuzzInput(benchmark::State &state)
{
    const BattleFileCheck::Bases files = bases();
    const QList<QByteArray> all = inputs();
    if (files.oldest.isEmpty() || files.current.isEmpty() || all.isEmpty()) {
        state.SkipWithError("no base battle or no inputs");
        return;
    }
    qsizetype next = 0;
    for (auto _ : state) {
        const QByteArray &input = all.at(next);
        benchmark::DoNotOptimize(
            BattleFileCheck::runInMemory(files, input, BattleFileCheck::depthFor(input)));
        next = (next + 1) % all.size();
    }
    state.SetItemsProcessed(state.iterations());
}

void BM_BaseBattle(benchmark::State &state)
{
    const BattleFileCheck::Bases files = bases();
    // An input that chooses the base and changes nothing (mode 0, no bytes),
    // run as deep as the second argument says.
    const QByteArray input = state.range(0) == 0 ? QByteArray() : QByteArray("\x04\0\0", 3);
    const auto depth = static_cast<BattleFileCheck::Depth>(state.range(1));
    for (auto _ : state) {
        const QString problem = BattleFileCheck::runInMemory(files, input, depth);
        if (!problem.isEmpty()) {
            state.SkipWithError(qPrintable(problem));
            break;
        }
    }
    state.SetItemsProcessed(state.iterations());
}

} // namespace

BENCHMARK(BM_FuzzInput)->Unit(benchmark::kMillisecond)->MinTime(3.0);
BENCHMARK(BM_BaseBattle)
    ->ArgsProduct({ { 0, 1 }, { 0, 1, 2, 3 } })
    ->Unit(benchmark::kMillisecond)
    ->MinTime(3.0);

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    // A base that cannot be read would be timed as an empty file.
    const BattleFileCheck::Bases files = bases();
    if (files.oldest.isEmpty() || files.current.isEmpty()) {
        fprintf(stderr, "a base battle of fuzz/battle/ cannot be read\n");
        return 1;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
