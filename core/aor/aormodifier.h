#pragma once

#include <QJsonObject>
#include <QString>
#include <cmath>

namespace Adc {

// One line of an Age of Rifles table that applied, by its id in
// resources/rules/aor_*.json, and what it added (movement) or multiplied
// (exposure).
struct AorModifier
{
    QString id;
    double value = 0;

    QJsonObject toJson() const
    {
        return { { QStringLiteral("id"), id }, { QStringLiteral("value"), value } };
    }
    // Drops binary floating-point noise (0.31679999999999997 reads 0.3168)
    // by keeping 12 significant digits; far finer than the seed's two
    // decimals, so it is not a rounding of the rules.
    static double clean(double value)
    {
        if (!std::isfinite(value))
            return value;
        return QString::number(value, 'g', 12).toDouble();
    }

    bool operator==(const AorModifier &other) const
    {
        return id == other.id && value == other.value;
    }
};

} // namespace Adc
