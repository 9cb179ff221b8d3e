#include "core/model/addunitorder.h"

#include "core/common/requestreader.h"

namespace Adc {

QJsonObject AddUnitOrder::toJson() const
{
    return { { QStringLiteral("unit"), unit.toJson() } };
}

Result<AddUnitOrder> AddUnitOrder::fromJson(RequestReader &reader)
{
    const std::optional<QJsonObject> unit = reader.object(QStringLiteral("unit"), true);
    if (!reader.ok())
        return reader.failure();
    Result<UnitDraft> draft = UnitDraft::fromJson(*unit);
    if (!draft)
        return Failure::of(prefixed(QStringLiteral("unit."), draft.problems()),
                           Failure::Kind::Malformed);
    return AddUnitOrder { std::move(*draft) };
}

QStringList AddUnitOrder::prefixed(const QString &prefix, const QStringList &problems)
{
    QStringList named;
    for (const QString &problem : problems)
        named.append(prefix + problem);
    return named;
}

} // namespace Adc
