// A unit chooser filtering a battle of 2,000 units as the umpire types: each
// keystroke ranks every unit, filters and orders the list, and moves the
// highlight. Target: well within a frame (16 ms) a keystroke.
//
// Three depths: the ranking alone (UnitMatcher), the list's model
// (UnitFilterModel over UnitChoiceModel), and the whole widget with its view
// (UnitChooser, offscreen).

#include "core/turn/likelyunits.h"
#include "ui/choosers/unitchooser.h"
#include "ui/choosers/unitfiltermodel.h"

#include <QApplication>
#include <QLineEdit>
#include <benchmark/benchmark.h>

using namespace Adc;

namespace {

constexpr int kUnits = 2000;

// Names in the manner of the sample battle's: "2e Léger", "61e Ligne",
// "1/42nd Highlanders"..., spread over brigades and two sides.
QList<UnitRecord> battleUnits()
{
    static const QStringList kinds { QStringLiteral("e Léger"),
                                     QStringLiteral("e Ligne"),
                                     QStringLiteral("th Foot"),
                                     QStringLiteral("nd Highlanders"),
                                     QStringLiteral("e Chasseurs à cheval"),
                                     QStringLiteral("'s foot battery") };
    QList<UnitRecord> units;
    for (int i = 0; i < kUnits; ++i) {
        UnitRecord unit;
        unit.id = i + 1;
        unit.name = QString::number(i / 6 + 1) + kinds.at(i % kinds.size());
        unit.side = i % 2 ? QStringLiteral("French") : QStringLiteral("Anglo-Allied");
        unit.brigade = QStringLiteral("Brigade ") + QString::number(i / 4);
        unit.castings = unit.castingsInitial = 12;
        unit.cw = unit.cwInitial = 9;
        units.append(unit);
    }
    return units;
}

// What is typed, a key at a time, then taken back: "2", "2e", "2e ", ...
QStringList keystrokes()
{
    const QString typed = QStringLiteral("2e ligne");
    QStringList texts;
    for (int i = 1; i <= typed.size(); ++i)
        texts.append(typed.left(i));
    for (int i = typed.size() - 1; i >= 0; --i)
        texts.append(typed.left(i));
    return texts;
}

void BM_ChooserRank2000(benchmark::State &state)
{
    UnitMatcher matcher;
    QList<UnitMatcher::Candidate> candidates;
    for (const UnitRecord &unit : battleUnits())
        candidates.append({ unit.name, unit.brigade, unit.side });
    matcher.setCandidates(candidates);
    const QStringList texts = keystrokes();
    int at = 0;
    int current = -1;
    for (auto _ : state) {
        current = matcher.highlight(texts.at(at++ % texts.size()), current);
        benchmark::DoNotOptimize(current);
    }
}

void BM_ChooserFilterModel2000(benchmark::State &state)
{
    UnitChoiceModel model;
    QList<UnitChoiceModel::Choice> choices;
    for (const UnitRecord &unit : battleUnits())
        choices.append(UnitChoiceModel::unitChoice(unit));
    model.setChoices(choices);
    UnitFilterModel filter;
    filter.setSourceModel(&model);
    const QStringList texts = keystrokes();
    int at = 0;
    for (auto _ : state) {
        filter.setText(texts.at(at++ % texts.size()));
        benchmark::DoNotOptimize(filter.rowCount());
    }
}

void BM_ChooserKeystroke2000(benchmark::State &state)
{
    UnitChooser chooser;
    chooser.setUnits(battleUnits());
    chooser.resize(600, 300);
    chooser.show();
    QCoreApplication::processEvents();
    const QStringList texts = keystrokes();
    int at = 0;
    for (auto _ : state) {
        chooser.field()->setText(texts.at(at++ % texts.size()));
        benchmark::DoNotOptimize(chooser.unit());
    }
}

} // namespace

// The likeliest units, as a fire dialog opens: the firers ranked for the
// segment, then the targets of one, after a turn of one fire in ten units
// (half of them this segment) and one move in twenty, at the battle's size.
void BM_LikelyUnits(benchmark::State &state)
{
    const int size = int(state.range(0));
    QList<UnitRecord> units;
    for (int i = 0; i < size; ++i) {
        UnitRecord unit;
        unit.id = i + 1;
        unit.side = i % 2 ? QStringLiteral("French") : QStringLiteral("Anglo-Allied");
        units.append(unit);
    }
    QList<SweepFact> facts;
    for (int i = 0; i + 1 < size; i += 10) {
        SweepFact fire;
        fire.actors = { i + 1 };
        fire.target = i + 2;
        fire.range = 4;
        fire.segment = i % 20 ? 1 : 2;
        facts.append(fire);
        if (i % 20 == 0) {
            SweepFact move;
            move.kind = SweepFact::Kind::Move;
            move.actors = { i + 3 };
            move.segment = 2;
            facts.append(move);
        }
    }
    const Clock clock { 1, 2, QStringLiteral("French") };
    for (auto _ : state) {
        const LikelyUnits likely(facts, clock);
        const QList<LikelyUnits::Ranked> firers = likely.actors(units, LikelyUnits::Act::Fire);
        benchmark::DoNotOptimize(likely.opponents(firers.first().unit, units));
    }
}

BENCHMARK(BM_LikelyUnits)->Arg(2000)->Arg(20000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ChooserRank2000)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ChooserFilterModel2000)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ChooserKeystroke2000)->Unit(benchmark::kMicrosecond);

int main(int argc, char *argv[])
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
