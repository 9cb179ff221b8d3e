#include "actions/reorderaction.h"

#include "actions/actioncontext.h"
#include "common/requestreader.h"
#include "storage/sql.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSqlQuery>
#include <QSqlRecord>
#include <limits>

namespace Adc {

namespace {

struct Place
{
    qint64 id = 0;
    int sortOrder = 0;
    qint64 brigadeId = 0;
};

// Every unit in the order of battle's order, as UnitTable::all() reads it.
QList<Place> places(const QSqlDatabase &database)
{
    QList<Place> list;
    QSqlQuery query = Sql::run(database,
                               QStringLiteral("SELECT id, sort_order, COALESCE(brigade_id, 0)"
                                              " AS brigade FROM units ORDER BY sort_order, id"));
    const QSqlRecord record = query.record();
    const int id = record.indexOf(QStringLiteral("id"));
    const int sortOrder = record.indexOf(QStringLiteral("sort_order"));
    const int brigade = record.indexOf(QStringLiteral("brigade"));
    while (query.next())
        list.append({ query.value(id).toLongLong(), query.value(sortOrder).toInt(),
                      query.value(brigade).toLongLong() });
    return list;
}

// The units' order after the move: the others as they stand, the moved ones
// before `before`, or after the last unit of their new brigade.
QList<qint64> newOrder(const QList<Place> &all, const QList<UnitRecord> &units,
                       const std::optional<UnitRecord> &before, qint64 brigadeId)
{
    QSet<qint64> moving;
    for (const UnitRecord &unit : units)
        moving.insert(unit.id);
    QList<qint64> order;
    int insertAt = -1;
    for (const Place &place : all) {
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

ActionOutcome ReorderAction::apply(ActionContext &context, RequestReader &reader)
{
    const QList<UnitRecord> units = context.unitList(reader, QStringLiteral("units"), true);
    const int most = std::numeric_limits<int>::max();
    const std::optional<int> brigadeId = reader.integer(QStringLiteral("brigade"), 1, most, true);
    const std::optional<int> beforeId = reader.integer(QStringLiteral("before"), 1, most, false);
    std::optional<BrigadeRecord> brigade;
    if (brigadeId) {
        brigade = context.organisation().brigade(*brigadeId);
        if (!brigade)
            reader.fail(QStringLiteral("brigade"),
                        QCoreApplication::translate("Reorderaction", "no brigade with id %1")
                            .arg(*brigadeId));
    }
    std::optional<UnitRecord> before;
    if (beforeId && brigade) {
        before = context.unit(*beforeId);
        if (!before)
            reader.fail(
                QStringLiteral("before"),
                QCoreApplication::translate("Reorderaction", "no unit with id %1").arg(*beforeId));
        else if (before->side != brigade->side || before->brigade != brigade->name)
            reader.fail(QStringLiteral("before"),
                        QCoreApplication::translate("Reorderaction", "unit %1 is not in brigade %2")
                            .arg(QString::number(*beforeId), brigade->name));
        for (const UnitRecord &unit : units) {
            if (unit.id == *beforeId)
                reader.fail(QStringLiteral("before"),
                            QCoreApplication::translate("Reorderaction",
                                                        "unit %1 is one of the units moved")
                                .arg(*beforeId));
        }
    }
    if (!reader.finish())
        return ActionOutcome::malformed(reader.error());

    for (const UnitRecord &unit : units) {
        if (unit.side != brigade->side)
            return ActionOutcome::refused(
                QCoreApplication::translate("Reorderaction",
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
    const QList<Place> all = places(context.database());
    const QList<qint64> order = newOrder(all, units, before, brigade->id);
    QJsonArray moved;
    for (const UnitRecord &unit : units)
        moved.append(unit.id);
    // Only the units whose place changes are written (and logged).
    QHash<qint64, int> current;
    for (const Place &place : all)
        current.insert(place.id, place.sortOrder);
    UnitTable table = context.units();
    for (int i = 0; i < order.size(); ++i) {
        if (current.value(order.at(i)) != i)
            table.setSortOrder(order.at(i), i);
    }

    const QString where = before ? QStringLiteral("before %1").arg(before->name)
                                 : QStringLiteral("to %1").arg(brigade->name);
    context.setSummary(
        units.size() == 1
            ? QStringLiteral("Move %1 %2").arg(units.first().name, where)
            : QStringLiteral("Move %1 units %2").arg(QString::number(units.size()), where));
    return ActionOutcome::done(
        { { QStringLiteral("brigade"), brigade->id }, { QStringLiteral("units"), moved } });
}

} // namespace Adc
