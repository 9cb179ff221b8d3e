#pragma once

#include "core/common/result.h"
#include "core/dice/diceexpression.h"

#include <QList>
#include <QString>

namespace Adc {

// A rolled dice expression: the faces of every die, group by group, and the
// total, so the log and the dialogs can show how the total came about.
class DiceRoll
{
public:
    DiceRoll() = default;

    // Builds a roll from faces listed in the order of the expression's dice
    // (e.g. 2d6+1d4: two d6 faces, then the d4 face). A wrong number of
    // faces, or a face a die cannot show, fails saying which.
    static Result<DiceRoll> fromFaces(const DiceExpression &expression, const QList<int> &faces);

    const DiceExpression &expression() const { return m_expression; }
    // The faces of each term of the expression, in order; a constant term has
    // none.
    const QList<QList<int>> &facesByTerm() const { return m_facesByTerm; }
    // Every face in the order of the expression's dice.
    QList<int> faces() const;
    int total() const { return m_total; }

    // E.g. "2d6+1: 3+5+1 = 9".
    QString toString() const;

private:
    DiceExpression m_expression;
    QList<QList<int>> m_facesByTerm;
    int m_total = 0;
};

} // namespace Adc
