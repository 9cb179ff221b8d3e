#include "core/dice/diceexpression.h"

#include "core/common/quote.h"

#include <QCoreApplication>

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

    // Reads the whole text into terms; false when it does not read, with
    // error() and position() saying why and where.
    bool run(QList<DiceExpression::Term> *terms)
    {
        skipSpaces();
        if (atEnd())
            return failure(
                m_index,
                QCoreApplication::translate("Adc::DiceExpression", "empty dice expression"));
        bool negative = false;
        int dice = 0;
        int constants = 0;
        for (;;) {
            const int start = m_index;
            DiceExpression::Term term;
            if (!readTerm(&term))
                return false;
            term.negative = negative;
            if (term.isConstant()) {
                constants += term.count;
                if (constants > DiceExpression::kMaxConstant) {
                    return failure(
                        start,
                        QCoreApplication::translate("Adc::DiceExpression",
                                                    "the constants add up to more than %1")
                            .arg(DiceExpression::kMaxConstant));
                }
            } else {
                dice += term.count;
                if (dice > DiceExpression::kMaxDice) {
                    return failure(start,
                                   QCoreApplication::translate("Adc::DiceExpression",
                                                               "more than %1 dice in all")
                                       .arg(DiceExpression::kMaxDice));
                }
            }
            *terms << term;
            skipSpaces();
            if (atEnd())
                break;
            const QChar sign = m_text.at(m_index);
            if (sign != QLatin1Char('+') && sign != QLatin1Char('-')) {
                return failure(m_index,
                               QCoreApplication::translate("Adc::DiceExpression",
                                                           "expected + or - or the end, not '%1'")
                                   .arg(sign));
            }
            negative = sign == QLatin1Char('-');
            ++m_index;
            skipSpaces();
        }
        if (dice == 0)
            return failure(
                0,
                QCoreApplication::translate("Adc::DiceExpression",
                                            "no die to roll (a dice expression needs a die)"));
        return true;
    }

    const QString &error() const { return m_error; }
    // What does not read, as the malformed text it is.
    Failure failure() const { return Failure::malformed(m_error); }
    int position() const { return m_position; }

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
            failure(
                m_index,
                QCoreApplication::translate("Adc::DiceExpression", "expected a number or a die"));
            return false;
        }
        const int countAt = m_index;
        const bool countWritten = atDigit();
        const int count = countWritten ? readNumber() : 1;
        if (!atD()) {
            // A constant.
            if (count > DiceExpression::kMaxConstant) {
                failure(countAt,
                        QCoreApplication::translate("Adc::DiceExpression",
                                                    "the constant %1 is above %2")
                            .arg(Quote::shortened(m_text.mid(countAt, m_index - countAt)),
                                 QString::number(DiceExpression::kMaxConstant)));
                return false;
            }
            term->count = count;
            term->sides = 0;
            return true;
        }
        if (count < 1 || count > DiceExpression::kMaxCount) {
            failure(countAt,
                    QCoreApplication::translate("Adc::DiceExpression",
                                                "the number of dice must be 1 to %1, not %2")
                        .arg(QString::number(DiceExpression::kMaxCount),
                             Quote::shortened(m_text.mid(countAt, m_index - countAt))));
            return false;
        }
        ++m_index; // the 'd'
        if (!atDigit()) {
            failure(m_index,
                    QCoreApplication::translate("Adc::DiceExpression",
                                                "expected the number of sides after 'd'"));
            return false;
        }
        const int sidesAt = m_index;
        const int sides = readNumber();
        if (sides < DiceExpression::kMinSides || sides > DiceExpression::kMaxSides) {
            failure(sidesAt,
                    QCoreApplication::translate("Adc::DiceExpression",
                                                "a die has %1 to %2 sides, not %3")
                        .arg(QString::number(DiceExpression::kMinSides),
                             QString::number(DiceExpression::kMaxSides),
                             Quote::shortened(m_text.mid(sidesAt, m_index - sidesAt))));
            return false;
        }
        term->count = count;
        term->sides = sides;
        return true;
    }

    bool failure(int index, const QString &message)
    {
        m_position = index;
        m_error = QCoreApplication::translate("Adc::DiceExpression", "%1 at %2: %3")
                      .arg(Quote::value(m_text), QString::number(index + 1), message);
        return false;
    }

    const QString &m_text;
    int m_index = 0;
    QString m_error;
    int m_position = -1;
};

} // namespace

Result<DiceExpression> DiceExpression::parse(const QString &text)
{
    DiceExpression expression;
    Parser parser(text);
    if (!parser.run(&expression.m_terms))
        return parser.failure();
    return expression;
}

int DiceExpression::errorPosition(const QString &text)
{
    QList<Term> terms;
    Parser parser(text);
    return parser.run(&terms) ? -1 : parser.position();
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

double DiceExpression::mean() const
{
    double mean = 0;
    for (const Term &term : m_terms) {
        const double value = term.isConstant() ? term.count : term.count * (term.sides + 1) / 2.0;
        mean += term.negative ? -value : value;
    }
    return mean;
}

double DiceExpression::oddsWork() const
{
    double range = 1;
    double work = 0;
    for (const Term &term : m_terms) {
        for (int i = 0; !term.isConstant() && i < term.count; ++i) {
            range += term.sides - 1;
            work += range * term.sides;
        }
    }
    return work;
}

} // namespace Adc
