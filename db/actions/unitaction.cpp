#include "actions/unitaction.h"

#include "actions/actioncontext.h"
#include "actions/placement.h"
#include "common/requestreader.h"
#include "tables/unitreader.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {

// Reads, places and inserts the units; a refusal or a malformed unit stops
// everything (the transaction is rolled back by the caller).
ActionOutcome insertAll(ActionContext &context, const QList<QJsonObject> &objects,
                        const QString &field, QJsonArray *ids)
{
    const UnitReader unitReader(context.rulings());
    QList<UnitRecord> units;
    QStringList problems;
    for (int i = 0; i < objects.size(); ++i) {
        const Result<UnitRecord> unit = unitReader.read(objects.at(i));
        if (unit) {
            units.append(*unit);
            continue;
        }
        const QString prefix = objects.size() == 1 && field == QLatin1String("unit")
            ? QStringLiteral("unit.")
            : QStringLiteral("%1[%2].").arg(field).arg(i);
        for (const QString &problem : unit.problems())
            problems.append(prefix + problem);
    }
    if (!problems.isEmpty())
        return ActionOutcome::malformed(problems.join(QLatin1String("; ")));

    return UnitAction::insert(context, units, ids);
}

} // namespace

ActionOutcome UnitAction::insert(ActionContext &context, const QList<UnitRecord> &units,
                                 QJsonArray *ids)
{
    UnitTable table = context.units();
    for (UnitRecord unit : units) {
        unit.id = table.insert(unit);
        const QString refusal = Placement::refusal(context.database(), unit);
        if (!refusal.isEmpty())
            return ActionOutcome::refused(QStringLiteral("%1: %2").arg(unit.name, refusal));
        context.unitAdded(unit.id);
        ids->append(unit.id);
    }
    return ActionOutcome::done({});
}

ActionOutcome UnitAction::add(ActionContext &context, RequestReader &reader)
{
    const std::optional<QJsonObject> object = reader.object(QStringLiteral("unit"), true);
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    QJsonArray ids;
    const ActionOutcome outcome = insertAll(context, { *object }, QStringLiteral("unit"), &ids);
    if (!outcome.isDone())
        return outcome;
    context.setSummary(
        QStringLiteral("Add %1").arg(object->value(QStringLiteral("name")).toString()));
    return ActionOutcome::done(
        { { QStringLiteral("id"), ids.first() }, { QStringLiteral("ids"), ids } });
}

ActionOutcome UnitAction::addMany(ActionContext &context, RequestReader &reader)
{
    const QJsonValue value = reader.take(QStringLiteral("units"));
    QList<QJsonObject> objects;
    if (!value.isArray()) {
        reader.fail(QStringLiteral("units"),
                    value.isUndefined() ? QStringLiteral("missing")
                                        : QCoreApplication::translate(
                                            "Unitaction", "expected a list of unit objects"));
    } else {
        for (const QJsonValue &item : value.toArray()) {
            if (!item.isObject()) {
                reader.fail(
                    QStringLiteral("units"),
                    QCoreApplication::translate("Unitaction", "expected a list of unit objects"));
                break;
            }
            objects.append(item.toObject());
        }
        if (reader.ok() && objects.isEmpty())
            reader.fail(QStringLiteral("units"),
                        QCoreApplication::translate("Unitaction",
                                                    "an empty list: there is no unit to add"));
    }
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    QJsonArray ids;
    const ActionOutcome outcome = insertAll(context, objects, QStringLiteral("units"), &ids);
    if (!outcome.isDone())
        return outcome;
    context.setSummary(QStringLiteral("Add %1 unit(s)").arg(ids.size()));
    return ActionOutcome::done({ { QStringLiteral("ids"), ids } });
}

ActionOutcome UnitAction::remove(ActionContext &context, RequestReader &reader)
{
    const std::optional<UnitRecord> unit = context.unitField(reader, QStringLiteral("unit"));
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());
    context.units().remove(unit->id);
    context.unitRemoved(unit->id);
    context.setSummary(QStringLiteral("Remove %1").arg(unit->name));
    return ActionOutcome::done({ { QStringLiteral("removed"), unit->toJson() } });
}

} // namespace Adc
