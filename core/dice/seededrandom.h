#pragma once

#include "core/dice/randomsource.h"

#include <QtGlobal>
#include <random>

namespace Adc {

// Fair dice from a 64-bit Mersenne Twister. The same seed gives the same
// faces on every platform (the draw does not rely on the standard library's
// distributions, whose algorithms differ between implementations), so a
// battle's dice can be replayed from its seed.
class SeededRandom : public RandomSource
{
public:
    // Seeds from the system's random generator; seed() tells which seed.
    SeededRandom();
    explicit SeededRandom(quint64 seed);

    quint64 seed() const { return m_seed; }
    // Starts over from the given seed.
    void reseed(quint64 seed);

    int roll(int sides) override;

private:
    quint64 m_seed = 0;
    std::mt19937_64 m_engine;
};

} // namespace Adc
