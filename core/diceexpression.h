#pragma once

#include <QList>
#include <QString>

namespace Adc {

// A dice expression such as 1d10, 2d6+1, d12-1 or 3d6 (a sum of dice groups
// and constants). Parsing points at the first bad character.
class DiceExpression
{
public:
    // One group: count dice of `sides` faces (sides == 0: the constant count),
    // added or subtracted.
    struct Term
    {
        int count = 0;
        int sides = 0;
        bool negative = false;
    };

    struct ParseResult
    {
        DiceExpression expression;
        QString error;     // empty when parsing succeeded
        int position = -1; // index of the offending character in the text
        bool ok() const { return error.isEmpty(); }
    };

    static ParseResult parse(const QString &text);

    const QList<Term> &terms() const { return m_terms; }
    // Canonical spelling, e.g. "2d6+1".
    QString toString() const;
    int minimum() const;
    int maximum() const;

private:
    QList<Term> m_terms;
};

} // namespace Adc
