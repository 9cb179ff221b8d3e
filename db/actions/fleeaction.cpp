#include "db/actions/fleeaction.h"

#include "core/terrain/fleeorder.h"
#include "core/terrain/fleeplanner.h"
#include "db/actions/actioncontext.h"

namespace Adc {

ActionOutcome FleeAction::apply(ActionContext &context, const FleeOrder &order)
{
    // Read.
    const Result<UnitRecord> unit = context.namedUnit(QStringLiteral("unit"), order.unit);
    if (!unit)
        return unit.failure();
    std::optional<FeatureRecord> feature;
    if (!unit->feature.isEmpty())
        feature = context.features().find(unit->feature);

    // Plan.
    const FleePlan plan = FleePlanner::plan(*unit, feature);
    if (plan.isRefused())
        return Failure::refused(plan.refusal);

    // Write.
    context.save(plan.change.after);
    context.setSummary(QStringLiteral("Flee: ") + plan.words);
    QJsonObject answer = plan.toJson();
    answer.insert(QStringLiteral("unit"), plan.change.after.toJson());
    return ActionDone::of(answer);
}

} // namespace Adc
