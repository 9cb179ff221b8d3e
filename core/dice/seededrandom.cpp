#include "core/dice/seededrandom.h"

#include <QRandomGenerator>
#include <limits>

namespace Adc {

SeededRandom::SeededRandom()
    : SeededRandom(QRandomGenerator::system()->generate64())
{
}

SeededRandom::SeededRandom(quint64 seed)
    : m_seed(seed)
    , m_engine(seed)
{
}

void SeededRandom::reseed(quint64 seed)
{
    m_seed = seed;
    m_engine.seed(seed);
}

int SeededRandom::roll(int sides)
{
    if (sides < 2)
        return 1;
    // Rejection sampling: draws at or above the largest multiple of `sides`
    // would favour the low faces, so they are drawn again.
    const quint64 range = quint64(sides);
    const quint64 limit
        = std::numeric_limits<quint64>::max() - std::numeric_limits<quint64>::max() % range;
    quint64 draw = m_engine();
    while (draw >= limit)
        draw = m_engine();
    return int(draw % range) + 1;
}

} // namespace Adc
