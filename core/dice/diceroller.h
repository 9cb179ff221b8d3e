#pragma once

#include "core/dice/diceexpression.h"
#include "core/dice/diceroll.h"

namespace Adc {

class RandomSource;

// Rolls dice expressions on a random source (seeded dice, or the faces the
// umpire typed in).
class DiceRoller
{
public:
    explicit DiceRoller(RandomSource &source);

    // One roll of every die of the expression, in the expression's order.
    DiceRoll roll(const DiceExpression &expression);
    // The same, on any source.
    static DiceRoll roll(const DiceExpression &expression, RandomSource &source);

private:
    RandomSource &m_source;
};

} // namespace Adc
