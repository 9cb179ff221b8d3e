#include "actions/moveaction.h"

#include "actions/actioncontext.h"
#include "common/requestreader.h"
#include "terrain/moveplanner.h"
#include "terrain/terrainmove.h"

#include <QCoreApplication>

namespace Adc {

namespace {

// "feature": an id, or null to leave the feature the unit is in.
std::optional<FeatureRecord> readFeature(ActionContext &context, RequestReader &reader,
                                         MoveOrder &order)
{
    const QJsonValue value = reader.take(QStringLiteral("feature"));
    if (value.isUndefined())
        return std::nullopt;
    if (value.isNull()) {
        order.leaveFeature = true;
        return std::nullopt;
    }
    const double number = value.toDouble(-1);
    if (!value.isDouble() || number < 1 || number != static_cast<double>(value.toInteger())) {
        reader.fail(QStringLiteral("feature"),
                    QCoreApplication::translate("Moveaction", "expected a feature id or null"));
        return std::nullopt;
    }
    std::optional<FeatureRecord> feature = context.features().find(value.toInteger());
    if (!feature)
        reader.fail(QStringLiteral("feature"),
                    QCoreApplication::translate("Moveaction", "there is no feature %1")
                        .arg(value.toInteger()));
    else
        order.feature = feature->id;
    return feature;
}

} // namespace

ActionOutcome MoveAction::apply(ActionContext &context, RequestReader &reader)
{
    // Read.
    const std::optional<UnitRecord> unit = context.unitField(reader, QStringLiteral("unit"));
    MoveOrder order;
    if (const std::optional<QString> to = reader.word(QStringLiteral("to"), terrainNames(), false))
        order.to = terrainFromName(*to);
    const std::optional<FeatureRecord> feature = readFeature(context, reader, order);
    order.across = reader.words(QStringLiteral("across"), TerrainMove::crossingNames());
    order.road = reader.boolean(QStringLiteral("road"), false).value_or(false);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    order.unit = unit->id;
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
        return ActionOutcome::refused(plan.refusal);

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
    return ActionOutcome::done(answer);
}

} // namespace Adc
