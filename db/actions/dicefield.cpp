#include "actions/dicefield.h"

#include "common/requestreader.h"

#include <QCoreApplication>
#include <cmath>

namespace Adc {

std::optional<DiceRoll> DiceField::read(RequestReader &reader, const QString &field,
                                        const QJsonValue &value, const DiceExpression &dice)
{
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    QList<int> faces;
    bool whole = value.isArray();
    for (const QJsonValue &item : value.toArray()) {
        const double d = item.toDouble(std::nan(""));
        whole = whole && item.isDouble() && d == std::floor(d) && std::abs(d) < 1e6;
        faces.append(whole ? static_cast<int>(d) : 0);
    }
    if (!whole) {
        reader.fail(field,
                    QCoreApplication::translate("Dicefield", "expected a list of die faces"));
        return std::nullopt;
    }
    const Result<DiceRoll> roll = DiceRoll::fromFaces(dice, faces);
    if (!roll) {
        reader.fail(field, roll.error());
        return std::nullopt;
    }
    return *roll;
}

QList<std::optional<DiceRoll>> DiceField::readList(RequestReader &reader, const QString &field,
                                                   const QJsonValue &value,
                                                   const DiceExpression &dice, int count)
{
    QList<std::optional<DiceRoll>> rolls;
    if (value.isUndefined() || value.isNull())
        return rolls;
    if (!value.isArray()) {
        reader.fail(field,
                    QCoreApplication::translate("Dicefield", "expected a list of die-face lists"));
        return rolls;
    }
    const QJsonArray array = value.toArray();
    if (array.size() > count) {
        reader.fail(field,
                    QCoreApplication::translate("Dicefield", "%1 lists of faces for %2 roll(s)")
                        .arg(array.size())
                        .arg(count));
        return rolls;
    }
    for (const QJsonValue &item : array)
        rolls.append(read(reader, field, item, dice));
    return rolls;
}

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
        return Failure { field + QStringLiteral(": ") + roll.error() };
    return std::optional<DiceRoll>(*roll);
}

} // namespace Adc
