#pragma once

// One input of fuzz_dice, shared with tests/core/tst_fuzzregressions.cpp.

#include "core/dice/dicedistribution.h"
#include "core/dice/diceexpression.h"

#include <QString>
#include <cmath>

namespace Adc {

// Parses the bytes as a dice expression and checks what comes back: an error
// that points inside the text, or an expression within the limits that reads
// back from its own spelling; for one of few dice, a distribution over exactly
// [minimum, maximum] whose probabilities sum to one around the right mean.
class DiceCheck
{
public:
    // Distributions are checked up to this many dice.
    static constexpr int kFewDice = 20;

    // Empty when all is well; otherwise what was wrong.
    static QString run(const QByteArray &bytes)
    {
        const QString text = QString::fromUtf8(bytes);
        const Result<DiceExpression> parsed = DiceExpression::parse(text);
        const int position = DiceExpression::errorPosition(text);
        if (!parsed.ok()) {
            if (position < 0 || position > text.size())
                return QStringLiteral("error at %1 outside the text of %2 characters: %3")
                    .arg(position)
                    .arg(text.size())
                    .arg(parsed.error());
            if (parsed.error().isEmpty())
                return QStringLiteral("an error without a reason");
            return QString();
        }
        if (position != -1)
            return QStringLiteral("parsed, yet an error position %1").arg(position);
        const DiceExpression &expression = *parsed;
        if (expression.isEmpty())
            return QStringLiteral("parsed without an error into nothing");
        if (expression.diceCount() > DiceExpression::kMaxDice)
            return QStringLiteral("%1 dice, more than the limit").arg(expression.diceCount());
        double mean = 0.0;
        for (const DiceExpression::Term &term : expression.terms()) {
            if (term.count < 0
                || (term.isConstant() ? term.count > DiceExpression::kMaxConstant
                                      : term.count > DiceExpression::kMaxCount))
                return QStringLiteral("a term of count %1 outside the limits").arg(term.count);
            if (!term.isConstant()
                && (term.sides < DiceExpression::kMinSides
                    || term.sides > DiceExpression::kMaxSides))
                return QStringLiteral("a die of %1 sides outside the limits").arg(term.sides);
            const double value
                = term.isConstant() ? term.count : term.count * (term.sides + 1) / 2.0;
            mean += term.negative ? -value : value;
        }
        if (expression.minimum() > expression.maximum())
            return QStringLiteral("minimum %1 above maximum %2")
                .arg(expression.minimum())
                .arg(expression.maximum());
        const QString spelled = expression.toString();
        const Result<DiceExpression> again = DiceExpression::parse(spelled);
        if (!again.ok() || again->toString() != spelled || again->minimum() != expression.minimum()
            || again->maximum() != expression.maximum())
            return QStringLiteral("\"%1\" does not read back as itself: %2")
                .arg(spelled, again.error());

        if (expression.diceCount() > kFewDice)
            return QString();
        const DiceDistribution distribution(expression);
        if (distribution.minimum() != expression.minimum()
            || distribution.maximum() != expression.maximum())
            return QStringLiteral("%1: distribution over [%2, %3], expression over [%4, %5]")
                .arg(spelled)
                .arg(distribution.minimum())
                .arg(distribution.maximum())
                .arg(expression.minimum())
                .arg(expression.maximum());
        double sum = 0.0;
        for (double p : distribution.probabilities()) {
            if (!(p >= 0.0 && p <= 1.0))
                return QStringLiteral("%1: a probability of %2").arg(spelled).arg(p);
            sum += p;
        }
        if (std::abs(sum - 1.0) > 1e-9)
            return QStringLiteral("%1: probabilities sum to %2").arg(spelled).arg(sum, 0, 'g', 17);
        const double width = double(expression.maximum()) - expression.minimum() + 1.0;
        if (std::abs(distribution.mean() - mean) > 1e-9 * std::max(1.0, width + std::abs(mean)))
            return QStringLiteral("%1: mean %2, expected %3")
                .arg(spelled)
                .arg(distribution.mean())
                .arg(mean);
        if (std::abs(distribution.atLeast(expression.minimum()) - 1.0) > 1e-9
            || std::abs(distribution.atMost(expression.maximum()) - 1.0) > 1e-9)
            return QStringLiteral("%1: the whole range does not hold every roll").arg(spelled);
        return QString();
    }
};

} // namespace Adc
