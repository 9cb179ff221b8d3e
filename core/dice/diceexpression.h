#pragma once

#include "core/common/result.h"

#include <QList>
#include <QString>

namespace Adc {

// A dice expression such as 1d10, 2d6+1, d12-1 or 3d6 (a sum of dice groups
// and constants). Parsing points at the first bad character.
class DiceExpression
{
public:
    // Limits on what an umpire may type: 1 to 100 dice a group, 2 to 1000
    // sides a die, at most 100 dice and constants of at most 1000 in all.
    static constexpr int kMaxCount = 100;
    static constexpr int kMinSides = 2;
    static constexpr int kMaxSides = 1000;
    static constexpr int kMaxDice = 100;
    static constexpr int kMaxConstant = 1000;

    // One group: count dice of `sides` faces (sides == 0: the constant count),
    // added or subtracted.
    struct Term
    {
        int count = 0;
        int sides = 0;
        bool negative = false;

        bool isConstant() const { return sides == 0; }
        bool operator==(const Term &other) const
        {
            return count == other.count && sides == other.sides && negative == other.negative;
        }
        bool operator!=(const Term &other) const { return !(*this == other); }
    };

    DiceExpression() = default;

    // Parses text such as "2d6+1" (whitespace allowed between parts). On
    // failure the reason quotes the text and names the 1-based column of the
    // offending character, e.g. "2d6+x" at 5: expected a number or a die.
    static Result<DiceExpression> parse(const QString &text);
    // The same place as a 0-based index into text (to mark it), or -1 when
    // the text parses.
    static int errorPosition(const QString &text);
    // count dice of `sides` faces plus a constant, e.g. dice(2, 6, 1) is 2d6+1.
    // The caller keeps within the limits above.
    static DiceExpression dice(int count, int sides, int constant = 0);

    const QList<Term> &terms() const { return m_terms; }
    bool isEmpty() const { return m_terms.isEmpty(); }
    // How many dice are rolled (the faces a roll needs), over every group.
    int diceCount() const;
    // The sum of the constants, with their signs.
    int constant() const;
    // Canonical spelling, e.g. "2d6+1".
    QString toString() const;
    int minimum() const;
    int maximum() const;
    // The mean total, worked out term by term (no distribution needed).
    double mean() const;
    // How much work (totals times faces) DiceDistribution takes for it, so a
    // caller can skip odds too slow to show while the umpire types.
    double oddsWork() const;

    bool operator==(const DiceExpression &other) const { return m_terms == other.m_terms; }
    bool operator!=(const DiceExpression &other) const { return !(*this == other); }

private:
    QList<Term> m_terms;
};

} // namespace Adc
