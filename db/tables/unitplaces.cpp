// Where the units stand in the order of battle: their sort order.
#include "db/tables/unittable.h"

#include "db/storage/sql.h"

#include <QSqlQuery>
#include <QSqlRecord>

namespace Adc {

QList<UnitTable::Place> UnitTable::places(qint64 onlyId) const
{
    const QString select
        = QStringLiteral("SELECT id, sort_order, COALESCE(brigade_id, 0) AS brigade FROM units");
    const QString order = QStringLiteral(" ORDER BY sort_order, id");
    QSqlQuery query = onlyId != 0
        ? Sql::run(m_database, select + QStringLiteral(" WHERE id = ?") + order, { onlyId })
        : Sql::run(m_database, select + order);
    const QSqlRecord record = query.record();
    const int id = record.indexOf(QStringLiteral("id"));
    const int sortOrder = record.indexOf(QStringLiteral("sort_order"));
    const int brigade = record.indexOf(QStringLiteral("brigade"));
    QList<Place> list;
    while (query.next())
        list.append({ query.value(id).toLongLong(), query.value(sortOrder).toInt(),
                      query.value(brigade).toLongLong() });
    return list;
}

QHash<qint64, int> UnitTable::sortOrders(qint64 onlyId) const
{
    QHash<qint64, int> orders;
    for (const Place &place : places(onlyId))
        orders.insert(place.id, place.sortOrder);
    return orders;
}

} // namespace Adc
