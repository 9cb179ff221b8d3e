#include "db/actions/editaction.h"

#include "core/common/quote.h"

#include "core/ammunition/scrounging.h"
#include "core/model/editorder.h"
#include "db/actions/actioncontext.h"
#include "db/tables/featuretable.h"
#include "db/tables/unitreader.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace Adc {

namespace {

QString shown(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    return QString::fromUtf8(QJsonDocument(QJsonArray { value }).toJson(QJsonDocument::Compact))
        .mid(1)
        .chopped(1);
}

} // namespace

ActionOutcome EditAction::apply(ActionContext &context, const EditOrder &order)
{
    const Result<UnitRecord> unit = context.namedUnit(QStringLiteral("unit"), order.unit);
    if (!unit)
        return unit.failure();
    const QString &field = order.field;
    const UnitValue &value = order.value;

    UnitDraft draft = UnitDraft::of(*unit);
    const UnitValue before = draft.value(field);
    draft.set(field, value);
    if (field == QLatin1String("feature") && !value.toString().isEmpty()) {
        const std::optional<FeatureRecord> feature = context.features().find(value.toString());
        if (!feature)
            return Failure::malformed(QCoreApplication::translate(
                                          "Adc::EditAction", "value: there is no feature named %1")
                                          .arg(Quote::value(value.toString())));
        if (const std::optional<Terrain> terrain = FeatureRecord::terrainOf(feature->kind))
            draft.set(QStringLiteral("terrain"), toName(*terrain));
    }

    // Only the edited field is a new value: a unit of an older battle whose
    // name holds a control character still takes other edits.
    Result<UnitRecord> edited = UnitReader(context.rulings()).read(draft, { field });
    if (!edited)
        return edited.failure();
    edited->id = unit->id;
    // "Scrounging units have 1 AP per segment": one that starts scrounging
    // has it at once, not at the next end of segment.
    if (field == QLatin1String("scrounging") && !unit->scrounging)
        Scrounging::topUp(*edited);

    const QString refusal = context.placementRefusal(*edited);
    if (!refusal.isEmpty())
        return Failure::refused(refusal);

    context.save(*edited);
    context.setSummary(QStringLiteral("Edit %1: %2 %3 to %4")
                           .arg(unit->name, field, shown(before.toJson()), shown(value.toJson())));
    return ActionDone::of({ { QStringLiteral("unit"), unit->id },
                            { QStringLiteral("field"), field },
                            { QStringLiteral("before"), before.toJson() },
                            { QStringLiteral("value"), edited->toJson().value(field) } });
}

} // namespace Adc
