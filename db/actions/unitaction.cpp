#include "actions/unitaction.h"

#include "actions/actioncontext.h"
#include "model/addunitorder.h"
#include "model/addunitsorder.h"
#include "model/removeunitorder.h"
#include "tables/unitreader.h"

#include <QJsonArray>

namespace Adc {

namespace {

// Reads, places and inserts the units; a refusal or a malformed unit stops
// everything (the transaction is rolled back by the caller). `single`: the
// one unit of add-unit, whose problems name "unit." rather than its place.
ActionOutcome insertAll(ActionContext &context, const QList<QJsonObject> &objects, bool single)
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
        const QString prefix
            = single ? QStringLiteral("unit.") : QStringLiteral("units[%1].").arg(i);
        for (const QString &problem : unit.problems())
            problems.append(prefix + problem);
    }
    if (!problems.isEmpty())
        return ActionOutcome::malformed(problems.join(QLatin1String("; ")));

    return UnitAction::insert(context, units);
}

QJsonArray idsJson(const QList<qint64> &ids)
{
    QJsonArray json;
    for (qint64 id : ids)
        json.append(id);
    return json;
}

} // namespace

ActionOutcome UnitAction::insert(ActionContext &context, const QList<UnitRecord> &units)
{
    UnitTable table = context.units();
    QList<qint64> ids;
    for (UnitRecord unit : units) {
        unit.id = table.insert(unit);
        const QString refusal = context.placementRefusal(unit);
        if (!refusal.isEmpty())
            return ActionOutcome::refused(QStringLiteral("%1: %2").arg(unit.name, refusal));
        context.unitAdded(unit.id);
        ids.append(unit.id);
    }
    ActionOutcome outcome = ActionOutcome::done({ { QStringLiteral("ids"), idsJson(ids) } });
    outcome.ids = ids;
    outcome.id = ids.value(0);
    return outcome;
}

ActionOutcome UnitAction::add(ActionContext &context, const AddUnitOrder &order)
{
    ActionOutcome outcome = insertAll(context, { order.unit }, true);
    if (!outcome.isDone())
        return outcome;
    context.setSummary(
        QStringLiteral("Add %1").arg(order.unit.value(QStringLiteral("name")).toString()));
    outcome.answer.insert(QStringLiteral("id"), outcome.id);
    return outcome;
}

ActionOutcome UnitAction::addMany(ActionContext &context, const AddUnitsOrder &order)
{
    const ActionOutcome outcome = insertAll(context, order.units, false);
    if (!outcome.isDone())
        return outcome;
    context.setSummary(QStringLiteral("Add %1 unit(s)").arg(outcome.ids.size()));
    return outcome;
}

ActionOutcome UnitAction::remove(ActionContext &context, const RemoveUnitOrder &order)
{
    const Result<UnitRecord> unit = context.namedUnit(QStringLiteral("unit"), order.unit);
    if (!unit)
        return ActionOutcome::malformed(unit.error());
    context.units().remove(unit->id);
    context.unitRemoved(unit->id);
    context.setSummary(QStringLiteral("Remove %1").arg(unit->name));
    return ActionOutcome::done({ { QStringLiteral("removed"), unit->toJson() } });
}

} // namespace Adc
