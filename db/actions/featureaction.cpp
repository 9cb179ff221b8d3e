#include "db/actions/featureaction.h"

#include "core/common/quote.h"

#include "core/terrain/addfeatureorder.h"
#include "core/terrain/placeorder.h"
#include "core/terrain/removefeatureorder.h"
#include "db/actions/actioncontext.h"
#include "db/storage/nametext.h"

#include <QCoreApplication>

namespace Adc {

namespace {

QString noFeatureNamed(const QString &name)
{
    return QStringLiteral("feature: ")
        + QCoreApplication::translate("Adc::FeatureAction", "there is no feature named %1")
              .arg(Quote::value(name));
}

} // namespace

ActionOutcome FeatureAction::add(ActionContext &context, const AddFeatureOrder &order)
{
    if (const QString refusal = NameText::refusal(QStringLiteral("name"), order.name);
        !refusal.isEmpty())
        return Failure::malformed(refusal);
    FeatureRecord feature;
    feature.name = order.name.trimmed();
    feature.kind = order.kind;
    feature.cover = order.cover.value_or(QStringLiteral("none"));
    feature.block = order.block.value_or(QString());
    feature.capacity = order.unlimited ? std::nullopt
        : order.capacity               ? order.capacity
                                       : FeatureRecord::defaultCapacity(feature.kind);
    FeatureTable features = context.features();
    if (features.find(feature.name))
        return Failure::refused(
            QCoreApplication::translate("Adc::FeatureAction", "there is already a feature named %1")
                .arg(Quote::value(feature.name)));
    feature.id = features.insert(feature);
    context.setSummary(QStringLiteral("Add %1 %2").arg(feature.kind, feature.name));
    ActionDone done
        = ActionDone::of({ { QStringLiteral("id"), feature.id },
                           { QStringLiteral("feature"), features.find(feature.id)->toJson() } });
    done.id = feature.id;
    done.ids = { feature.id };
    return done;
}

ActionOutcome FeatureAction::remove(ActionContext &context, const RemoveFeatureOrder &order)
{
    FeatureTable features = context.features();
    const std::optional<FeatureRecord> feature = features.find(order.feature);
    if (!feature)
        return Failure::malformed(noFeatureNamed(order.feature));
    const QList<qint64> occupants = features.occupants(feature->id);
    if (!occupants.isEmpty())
        return Failure::refused(
            QCoreApplication::translate("Adc::FeatureAction",
                                        "%1 is occupied by unit %2; place it elsewhere "
                                        "first")
                .arg(feature->name, QString::number(occupants.first())));
    features.remove(feature->id);
    context.setSummary(QStringLiteral("Remove %1").arg(feature->name));
    return ActionDone::of({ { QStringLiteral("removed"), feature->toJson() } });
}

ActionOutcome FeatureAction::place(ActionContext &context, const PlaceOrder &order)
{
    Result<UnitRecord> unit = context.namedUnit(QStringLiteral("unit"), order.unit);
    if (!unit)
        return unit.failure();
    std::optional<FeatureRecord> feature;
    if (!order.feature.isEmpty()) {
        feature = context.features().find(order.feature);
        if (!feature)
            return Failure::malformed(noFeatureNamed(order.feature));
    }

    const UnitRecord before = *unit;
    if (feature) {
        unit->feature = feature->name;
        const std::optional<Terrain> terrain = FeatureRecord::terrainOf(feature->kind);
        unit->terrain = terrain ? *terrain : order.terrain.value_or(unit->terrain);
    } else {
        unit->feature.clear();
        unit->terrain = order.terrain.value_or(Terrain::Open);
    }
    const QString refusal = context.placementRefusal(*unit);
    if (!refusal.isEmpty())
        return Failure::refused(refusal);
    context.save(*unit);
    context.setSummary(
        feature ? QStringLiteral("Place %1 in %2").arg(unit->name, feature->name)
                : QStringLiteral("Place %1 in %2").arg(unit->name, toName(unit->terrain)));
    return ActionDone::of(
        { { QStringLiteral("unit"), unit->id },
          { QStringLiteral("feature"), unit->feature },
          { QStringLiteral("terrain"), toName(unit->terrain) },
          { QStringLiteral("from"),
            before.feature.isEmpty() ? toName(before.terrain) : before.feature } });
}

} // namespace Adc
