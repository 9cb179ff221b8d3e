#include "core/dice/diceroller.h"

#include "core/dice/randomsource.h"

namespace Adc {

DiceRoller::DiceRoller(RandomSource &source)
    : m_source(source)
{
}

DiceRoll DiceRoller::roll(const DiceExpression &expression)
{
    return roll(expression, m_source);
}

DiceRoll DiceRoller::roll(const DiceExpression &expression, RandomSource &source)
{
    QList<int> faces;
    for (const DiceExpression::Term &term : expression.terms()) {
        if (term.isConstant())
            continue;
        for (int i = 0; i < term.count; ++i) {
            // A source that misbehaves is held to the die's faces, so the
            // roll is always one the expression can make.
            faces << qBound(1, source.roll(term.sides), term.sides);
        }
    }
    // The faces are held to the dice above, so only an empty expression
    // fails: it rolls nothing.
    const Result<DiceRoll> rolled = DiceRoll::fromFaces(expression, faces);
    return rolled ? *rolled : DiceRoll();
}

} // namespace Adc
