#include "core/model/unitvalue.h"

#include <cmath>
#include <limits>

namespace Adc {

double UnitValue::toDouble() const
{
    return isNumber() ? std::get<double>(m_value) : 0;
}

int UnitValue::toInt() const
{
    const double d = toDouble();
    if (!std::isfinite(d) || d < std::numeric_limits<int>::min()
        || d > std::numeric_limits<int>::max())
        return 0;
    return static_cast<int>(d);
}

QJsonValue UnitValue::toJson() const
{
    if (isBool())
        return toBool();
    if (isString())
        return toString();
    if (!isNumber())
        return QJsonValue();
    // A count as the whole number it is (as a record writes it).
    const double d = toDouble();
    constexpr double kExact = 9007199254740992.0; // 2^53
    if (std::isfinite(d) && d == std::floor(d) && std::abs(d) < kExact)
        return static_cast<qint64>(d);
    return d;
}

std::optional<UnitValue> UnitValue::fromJson(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return UnitValue();
    case QJsonValue::Bool:
        return UnitValue(value.toBool());
    case QJsonValue::Double:
        return UnitValue(value.toDouble());
    case QJsonValue::String:
        return UnitValue(value.toString());
    default:
        return std::nullopt;
    }
}

} // namespace Adc
