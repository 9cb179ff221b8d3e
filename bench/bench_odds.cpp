// The odds the dialogs show before a discipline roll: the probability of
// every cell of the fire discipline chart the class dice can reach, for each
// class's dice of the house rulings. Target: under 20 us a call.
#include "core/common/rulings.h"
#include "core/dice/diceexpression.h"
#include "core/discipline/firedisciplinechart.h"

#include <benchmark/benchmark.h>

using namespace Adc;

namespace {
void disciplineOdds(benchmark::State &state, TroopClass troopClass, DisciplineSituation situation)
{
    const FireDisciplineChart &chart = FireDisciplineChart::standard();
    const DiceExpression dice = DiceExpression::parse(Rulings().classDice(troopClass)).value();
    for (auto _ : state) {
        auto odds = chart.odds(dice, situation);
        benchmark::DoNotOptimize(odds);
    }
}

void BM_DisciplineOddsLine(benchmark::State &state)
{
    disciplineOdds(state, TroopClass::Line, DisciplineSituation::Normal);
}

void BM_DisciplineOddsEliteInSmoke(benchmark::State &state)
{
    disciplineOdds(state, TroopClass::Elite, DisciplineSituation::InSmoke);
}
} // namespace

BENCHMARK(BM_DisciplineOddsLine);
BENCHMARK(BM_DisciplineOddsEliteInSmoke);
BENCHMARK_MAIN();
