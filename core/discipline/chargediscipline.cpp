#include "core/discipline/chargediscipline.h"

#include "core/common/quote.h"

#include "core/dice/diceroller.h"
#include "core/dice/randomsource.h"
#include "core/discipline/firedisciplinechart.h"

#include <QCoreApplication>
#include <QMap>
#include <algorithm>

namespace Adc {

namespace {

QString inches(int distance)
{
    return QStringLiteral("%1\"").arg(distance);
}

// The column a charge cannot read, in words; empty when it can.
QString situationProblem(DisciplineSituation situation, const FireDisciplineChart &chart)
{
    if (ChargeDiscipline::allowsSituation(situation, chart))
        return QString();
    return QCoreApplication::translate("Adc::ChargeDiscipline", "%1 is not a charge situation (%2)")
        .arg(Quote::value(toName(situation)),
             ChargeDiscipline::situationNames(chart).join(QLatin1String(", ")));
}

// Where a failure at `distance` fires: min(d, N), or d when the cell has no range.
int firesAt(int distance, const std::optional<int> &range)
{
    return range ? std::min(distance, *range) : distance;
}

QString tooFewRolls(int given, const QList<int> &passedAt, int needed)
{
    if (given == 0)
        return QCoreApplication::translate("Adc::ChargeDiscipline",
                                           "no roll given; the defender needs a roll at %1")
            .arg(inches(needed));
    QStringList passed;
    for (int distance : passedAt)
        passed << inches(distance);
    return QCoreApplication::translate(
               "Adc::ChargeDiscipline",
               "%1 roll(s) given: the defender passed at %2 and needs a roll at %3")
        .arg(given)
        .arg(passed.join(QLatin1String(", ")), inches(needed));
}

} // namespace

bool ChargeDiscipline::allowsSituation(DisciplineSituation situation,
                                       const FireDisciplineChart &chart)
{
    return chart.chargeSituations().contains(situation);
}

bool ChargeDiscipline::allowsSituation(DisciplineSituation situation)
{
    return allowsSituation(situation, FireDisciplineChart::standard());
}

QStringList ChargeDiscipline::situationNames(const FireDisciplineChart &chart)
{
    QStringList names;
    for (DisciplineSituation situation : chart.chargeSituations())
        names << toName(situation);
    return names;
}

Result<ChargeDiscipline::Outcome> ChargeDiscipline::resolve(const QList<int> &rolls,
                                                            DisciplineSituation situation)
{
    return resolve(rolls, situation, FireDisciplineChart::standard());
}

Result<ChargeDiscipline::Outcome> ChargeDiscipline::resolve(const QList<int> &rolls,
                                                            DisciplineSituation situation,
                                                            const FireDisciplineChart &chart)
{
    if (const QString problem = situationProblem(situation, chart); !problem.isEmpty())
        return Failure::malformed(problem);
    Outcome result;
    result.situation = situation;
    QList<int> passedAt;
    for (int distance : chart.chargeDistances()) {
        if (result.steps.size() >= rolls.size())
            return Failure::malformed(tooFewRolls(int(rolls.size()), passedAt, distance));
        Step step;
        step.distance = distance;
        step.roll = rolls.at(result.steps.size());
        step.result = chart.lookup(step.roll, situation);
        result.steps << step;
        if (!step.result.isFree()) {
            result.firesAt = firesAt(distance, step.result.range);
            result.firefight = step.result.entersFirefight();
            result.rollsUsed = int(result.steps.size());
            return result;
        }
        passedAt << distance;
    }
    result.firesAt = chart.closeActionRange();
    result.firefight = false;
    result.closeAction = true;
    result.rollsUsed = int(result.steps.size());
    return result;
}

Result<ChargeDiscipline::Outcome>
ChargeDiscipline::resolve(const QList<int> &given, const DiceExpression &dice, RandomSource &source,
                          DisciplineSituation situation, const FireDisciplineChart &chart)
{
    if (const QString problem = situationProblem(situation, chart); !problem.isEmpty())
        return Failure::malformed(problem);
    // Roll only as far as the procedure can go: a failure stops it, so the
    // dice are rolled one distance at a time.
    QList<int> rolls = given;
    QList<DiceRoll> rolled;
    for (;;) {
        Result<Outcome> result = resolve(rolls, situation, chart);
        if (result) {
            for (int i = int(given.size()); i < result->steps.size(); ++i)
                result->steps[i].dice = rolled.at(i - given.size());
            return result;
        }
        if (dice.isEmpty())
            return result;
        const DiceRoll roll = DiceRoller::roll(dice, source);
        rolled << roll;
        rolls << roll.total();
    }
}

Result<QList<ChargeDiscipline::Odds>> ChargeDiscipline::odds(const DiceExpression &dice,
                                                             DisciplineSituation situation)
{
    return odds(dice, situation, FireDisciplineChart::standard());
}

Result<QList<ChargeDiscipline::Odds>> ChargeDiscipline::odds(const DiceExpression &dice,
                                                             DisciplineSituation situation,
                                                             const FireDisciplineChart &chart)
{
    if (const QString problem = situationProblem(situation, chart); !problem.isEmpty())
        return Failure::malformed(problem);
    if (dice.isEmpty())
        return Failure::malformed(
            QCoreApplication::translate("Adc::ChargeDiscipline", "no dice expression"));
    const QList<FireDisciplineChart::CellOdds> cells = chart.odds(dice, situation);
    // Keyed so the farthest distance comes first and, at one distance, the
    // outcome without firefight before the one with it.
    QMap<QPair<int, bool>, double> outcomes;
    double passSoFar = 1.0;
    for (int distance : chart.chargeDistances()) {
        double pass = 0.0;
        for (const FireDisciplineChart::CellOdds &cell : cells) {
            if (cell.kind == DisciplineResult::Kind::Free) {
                pass += cell.probability;
                continue;
            }
            const bool firefight = cell.kind == DisciplineResult::Kind::Firefight;
            outcomes[qMakePair(-firesAt(distance, cell.range), firefight)]
                += passSoFar * cell.probability;
        }
        passSoFar *= pass;
    }
    if (passSoFar > 0.0)
        outcomes[qMakePair(-chart.closeActionRange(), false)] += passSoFar;
    QList<Odds> list;
    for (auto it = outcomes.cbegin(); it != outcomes.cend(); ++it) {
        if (it.value() > 0.0)
            list << Odds { -it.key().first, it.key().second, it.value() };
    }
    return list;
}

} // namespace Adc
