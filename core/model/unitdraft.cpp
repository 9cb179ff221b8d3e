#include "core/model/unitdraft.h"

#include "core/common/quote.h"
#include "core/model/unitfields.h"
#include "core/model/unitrecord.h"

#include <QCoreApplication>

namespace Adc {

UnitDraft UnitDraft::of(const UnitRecord &unit)
{
    UnitDraft draft;
    for (const UnitFields::Field &field : UnitFields::all()) {
        if (field.name != QLatin1String("id"))
            draft.set(field.name, field.value(unit));
    }
    return draft;
}

Result<UnitDraft> UnitDraft::fromJson(const QJsonObject &object)
{
    const Reading reading = read(object);
    const UnitDraft &draft = reading.draft;
    QStringList problems;
    for (const QString &key : reading.unknown)
        problems.append(key + QLatin1String(": ") + unknownField());
    for (const UnitFields::Field &field : UnitFields::all()) {
        const QString problem = reading.unreadable.contains(field.name)
            ? UnitFields::expected(field.kind)
            : UnitFields::problem(field.name, draft.value(field.name));
        if (!problem.isEmpty())
            problems.append(field.name + QLatin1String(": ") + problem);
    }
    if (!problems.isEmpty())
        return Failure::of(problems, Failure::Kind::Malformed);
    return draft;
}

UnitDraft::Reading UnitDraft::read(const QJsonObject &object)
{
    Reading reading;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!UnitFields::find(it.key())) {
            reading.unknown.append(Quote::shortened(it.key()));
            continue;
        }
        if (const std::optional<UnitValue> value = UnitValue::fromJson(it.value()))
            reading.draft.set(it.key(), *value);
        else
            reading.unreadable.append(it.key());
    }
    return reading;
}

QString UnitDraft::unknownField()
{
    return QCoreApplication::translate("Adc::UnitDraft", "unknown field");
}

QJsonObject UnitDraft::toJson() const
{
    QJsonObject json;
    for (auto it = m_values.begin(); it != m_values.end(); ++it)
        json.insert(it.key(), it.value().toJson());
    return json;
}

void UnitDraft::set(const QString &field, const UnitValue &value)
{
    if (value.isNull())
        m_values.remove(field);
    else
        m_values.insert(field, value);
}

} // namespace Adc
