#include "core/discipline/disciplineorder.h"

#include "core/common/requestreader.h"

#include <limits>

namespace Adc {

QJsonObject DisciplineOrder::toJson() const
{
    QJsonObject json { { QStringLiteral("unit"), unit } };
    if (roll)
        json.insert(QStringLiteral("roll"), *roll);
    if (faces)
        json.insert(QStringLiteral("faces"), RequestReader::facesJson(faces));
    if (trigger)
        json.insert(QStringLiteral("trigger"), toName(*trigger));
    return json;
}

Result<DisciplineOrder> DisciplineOrder::fromJson(RequestReader &reader)
{
    DisciplineOrder order;
    const std::optional<int> unit
        = reader.integer(QStringLiteral("unit"), 1, std::numeric_limits<int>::max(), true);
    order.roll = reader.integer(QStringLiteral("roll"), -99, 99, false);
    order.faces = reader.faces(QStringLiteral("faces"));
    const std::optional<QString> trigger
        = reader.word(QStringLiteral("trigger"), disciplineTriggerNames(), false);
    if (!reader.ok())
        return reader.failure();
    order.unit = *unit;
    if (trigger)
        order.trigger = disciplineTriggerFromName(*trigger);
    return order;
}

} // namespace Adc
