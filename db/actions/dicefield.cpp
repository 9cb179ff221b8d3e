#include "db/actions/dicefield.h"

#include <QCoreApplication>
#include <cmath>

namespace Adc {

QJsonArray DiceField::toJson(const QList<int> &faces)
{
    QJsonArray array;
    for (int face : faces)
        array.append(face);
    return array;
}

Result<std::optional<DiceRoll>> DiceField::check(const QString &field,
                                                 const std::optional<QList<int>> &faces,
                                                 const DiceExpression &dice)
{
    if (!faces)
        return std::optional<DiceRoll>();
    const Result<DiceRoll> roll = DiceRoll::fromFaces(dice, *faces);
    if (!roll)
        return roll.failure().prefixed(field + QStringLiteral(": "));
    return std::optional<DiceRoll>(*roll);
}

} // namespace Adc
