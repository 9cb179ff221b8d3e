#include "db/actions/moveaction.h"

#include "core/terrain/moveorder.h"
#include "core/terrain/moveplanner.h"
#include "db/actions/actioncontext.h"

#include <QCoreApplication>

namespace Adc {

ActionOutcome MoveAction::apply(ActionContext &context, const MoveOrder &order)
{
    // Read.
    const Result<UnitRecord> unit = context.namedUnit(QStringLiteral("unit"), order.unit);
    if (!unit)
        return unit.failure();
    std::optional<FeatureRecord> feature;
    if (order.feature) {
        feature = context.features().find(*order.feature);
        if (!feature)
            return Failure::malformed(
                QStringLiteral("feature: ")
                + QCoreApplication::translate("Adc::MoveAction", "there is no feature %1")
                      .arg(*order.feature));
    }
    QList<UnitRecord> occupants;
    if (feature) {
        for (const qint64 id : context.features().occupants(feature->id)) {
            if (const std::optional<UnitRecord> occupant = context.unit(id))
                occupants << *occupant;
        }
    }

    // Plan.
    const MovePlan plan = MovePlanner::plan(order, *unit, feature, occupants);
    if (plan.isRefused())
        return Failure::refused(plan.refusal);

    // Write.
    const UnitRecord &after = plan.change.after;
    context.save(after);
    QString where = toName(after.terrain);
    if (!after.feature.isEmpty())
        where += QStringLiteral(" (") + after.feature + QLatin1Char(')');
    context.setSummary(
        QStringLiteral("Move: ") + unit->name + QStringLiteral(" to ") + where
        + (plan.terrain.halfMovement ? QStringLiteral(", half movement") : QString()));
    QJsonObject answer = plan.toJson();
    answer.insert(QStringLiteral("unit"), after.toJson());
    return ActionDone::of(answer);
}

} // namespace Adc
