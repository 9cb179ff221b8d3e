#include "db/actions/reorderaction.h"

#include "core/model/moveunitsorder.h"
#include "db/actions/actioncontext.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Adc {

namespace {

// The units' order after the move: the others as they stand, the moved ones
// before `before`, or after the last unit of their new brigade.
QList<qint64> newOrder(const QList<UnitTable::Place> &all, const QList<UnitRecord> &units,
                       const std::optional<UnitRecord> &before, qint64 brigadeId)
{
    QSet<qint64> moving;
    for (const UnitRecord &unit : units)
        moving.insert(unit.id);
    QList<qint64> order;
    int insertAt = -1;
    for (const UnitTable::Place &place : all) {
        if (moving.contains(place.id))
            continue;
        if (before && place.id == before->id)
            insertAt = int(order.size());
        order.append(place.id);
        if (!before && place.brigadeId == brigadeId)
            insertAt = int(order.size());
    }
    if (insertAt < 0)
        insertAt = int(order.size());
    for (int i = 0; i < units.size(); ++i)
        order.insert(insertAt + i, units.at(i).id);
    return order;
}

} // namespace

ActionOutcome ReorderAction::apply(ActionContext &context, const MoveUnitsOrder &order)
{
    const Result<QList<UnitRecord>> named
        = context.namedUnits(QStringLiteral("units"), order.units, true);
    if (!named)
        return named.failure();
    const QList<UnitRecord> &units = *named;
    const std::optional<BrigadeRecord> brigade = context.organisation().brigade(order.brigade);
    if (!brigade)
        return Failure::malformed(
            QStringLiteral("brigade: ")
            + QCoreApplication::translate("Adc::ReorderAction", "no brigade with id %1")
                  .arg(order.brigade));
    std::optional<UnitRecord> before;
    if (order.before) {
        before = context.unit(*order.before);
        if (!before)
            return Failure::malformed(
                QStringLiteral("before: ")
                + QCoreApplication::translate("Adc::ReorderAction", "no unit with id %1")
                      .arg(*order.before));
        if (before->side != brigade->side || before->brigade != brigade->name)
            return Failure::malformed(
                QStringLiteral("before: ")
                + QCoreApplication::translate("Adc::ReorderAction", "unit %1 is not in brigade %2")
                      .arg(QString::number(*order.before), brigade->name));
    }

    for (const UnitRecord &unit : units) {
        if (unit.side != brigade->side)
            return Failure::refused(
                QCoreApplication::translate("Adc::ReorderAction",
                                            "%1 is a unit of %2; it cannot join %3 "
                                            "of %4")
                    .arg(unit.name, unit.side, brigade->name, brigade->side));
    }
    for (UnitRecord unit : units) {
        if (unit.brigade != brigade->name) {
            unit.brigade = brigade->name;
            context.save(unit);
        }
    }

    // The new order: the others as they stand, the moved units inserted.
    UnitTable table = context.units();
    const QList<UnitTable::Place> all = table.places();
    const QList<qint64> placed = newOrder(all, units, before, brigade->id);
    QJsonArray moved;
    for (const UnitRecord &unit : units)
        moved.append(unit.id);
    // Only the units whose place changes are written (and logged).
    QHash<qint64, int> current;
    for (const UnitTable::Place &place : all)
        current.insert(place.id, place.sortOrder);
    for (int i = 0; i < placed.size(); ++i) {
        if (current.value(placed.at(i)) != i)
            table.setSortOrder(placed.at(i), i);
    }

    const QString where = before ? QStringLiteral("before %1").arg(before->name)
                                 : QStringLiteral("to %1").arg(brigade->name);
    context.setSummary(
        units.size() == 1
            ? QStringLiteral("Move %1 %2").arg(units.first().name, where)
            : QStringLiteral("Move %1 units %2").arg(QString::number(units.size()), where));
    return ActionDone::of(
        { { QStringLiteral("brigade"), brigade->id }, { QStringLiteral("units"), moved } });
}

} // namespace Adc
