#include "core/dice/dicedistribution.h"

#include <algorithm>

namespace Adc {

namespace {

// Above this many multiply-adds for one die the convolution switches from a
// direct sum to a sliding window. Both only ever add non-negative numbers
// (the window is a queue of two stacks rather than a difference of prefix
// sums), so even the one-in-6^20 tails keep their relative accuracy.
constexpr qint64 kDirectBudget = 4000000;

// Adds one die of `sides` faces to a distribution held as probabilities from
// some offset; the result is `sides - 1` entries longer. The die's faces are
// 1..sides or, when negative, -sides..-1; the caller moves the offset.
QList<double> addDie(const QList<double> &current, int sides)
{
    const int size = int(current.size());
    const int resultSize = size + sides - 1;
    QList<double> result(resultSize, 0.0);
    const double face = 1.0 / sides;
    if (qint64(size) * sides <= kDirectBudget) {
        for (int i = 0; i < size; ++i) {
            const double p = current.at(i) * face;
            if (p == 0.0)
                continue;
            double *out = result.data() + i;
            for (int k = 0; k < sides; ++k)
                out[k] += p;
        }
        return result;
    }
    // result[j] = face * sum(current[j - sides + 1 .. j]), the window
    // [low, high] sliding right. The window is split at `middle`: the part
    // before it keeps suffix sums (the front stack), the part from it on a
    // running sum (the back stack); when the front runs empty the back
    // becomes the front.
    QList<double> suffixes(size + 1, 0.0);
    double *suffix = suffixes.data();
    const double *in = current.constData();
    double *out = result.data();
    int low = 0;
    int middle = 0;
    double back = 0.0;
    for (int j = 0; j < resultSize; ++j) {
        if (j < size)
            back += in[j];
        const int high = std::min(j, size - 1);
        const int wantLow = std::max(0, j - sides + 1);
        while (low < wantLow) {
            if (low == middle) {
                // Move the back stack to the front: suffix sums over [middle, high].
                middle = high + 1;
                double sum = 0.0;
                for (int i = high; i >= low; --i) {
                    sum += in[i];
                    suffix[i] = sum;
                }
                back = 0.0;
            }
            ++low;
        }
        const double front = low < middle ? suffix[low] : 0.0;
        out[j] = (front + back) * face;
    }
    return result;
}

} // namespace

DiceDistribution::DiceDistribution(const DiceExpression &expression)
{
    if (expression.isEmpty())
        return;
    QList<double> current { 1.0 };
    int minimum = 0;
    for (const DiceExpression::Term &term : expression.terms()) {
        if (term.isConstant()) {
            minimum += term.negative ? -term.count : term.count;
            continue;
        }
        for (int i = 0; i < term.count; ++i) {
            current = addDie(current, term.sides);
            // A positive die adds 1..sides; a negative one -sides..-1, the same
            // shape moved down.
            minimum += term.negative ? -term.sides : 1;
        }
    }
    m_minimum = minimum;
    m_probabilities = current;
}

double DiceDistribution::probability(int total) const
{
    const qint64 index = qint64(total) - m_minimum;
    if (index < 0 || index >= m_probabilities.size())
        return 0.0;
    return m_probabilities.at(index);
}

double DiceDistribution::between(int low, int high) const
{
    if (m_probabilities.isEmpty())
        return 0.0;
    const int from = std::max(low, minimum());
    const int to = std::min(high, maximum());
    double sum = 0.0;
    for (int total = from; total <= to; ++total)
        sum += m_probabilities.at(total - m_minimum);
    return std::min(sum, 1.0);
}

double DiceDistribution::atLeast(int total) const
{
    if (m_probabilities.isEmpty() || total > maximum())
        return 0.0;
    return between(total, maximum());
}

double DiceDistribution::atMost(int total) const
{
    if (m_probabilities.isEmpty() || total < minimum())
        return 0.0;
    return between(minimum(), total);
}

double DiceDistribution::mean() const
{
    double sum = 0.0;
    for (int i = 0; i < m_probabilities.size(); ++i)
        sum += (m_minimum + i) * m_probabilities.at(i);
    return sum;
}

QList<DiceDistribution::Entry> DiceDistribution::entries() const
{
    QList<Entry> list;
    list.reserve(m_probabilities.size());
    for (int i = 0; i < m_probabilities.size(); ++i)
        list << Entry { m_minimum + i, m_probabilities.at(i) };
    return list;
}

} // namespace Adc
