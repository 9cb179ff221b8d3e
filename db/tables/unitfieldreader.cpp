#include "db/tables/unitfieldreader.h"

#include "core/common/quote.h"
#include "core/model/unitfields.h"
#include "db/storage/nametext.h"

#include <QCoreApplication>

namespace Adc {

namespace {

QString numberText(double value)
{
    return QString::number(value, 'g', 10);
}

} // namespace

bool UnitFieldReader::has(const QString &field) const
{
    return m_draft.has(field) || m_unreadable.contains(field);
}

void UnitFieldReader::fail(const QString &field, const QString &message)
{
    if (m_failed.contains(field))
        return;
    m_failed.insert(field);
    m_problems.append(field + QLatin1String(": ") + message);
}

std::optional<UnitValue> UnitFieldReader::given(const QString &field)
{
    if (!has(field))
        return std::nullopt;
    const UnitValue value = m_draft.value(field);
    const UnitFields::Field *known = UnitFields::find(field);
    const QString problem = m_unreadable.contains(field) && known
        ? UnitFields::expected(known->kind)
        : UnitFields::problem(field, value);
    if (!problem.isEmpty()) {
        fail(field, problem);
        return std::nullopt;
    }
    return value;
}

std::optional<int> UnitFieldReader::integer(const QString &field, int low, int high)
{
    // A whole number is the field table's check (given()); the range is a number's.
    const std::optional<double> value = number(field, low, high);
    return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
}

std::optional<double> UnitFieldReader::number(const QString &field, double low, double high)
{
    const std::optional<UnitValue> value = given(field);
    if (!value)
        return std::nullopt;
    const double d = value->toDouble();
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
    const std::optional<UnitValue> value = given(field);
    if (!value)
        return std::nullopt;
    return value->toBool();
}

std::optional<QString> UnitFieldReader::text(const QString &field, bool required)
{
    if (!has(field)) {
        if (required)
            fail(field, QStringLiteral("missing"));
        return std::nullopt;
    }
    const std::optional<UnitValue> value = given(field);
    if (!value)
        return std::nullopt;
    const QString text = value->toString();
    if (required && text.trimmed().isEmpty()) {
        fail(field, QCoreApplication::translate("Adc::UnitFieldReader", "must not be empty"));
        return std::nullopt;
    }
    if (m_oneLine.contains(field) && !NameText::isOneLine(text)) {
        fail(field, NameText::problem());
        return std::nullopt;
    }
    return text;
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
