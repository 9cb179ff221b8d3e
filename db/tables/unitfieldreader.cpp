#include "db/tables/unitfieldreader.h"

#include "core/common/quote.h"
#include "db/storage/nametext.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <cmath>

namespace Adc {

namespace {

QString numberText(double value)
{
    return QString::number(value, 'g', 10);
}

} // namespace

bool UnitFieldReader::has(const QString &field) const
{
    const QJsonValue value = m_object.value(field);
    return !value.isUndefined() && !value.isNull();
}

void UnitFieldReader::fail(const QString &field, const QString &message)
{
    if (m_failed.contains(field))
        return;
    m_failed.insert(field);
    m_problems.append(field + QLatin1String(": ") + message);
}

std::optional<int> UnitFieldReader::integer(const QString &field, int low, int high)
{
    if (!has(field))
        return std::nullopt;
    const QJsonValue value = m_object.value(field);
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || !std::isfinite(d) || d != std::floor(d)) {
        fail(field, QCoreApplication::translate("Adc::UnitFieldReader", "expected a whole number"));
        return std::nullopt;
    }
    if (d < low || d > high) {
        fail(field,
             QCoreApplication::translate("Adc::UnitFieldReader", "%1 is out of range (%2 to %3)")
                 .arg(numberText(d))
                 .arg(low)
                 .arg(high));
        return std::nullopt;
    }
    return static_cast<int>(d);
}

std::optional<double> UnitFieldReader::number(const QString &field, double low, double high)
{
    if (!has(field))
        return std::nullopt;
    const QJsonValue value = m_object.value(field);
    const double d = value.toDouble(std::nan(""));
    if (!value.isDouble() || !std::isfinite(d)) {
        fail(field, QCoreApplication::translate("Adc::UnitFieldReader", "expected a number"));
        return std::nullopt;
    }
    if (d < low || d > high) {
        fail(field,
             QCoreApplication::translate("Adc::UnitFieldReader", "%1 is out of range (%2 to %3)")
                 .arg(numberText(d), numberText(low), numberText(high)));
        return std::nullopt;
    }
    return d;
}

std::optional<bool> UnitFieldReader::boolean(const QString &field)
{
    if (!has(field))
        return std::nullopt;
    const QJsonValue value = m_object.value(field);
    if (!value.isBool()) {
        fail(field, QCoreApplication::translate("Adc::UnitFieldReader", "expected true or false"));
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QString> UnitFieldReader::text(const QString &field, bool required)
{
    if (!has(field)) {
        if (required)
            fail(field, QStringLiteral("missing"));
        return std::nullopt;
    }
    const QJsonValue value = m_object.value(field);
    if (!value.isString()) {
        fail(field, QCoreApplication::translate("Adc::UnitFieldReader", "expected a string"));
        return std::nullopt;
    }
    if (required && value.toString().trimmed().isEmpty()) {
        fail(field, QCoreApplication::translate("Adc::UnitFieldReader", "must not be empty"));
        return std::nullopt;
    }
    if (m_oneLine.contains(field) && !NameText::isOneLine(value.toString())) {
        fail(field, NameText::problem());
        return std::nullopt;
    }
    return value.toString();
}

std::optional<QString> UnitFieldReader::word(const QString &field, const QStringList &names,
                                             bool required)
{
    const std::optional<QString> name = text(field, required);
    if (!name)
        return std::nullopt;
    if (!names.contains(*name)) {
        fail(field,
             QCoreApplication::translate("Adc::UnitFieldReader", "%1 is not one of %2")
                 .arg(Quote::value(*name), names.join(QLatin1String(", "))));
        return std::nullopt;
    }
    return name;
}

} // namespace Adc
