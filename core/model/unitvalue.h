#pragma once

#include <QJsonValue>
#include <QString>
#include <optional>
#include <variant>

namespace Adc {

// One unit field's value as given, typed: a number (a count, or inches),
// true or false, text (a name or a vocabulary word), or none (null: a
// town occupant's distance from the edge left unknown). Which of these a
// field takes is the field table's to say (UnitFields::problem).
class UnitValue
{
public:
    UnitValue() = default; // none
    UnitValue(int number)
        : m_value(double(number))
    {
    }
    UnitValue(qint64 number)
        : m_value(double(number))
    {
    }
    UnitValue(double number)
        : m_value(number)
    {
    }
    UnitValue(bool flag)
        : m_value(flag)
    {
    }
    UnitValue(QString text)
        : m_value(std::move(text))
    {
    }
    // Text is a QString: a literal would be taken for true.
    UnitValue(const char *) = delete;

    bool isNull() const { return std::holds_alternative<std::monostate>(m_value); }
    bool isNumber() const { return std::holds_alternative<double>(m_value); }
    bool isBool() const { return std::holds_alternative<bool>(m_value); }
    bool isString() const { return std::holds_alternative<QString>(m_value); }
    // The value as each kind, or its zero when it is another.
    double toDouble() const;
    int toInt() const;
    bool toBool() const { return isBool() && std::get<bool>(m_value); }
    QString toString() const { return isString() ? std::get<QString>(m_value) : QString(); }

    // Written where it leaves: a whole number as one, text as a string.
    QJsonValue toJson() const;
    // Read where it enters: none for a list or an object, which no unit
    // field takes (nor for a value left out).
    static std::optional<UnitValue> fromJson(const QJsonValue &value);

    bool operator==(const UnitValue &other) const { return m_value == other.m_value; }
    bool operator!=(const UnitValue &other) const { return !(*this == other); }

private:
    std::variant<std::monostate, double, bool, QString> m_value;
};

} // namespace Adc
