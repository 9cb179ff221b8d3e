#pragma once

#include "core/common/vocabulary.h"
#include "core/dice/diceexpression.h"
#include "core/discipline/disciplineresult.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace Adc {

class TableReader;

// The fire discipline chart (seed 002, Fire Discipline; docs/rules.md 1), read
// from resources/rules/firediscipline.json, with the charge procedure's
// distances (docs/rules.md 2).
class FireDisciplineChart
{
public:
    // One cell of the chart.
    struct Cell
    {
        DisciplineResult::Kind kind = DisciplineResult::Kind::Free;
        std::optional<int> range;
    };

    // The chance of reading one cell with a dice expression.
    struct CellOdds
    {
        QString row;
        DisciplineResult::Kind kind = DisciplineResult::Kind::Free;
        std::optional<int> range;
        double probability = 0.0;
    };

    // Reads and checks the whole table; a malformed table gives std::nullopt
    // and the reader's error names the file and the entry.
    static std::optional<FireDisciplineChart> fromJson(const QJsonObject &root,
                                                       TableReader &reader);
    // The compiled-in chart (":/rules/firediscipline.json"), loaded once.
    static const FireDisciplineChart &standard();
    static QString fileName() { return QStringLiteral("firediscipline.json"); }

    // The column for a unit's state: firefight status first, else in smoke,
    // else normal (docs/rules.md 1).
    static DisciplineSituation situationFor(bool inFirefight, bool inSmoke);

    // Fire discipline chart, seed 002: the cell a class-dice total reads in a
    // column. Rolls above the top row read it (10+), below the bottom row
    // read it (2-).
    DisciplineResult lookup(int roll, DisciplineSituation situation) const;

    // The row a roll reads after clamping, and its name.
    int rowFor(int roll) const;
    QString rowName(int row) const;
    // Row names from the top of the chart down: "10+", "9" ... "2-".
    QStringList rowNames() const;
    int highestRow() const { return m_highestRow; }
    int lowestRow() const { return m_lowestRow; }
    Cell cell(int row, DisciplineSituation situation) const;

    // Fire discipline odds: the probability of each cell the dice can reach,
    // in row order from the top of the chart down; cells that cannot be
    // rolled are left out.
    QList<CellOdds> odds(const DiceExpression &dice, DisciplineSituation situation) const;

    // Charge discipline (docs/rules.md 2): the distances rolled at, in order
    // (4, 3, 2, 1), the range a unit that passes them all fires at (close
    // action, 1"), and the columns a charge may use (normal, in smoke).
    const QList<int> &chargeDistances() const { return m_chargeDistances; }
    int closeActionRange() const { return m_closeAction; }
    const QList<DisciplineSituation> &chargeSituations() const { return m_chargeSituations; }

private:
    int m_highestRow = 10;
    int m_lowestRow = 2;
    // m_cells[row index from the top][situation].
    QList<QList<Cell>> m_cells;
    QList<int> m_chargeDistances;
    int m_closeAction = 1;
    QList<DisciplineSituation> m_chargeSituations;
};

} // namespace Adc
