#include "core/turn/endturnplan.h"

namespace Adc {

const ReplenishedUnit *EndTurnPlan::unit(qint64 id) const
{
    for (const ReplenishedUnit &replenished : units) {
        if (replenished.change.after.id == id)
            return &replenished;
    }
    return nullptr;
}

QJsonArray EndTurnPlan::report() const
{
    QJsonArray array;
    for (const ReplenishedUnit &replenished : units) {
        if (replenished.outOfContact)
            array.append(replenished.line());
    }
    return array;
}

QList<UnitChange> EndTurnPlan::changes() const
{
    QList<UnitChange> list;
    for (const ReplenishedUnit &replenished : units) {
        const SweptUnit *swept = sweep.unit(replenished.change.before.id);
        list.append(
            { swept ? swept->change.before : replenished.change.before, replenished.change.after });
    }
    return list;
}

QJsonObject EndTurnPlan::toJson() const
{
    return { { QStringLiteral("ended"), ended.toJson() },
             { QStringLiteral("clock"), next.toJson() },
             { QStringLiteral("changes"), sweep.report() },
             { QStringLiteral("replenishment"), report() },
             { QStringLiteral("units"), changesToJson(changes()) } };
}

} // namespace Adc
