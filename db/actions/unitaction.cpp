#include "db/actions/unitaction.h"

#include "core/model/addunitorder.h"
#include "core/model/addunitsorder.h"
#include "core/model/removeunitorder.h"
#include "core/orders/order.h"
#include "db/actions/actioncontext.h"
#include "db/tables/unitreader.h"

#include <QJsonArray>

namespace Adc {

namespace {

// A unit as apply() takes it (without its id), checked as that draft, as
// `adc unit add` and the log's redo read it; every problem named, with the
// unit's place in the list (index), or none for a single unit (-1).
UnitDraft checkedUnit(const UnitRecord &unit, const UnitReader &reader, int index,
                      QStringList *problems)
{
    const UnitDraft draft = UnitDraft::of(unit);
    const Result<UnitRecord> read = reader.read(draft);
    if (!read) {
        const QString prefix
            = index < 0 ? QStringLiteral("unit.") : QStringLiteral("units[%1].").arg(index);
        *problems += AddUnitOrder::prefixed(prefix, read.problems());
    }
    return draft;
}

// The order the log keeps. One unit: as `add-unit` takes it. Many: how
// many, since the entry's rows hold each unit once (a copy of each in the
// request doubled the entry, and a third of an import went on writing it).
Order addOrder(const QList<UnitRecord> &units, const Rulings &rulings, QStringList *problems)
{
    const UnitReader reader(rulings);
    if (units.size() == 1)
        return AddUnitOrder { checkedUnit(units.first(), reader, -1, problems) };
    for (qsizetype i = 0; i < units.size(); ++i)
        checkedUnit(units.at(i), reader, static_cast<int>(i), problems);
    AddUnitsOrder order;
    order.count = units.size();
    return order;
}

// Reads, places and inserts the units; a refusal or a malformed unit stops
// everything (the transaction is rolled back by the caller). `single`: the
// one unit of add-unit, whose problems name "unit." rather than its place.
ActionOutcome insertAll(ActionContext &context, const QList<UnitDraft> &drafts, bool single)
{
    const UnitReader unitReader(context.rulings());
    QList<UnitRecord> units;
    QStringList problems;
    for (int i = 0; i < drafts.size(); ++i) {
        const Result<UnitRecord> unit = unitReader.read(drafts.at(i));
        if (unit) {
            units.append(*unit);
            continue;
        }
        const QString prefix
            = single ? QStringLiteral("unit.") : QStringLiteral("units[%1].").arg(i);
        problems += AddUnitOrder::prefixed(prefix, unit.problems());
    }
    if (!problems.isEmpty())
        return Failure::malformed(problems.join(QLatin1String("; ")));

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
            return Failure::refused(QStringLiteral("%1: %2").arg(unit.name, refusal));
        context.unitAdded(unit.id);
        ids.append(unit.id);
    }
    ActionDone done = ActionDone::of({ { QStringLiteral("ids"), idsJson(ids) } });
    done.ids = ids;
    done.id = ids.value(0);
    return done;
}

Result<Order> UnitAction::importOrder(const QList<UnitRecord> &units, const Rulings &rulings)
{
    QStringList problems;
    Order order = addOrder(units, rulings, &problems);
    if (!problems.isEmpty())
        return Failure::of(problems, Failure::Kind::Malformed);
    return order;
}

ActionOutcome UnitAction::import(ActionContext &context, const QList<UnitRecord> &units)
{
    ActionOutcome inserted = insert(context, units);
    if (!inserted)
        return inserted;
    const bool single = units.size() == 1;
    context.setSummary(single ? QStringLiteral("Add %1").arg(units.first().name)
                              : QStringLiteral("Add %1 unit(s)").arg(units.size()));
    if (single)
        inserted->answer.insert(QStringLiteral("id"), inserted->id);
    return inserted;
}

ActionOutcome UnitAction::add(ActionContext &context, const AddUnitOrder &order)
{
    ActionOutcome outcome = insertAll(context, { order.unit }, true);
    if (!outcome.ok())
        return outcome;
    context.setSummary(
        QStringLiteral("Add %1").arg(order.unit.value(QStringLiteral("name")).toString()));
    outcome->answer.insert(QStringLiteral("id"), outcome->id);
    return outcome;
}

ActionOutcome UnitAction::addMany(ActionContext &context, const AddUnitsOrder &order)
{
    const ActionOutcome outcome = insertAll(context, order.units, false);
    if (!outcome.ok())
        return outcome;
    context.setSummary(QStringLiteral("Add %1 unit(s)").arg(outcome->ids.size()));
    return outcome;
}

ActionOutcome UnitAction::remove(ActionContext &context, const RemoveUnitOrder &order)
{
    const Result<UnitRecord> unit = context.namedUnit(QStringLiteral("unit"), order.unit);
    if (!unit)
        return unit.failure();
    context.units().remove(unit->id);
    context.unitRemoved(unit->id);
    context.setSummary(QStringLiteral("Remove %1").arg(unit->name));
    return ActionDone::of({ { QStringLiteral("removed"), unit->toJson() } });
}

} // namespace Adc
