#include "dice/diceexpression.h"

namespace Adc {

namespace {

// A recursive-descent reader over the text; the first problem stops it.
class Parser
{
public:
    explicit Parser(const QString &text)
        : m_text(text)
    {
    }

    DiceExpression::ParseResult run(QList<DiceExpression::Term> *terms)
    {
        DiceExpression::ParseResult result;
        skipSpaces();
        if (atEnd())
            return failure(m_index, QStringLiteral("empty dice expression"));
        bool negative = false;
        int dice = 0;
        int constants = 0;
        for (;;) {
            const int start = m_index;
            DiceExpression::Term term;
            if (!readTerm(&term))
                return m_failure;
            term.negative = negative;
            if (term.isConstant()) {
                constants += term.count;
                if (constants > DiceExpression::kMaxConstant) {
                    return failure(start,
                                   QStringLiteral("the constants add up to more than %1")
                                       .arg(DiceExpression::kMaxConstant));
                }
            } else {
                dice += term.count;
                if (dice > DiceExpression::kMaxDice) {
                    return failure(
                        start,
                        QStringLiteral("more than %1 dice in all").arg(DiceExpression::kMaxDice));
                }
            }
            *terms << term;
            skipSpaces();
            if (atEnd())
                break;
            const QChar sign = m_text.at(m_index);
            if (sign != QLatin1Char('+') && sign != QLatin1Char('-')) {
                return failure(m_index,
                               QStringLiteral("expected + or - or the end, not '%1'").arg(sign));
            }
            negative = sign == QLatin1Char('-');
            ++m_index;
            skipSpaces();
        }
        if (dice == 0)
            return failure(0, QStringLiteral("no die to roll (a dice expression needs a die)"));
        return result;
    }

private:
    bool atEnd() const { return m_index >= m_text.size(); }
    bool atDigit() const
    {
        return !atEnd() && m_text.at(m_index) >= QLatin1Char('0')
            && m_text.at(m_index) <= QLatin1Char('9');
    }
    bool atD() const
    {
        return !atEnd()
            && (m_text.at(m_index) == QLatin1Char('d') || m_text.at(m_index) == QLatin1Char('D'));
    }

    void skipSpaces()
    {
        while (!atEnd() && m_text.at(m_index).isSpace())
            ++m_index;
    }

    // Digits as a number; values too large to matter are held at a cap so a
    // long run of digits cannot overflow.
    int readNumber()
    {
        int value = 0;
        while (atDigit()) {
            if (value <= 1000000)
                value = value * 10 + m_text.at(m_index).digitValue();
            ++m_index;
        }
        return value;
    }

    bool readTerm(DiceExpression::Term *term)
    {
        if (!atDigit() && !atD()) {
            failure(m_index, QStringLiteral("expected a number or a die"));
            return false;
        }
        const int countAt = m_index;
        const bool countWritten = atDigit();
        const int count = countWritten ? readNumber() : 1;
        if (!atD()) {
            // A constant.
            if (count > DiceExpression::kMaxConstant) {
                failure(countAt,
                        QStringLiteral("the constant %1 is above %2")
                            .arg(m_text.mid(countAt, m_index - countAt))
                            .arg(DiceExpression::kMaxConstant));
                return false;
            }
            term->count = count;
            term->sides = 0;
            return true;
        }
        if (count < 1 || count > DiceExpression::kMaxCount) {
            failure(countAt,
                    QStringLiteral("the number of dice must be 1 to %1, not %2")
                        .arg(DiceExpression::kMaxCount)
                        .arg(m_text.mid(countAt, m_index - countAt)));
            return false;
        }
        ++m_index; // the 'd'
        if (!atDigit()) {
            failure(m_index, QStringLiteral("expected the number of sides after 'd'"));
            return false;
        }
        const int sidesAt = m_index;
        const int sides = readNumber();
        if (sides < DiceExpression::kMinSides || sides > DiceExpression::kMaxSides) {
            failure(sidesAt,
                    QStringLiteral("a die has %1 to %2 sides, not %3")
                        .arg(DiceExpression::kMinSides)
                        .arg(DiceExpression::kMaxSides)
                        .arg(m_text.mid(sidesAt, m_index - sidesAt)));
            return false;
        }
        term->count = count;
        term->sides = sides;
        return true;
    }

    DiceExpression::ParseResult failure(int index, const QString &message)
    {
        DiceExpression::ParseResult result;
        result.position = index;
        result.error = QStringLiteral("\"%1\" at %2: %3").arg(m_text).arg(index + 1).arg(message);
        m_failure = result;
        return result;
    }

    const QString &m_text;
    int m_index = 0;
    DiceExpression::ParseResult m_failure;
};

} // namespace

DiceExpression::ParseResult DiceExpression::parse(const QString &text)
{
    QList<Term> terms;
    Parser parser(text);
    ParseResult result = parser.run(&terms);
    if (result.ok())
        result.expression.m_terms = terms;
    return result;
}

DiceExpression DiceExpression::dice(int count, int sides, int constant)
{
    DiceExpression expression;
    expression.m_terms << Term { count, sides, false };
    if (constant != 0)
        expression.m_terms << Term { constant < 0 ? -constant : constant, 0, constant < 0 };
    return expression;
}

int DiceExpression::diceCount() const
{
    int count = 0;
    for (const Term &term : m_terms) {
        if (!term.isConstant())
            count += term.count;
    }
    return count;
}

int DiceExpression::constant() const
{
    int sum = 0;
    for (const Term &term : m_terms) {
        if (term.isConstant())
            sum += term.negative ? -term.count : term.count;
    }
    return sum;
}

QString DiceExpression::toString() const
{
    QString text;
    for (int i = 0; i < m_terms.size(); ++i) {
        const Term &term = m_terms.at(i);
        if (term.negative)
            text += QLatin1Char('-');
        else if (i > 0)
            text += QLatin1Char('+');
        text += QString::number(term.count);
        if (!term.isConstant())
            text += QLatin1Char('d') + QString::number(term.sides);
    }
    return text;
}

int DiceExpression::minimum() const
{
    int sum = 0;
    for (const Term &term : m_terms) {
        const int low = term.count;
        const int high = term.isConstant() ? term.count : term.count * term.sides;
        sum += term.negative ? -high : low;
    }
    return sum;
}

int DiceExpression::maximum() const
{
    int sum = 0;
    for (const Term &term : m_terms) {
        const int low = term.count;
        const int high = term.isConstant() ? term.count : term.count * term.sides;
        sum += term.negative ? -low : high;
    }
    return sum;
}

} // namespace Adc
