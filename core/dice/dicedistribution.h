#pragma once

#include "core/dice/diceexpression.h"

#include <QList>

namespace Adc {

// The exact probability of every total a dice expression can roll, by
// convolving one die at a time: the odds the dialogs and `adc rules` show for
// class dice and the fire die.
class DiceDistribution
{
public:
    // One total and its probability.
    struct Entry
    {
        int total = 0;
        double probability = 0.0;
    };

    DiceDistribution() = default;
    explicit DiceDistribution(const DiceExpression &expression);

    int minimum() const { return m_minimum; }
    int maximum() const { return m_minimum + int(m_probabilities.size()) - 1; }
    bool isEmpty() const { return m_probabilities.isEmpty(); }

    // P(total == value); 0 outside [minimum, maximum].
    double probability(int total) const;
    // P(total >= value) and P(total <= value).
    double atLeast(int total) const;
    double atMost(int total) const;
    // P(low <= total <= high).
    double between(int low, int high) const;
    double mean() const;

    // Every total from minimum to maximum with its probability, lowest first.
    QList<Entry> entries() const;
    // The probabilities alone, index 0 being minimum().
    const QList<double> &probabilities() const { return m_probabilities; }

private:
    int m_minimum = 0;
    QList<double> m_probabilities;
};

} // namespace Adc
