#include "core/dice/diceroll.h"

#include <QCoreApplication>

namespace Adc {

Result<DiceRoll> DiceRoll::fromFaces(const DiceExpression &expression, const QList<int> &faces)
{
    auto failure = [](const QString &message) { return Failure::malformed(message); };
    if (expression.isEmpty())
        return failure(QCoreApplication::translate("Adc::DiceRoll", "no dice expression to roll"));
    const int needed = expression.diceCount();
    if (faces.size() != needed) {
        return failure(QCoreApplication::translate("Adc::DiceRoll", "%1 needs %2 face(s), %3 given")
                           .arg(expression.toString())
                           .arg(needed)
                           .arg(faces.size()));
    }
    DiceRoll roll;
    roll.m_expression = expression;
    int next = 0;
    int total = 0;
    for (const DiceExpression::Term &term : expression.terms()) {
        QList<int> termFaces;
        if (term.isConstant()) {
            total += term.negative ? -term.count : term.count;
        } else {
            for (int i = 0; i < term.count; ++i, ++next) {
                const int face = faces.at(next);
                if (face < 1 || face > term.sides) {
                    return failure(
                        QCoreApplication::translate(
                            "Adc::DiceRoll", "face %1 is %2, which a d%3 cannot show (1 to %3)")
                            .arg(next + 1)
                            .arg(face)
                            .arg(term.sides));
                }
                termFaces << face;
                total += term.negative ? -face : face;
            }
        }
        roll.m_facesByTerm << termFaces;
    }
    roll.m_total = total;
    return roll;
}

QList<int> DiceRoll::faces() const
{
    QList<int> list;
    for (const QList<int> &termFaces : m_facesByTerm)
        list << termFaces;
    return list;
}

QString DiceRoll::toString() const
{
    QString parts;
    const QList<DiceExpression::Term> &terms = m_expression.terms();
    for (int t = 0; t < terms.size() && t < m_facesByTerm.size(); ++t) {
        const DiceExpression::Term &term = terms.at(t);
        QList<int> values = m_facesByTerm.at(t);
        if (term.isConstant())
            values = { term.count };
        for (int value : values) {
            if (term.negative)
                parts += QLatin1Char('-');
            else if (!parts.isEmpty())
                parts += QLatin1Char('+');
            parts += QString::number(value);
        }
    }
    return QStringLiteral("%1: %2 = %3").arg(m_expression.toString(), parts).arg(m_total);
}

} // namespace Adc
