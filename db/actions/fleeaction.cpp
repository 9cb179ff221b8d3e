#include "actions/fleeaction.h"

#include "actions/actioncontext.h"
#include "terrain/fleeorder.h"
#include "terrain/fleeplanner.h"

namespace Adc {

ActionOutcome FleeAction::apply(ActionContext &context, const FleeOrder &order)
{
    // Read.
    const Result<UnitRecord> unit = context.namedUnit(QStringLiteral("unit"), order.unit);
    if (!unit)
        return ActionOutcome::malformed(unit.error());
    std::optional<FeatureRecord> feature;
    if (!unit->feature.isEmpty())
        feature = context.features().find(unit->feature);

    // Plan.
    const FleePlan plan = FleePlanner::plan(*unit, feature);
    if (plan.isRefused())
        return ActionOutcome::refused(plan.refusal);

    // Write.
    context.save(plan.change.after);
    context.setSummary(QStringLiteral("Flee: ") + plan.words);
    QJsonObject answer = plan.toJson();
    answer.insert(QStringLiteral("unit"), plan.change.after.toJson());
    return ActionOutcome::done(answer);
}

} // namespace Adc
