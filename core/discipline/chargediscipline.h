#pragma once

#include "core/common/result.h"
#include "core/common/vocabulary.h"
#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"
#include "core/discipline/disciplineresult.h"

#include <QList>
#include <QString>
#include <optional>

namespace Adc {

class FireDisciplineChart;
class RandomSource;

// Charge discipline (seed 002, Fire Discipline: "roll at each inch increment
// starting at 4\" until you fail"; docs/rules.md 2): the range at which defending
// infantry fire on a charge.
class ChargeDiscipline
{
public:
    // One roll of the procedure.
    struct Step
    {
        int distance = 0;
        int roll = 0;
        DisciplineResult result;
        // Set when the program rolled the dice (not given by the umpire).
        std::optional<DiceRoll> dice;
    };

    struct Outcome
    {
        DisciplineSituation situation = DisciplineSituation::Normal;
        // Where the defender fires, in inches.
        int firesAt = 0;
        // The failing result was FF: the defender enters firefight status.
        bool firefight = false;
        // It passed at every distance and held its fire to close action.
        bool closeAction = false;
        int rollsUsed = 0;
        QList<Step> steps;
    };

    // The chance of one outcome.
    struct Odds
    {
        int firesAt = 0;
        bool firefight = false;
        double probability = 0.0;
    };

    // Whether a charge may read this column (normal or in smoke, per the
    // chart's table).
    static bool allowsSituation(DisciplineSituation situation, const FireDisciplineChart &chart);
    static bool allowsSituation(DisciplineSituation situation);
    // The names of the columns a charge may read, for messages.
    static QStringList situationNames(const FireDisciplineChart &chart);

    // Charge discipline, seed 002 / docs/rules.md 2: reads the class-dice totals in
    // order at 4", 3", 2", 1" until the first result other than free; fires
    // at min(d, N) (d when the result has no range), FF also gives firefight
    // status; passing every distance fires at close action (1"). Extra rolls
    // are ignored. Too few rolls, or a column a charge cannot read, is a
    // failure that says why.
    static Result<Outcome> resolve(const QList<int> &rolls, DisciplineSituation situation);
    static Result<Outcome> resolve(const QList<int> &rolls, DisciplineSituation situation,
                                   const FireDisciplineChart &chart);

    // The same, using the given totals first and rolling the class dice on
    // the source for the rest (each rolled step keeps its dice).
    static Result<Outcome> resolve(const QList<int> &given, const DiceExpression &dice,
                                   RandomSource &source, DisciplineSituation situation,
                                   const FireDisciplineChart &chart);

    // The exact chance of each outcome (fires at, firefight) with the class
    // dice: the product over the distances of passing before, times failing
    // there. Ordered by distance from the farthest, without firefight first.
    static Result<QList<Odds>> odds(const DiceExpression &dice, DisciplineSituation situation);
    static Result<QList<Odds>> odds(const DiceExpression &dice, DisciplineSituation situation,
                                    const FireDisciplineChart &chart);
};

} // namespace Adc
