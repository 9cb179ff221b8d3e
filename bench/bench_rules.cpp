// Rules core timings: one fire result, its odds, one discipline lookup, and
// `adc rules fire` as a whole process. Targets: a fire result under 2 us,
// its odds under 20 us, the whole process under 30 ms.
#include "core/discipline/firedisciplinechart.h"
#include "core/fire/fireresolver.h"
#include "tests/testpaths.h"

#include <QCoreApplication>
#include <QProcess>
#include <benchmark/benchmark.h>

using namespace Adc;

namespace {
FireRequest infantryFire()
{
    FireRequest request;
    request.arm = Arm::Infantry;
    request.stands = 6;
    request.weapon = Weapon::Musket;
    request.range = 3;
    request.ap = 2;
    request.conditions = { QStringLiteral("initial-volley"), QStringLiteral("target-flank"),
                           QStringLiteral("firer-shaken") };
    return request;
}

FireRequest batteryFire()
{
    FireRequest request;
    request.arm = Arm::Artillery;
    request.tubes = 8;
    request.weapon = Weapon::Gun12pdr;
    request.shot = Shot::Canister;
    request.range = 5;
    request.ap = 4;
    request.conditions = { QStringLiteral("initial-fire"), QStringLiteral("cover-light"),
                           QStringLiteral("counter-battery") };
    return request;
}

void fireResult(benchmark::State &state, FireRequest request)
{
    const Rulings rulings;
    FireResolver::resolve(request, rulings); // load the tables outside the timing
    int face = 0;
    for (auto _ : state) {
        request.die = face % 10 + 1;
        ++face;
        FireResult result = FireResolver::resolve(request, rulings);
        benchmark::DoNotOptimize(result);
    }
}

void BM_FireResolveInfantry(benchmark::State &state)
{
    fireResult(state, infantryFire());
}
void BM_FireResolveBattery(benchmark::State &state)
{
    fireResult(state, batteryFire());
}

void BM_FireOdds(benchmark::State &state)
{
    const Rulings rulings;
    const FireRequest request = infantryFire();
    FireResolver::odds(request, rulings);
    for (auto _ : state) {
        FireOdds odds = FireResolver::odds(request, rulings);
        benchmark::DoNotOptimize(odds);
    }
}

void BM_DisciplineLookup(benchmark::State &state)
{
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    int roll = 0;
    for (auto _ : state) {
        DisciplineResult result = chart.lookup(roll % 12 + 1, DisciplineSituation::InSmoke);
        ++roll;
        benchmark::DoNotOptimize(result);
    }
}

void BM_AdcRulesFireProcess(benchmark::State &state)
{
    const QByteArray request = R"({"arm": "infantry", "stands": 6, "weapon": "musket", "range": 3,
        "ap": 2, "die": 7, "conditions": ["initial-volley", "target-flank", "firer-shaken"]})";
    for (auto _ : state) {
        QProcess process;
        process.start(AdcTest::binDir() + QStringLiteral("/adc"),
                      { QStringLiteral("rules"), QStringLiteral("fire") });
        process.write(request);
        process.closeWriteChannel();
        if (!process.waitForFinished(30000) || process.exitCode() != 0) {
            state.SkipWithError("adc rules fire failed");
            break;
        }
        benchmark::DoNotOptimize(process.readAllStandardOutput());
    }
}
} // namespace

BENCHMARK(BM_FireResolveInfantry);
BENCHMARK(BM_FireResolveBattery);
BENCHMARK(BM_FireOdds);
BENCHMARK(BM_DisciplineLookup);
BENCHMARK(BM_AdcRulesFireProcess)->Unit(benchmark::kMillisecond)->UseRealTime()->MinTime(2.0);

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
