#include "actions/featureaction.h"

#include "common/quote.h"

#include "actions/actioncontext.h"
#include "actions/placement.h"
#include "common/requestreader.h"
#include "tables/nametext.h"

#include <QCoreApplication>

namespace Adc {

ActionOutcome FeatureAction::add(ActionContext &context, RequestReader &reader)
{
    FeatureRecord feature;
    const std::optional<QString> name = reader.string(QStringLiteral("name"), true);
    if (name && name->trimmed().isEmpty())
        reader.fail(QStringLiteral("name"),
                    QCoreApplication::translate("Featureaction", "must not be empty"));
    else if (name && !NameText::isOneLine(*name))
        reader.fail(QStringLiteral("name"), NameText::problem());
    const std::optional<QString> kind
        = reader.word(QStringLiteral("kind"), FeatureRecord::kindNames(), true);
    const std::optional<QString> cover
        = reader.word(QStringLiteral("cover"), FeatureRecord::coverNames(), false);
    const bool capacityGiven = reader.has(QStringLiteral("capacity"));
    const bool noLimit
        = capacityGiven && reader.request().value(QStringLiteral("capacity")).isNull();
    const std::optional<int> capacity = reader.integer(QStringLiteral("capacity"), 1, 999, false);
    // A town feature (seed 002, Fire At And In Town) is a BUA.
    const std::optional<QString> block
        = reader.word(QStringLiteral("block"), FeatureRecord::blockNames(), false);
    if (block && kind && *kind != QLatin1String("bua"))
        reader.fail(QStringLiteral("block"),
                    QCoreApplication::translate("Featureaction",
                                                "only a BUA is a farm or a block of a town"));
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    feature.name = name->trimmed();
    feature.kind = *kind;
    feature.cover = cover.value_or(QStringLiteral("none"));
    feature.block = block.value_or(QString());
    feature.capacity = noLimit ? std::nullopt
        : capacity             ? capacity
                               : FeatureRecord::defaultCapacity(feature.kind);
    FeatureTable features = context.features();
    if (features.find(feature.name))
        return ActionOutcome::refused(
            QCoreApplication::translate("Featureaction", "there is already a feature named %1")
                .arg(Quote::value(feature.name)));
    feature.id = features.insert(feature);
    context.setSummary(QStringLiteral("Add %1 %2").arg(feature.kind, feature.name));
    return ActionOutcome::done(
        { { QStringLiteral("id"), feature.id },
          { QStringLiteral("feature"), features.find(feature.id)->toJson() } });
}

ActionOutcome FeatureAction::remove(ActionContext &context, RequestReader &reader)
{
    const std::optional<QString> name = reader.string(QStringLiteral("feature"), true);
    FeatureTable features = context.features();
    std::optional<FeatureRecord> feature;
    if (name) {
        feature = features.find(*name);
        if (!feature)
            reader.fail(QStringLiteral("feature"),
                        QCoreApplication::translate("Featureaction", "there is no feature named %1")
                            .arg(Quote::value(*name)));
    }
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    const QList<qint64> occupants = features.occupants(feature->id);
    if (!occupants.isEmpty())
        return ActionOutcome::refused(
            QCoreApplication::translate("Featureaction",
                                        "%1 is occupied by unit %2; place it elsewhere "
                                        "first")
                .arg(feature->name, QString::number(occupants.first())));
    features.remove(feature->id);
    context.setSummary(QStringLiteral("Remove %1").arg(feature->name));
    return ActionOutcome::done({ { QStringLiteral("removed"), feature->toJson() } });
}

ActionOutcome FeatureAction::place(ActionContext &context, RequestReader &reader)
{
    std::optional<UnitRecord> unit = context.unitField(reader, QStringLiteral("unit"));
    const std::optional<QString> name = reader.string(QStringLiteral("feature"), true);
    const std::optional<QString> terrainName
        = reader.word(QStringLiteral("terrain"), terrainNames(), false);
    std::optional<FeatureRecord> feature;
    if (name && !name->isEmpty()) {
        feature = context.features().find(*name);
        if (!feature)
            reader.fail(QStringLiteral("feature"),
                        QCoreApplication::translate("Featureaction", "there is no feature named %1")
                            .arg(Quote::value(*name)));
    }
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    const UnitRecord before = *unit;
    if (feature) {
        unit->feature = feature->name;
        const std::optional<Terrain> terrain = FeatureRecord::terrainOf(feature->kind);
        unit->terrain = terrain ? *terrain
            : terrainName       ? *terrainFromName(*terrainName)
                                : unit->terrain;
    } else {
        unit->feature.clear();
        unit->terrain = terrainName ? *terrainFromName(*terrainName) : Terrain::Open;
    }
    const QString refusal = Placement::refusal(context.database(), *unit);
    if (!refusal.isEmpty())
        return ActionOutcome::refused(refusal);
    context.save(*unit);
    context.setSummary(
        feature ? QStringLiteral("Place %1 in %2").arg(unit->name, feature->name)
                : QStringLiteral("Place %1 in %2").arg(unit->name, toName(unit->terrain)));
    return ActionOutcome::done(
        { { QStringLiteral("unit"), unit->id },
          { QStringLiteral("feature"), unit->feature },
          { QStringLiteral("terrain"), toName(unit->terrain) },
          { QStringLiteral("from"),
            before.feature.isEmpty() ? toName(before.terrain) : before.feature } });
}

} // namespace Adc
