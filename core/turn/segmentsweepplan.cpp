#include "core/turn/segmentsweepplan.h"

namespace Adc {

const SweptUnit *SegmentSweepPlan::unit(qint64 id) const
{
    for (const SweptUnit &swept : units) {
        if (swept.change.after.id == id)
            return &swept;
    }
    return nullptr;
}

QJsonArray SegmentSweepPlan::report() const
{
    QJsonArray array;
    for (const SweptUnit &swept : units) {
        if (swept.change.changes() && swept.reported())
            array.append(swept.line());
    }
    return array;
}

QList<UnitChange> SegmentSweepPlan::changes() const
{
    QList<UnitChange> list;
    for (const SweptUnit &swept : units)
        list.append(swept.change);
    return list;
}

QJsonObject SegmentSweepPlan::toJson() const
{
    if (isRefused())
        return { { QStringLiteral("refusal"), refusal } };
    return { { QStringLiteral("ended"), ended.toJson() },
             { QStringLiteral("clock"), next.toJson() },
             { QStringLiteral("changes"), report() },
             { QStringLiteral("units"), changesToJson(changes()) } };
}

} // namespace Adc
