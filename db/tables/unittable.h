#pragma once

#include "core/model/unitrecord.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace Adc {

class ChangeSet;

// The units of the battle file as UnitRecords: sides, brigades and features
// by name. Writes go through the action's ChangeSet; failures throw
// DatabaseError.
class UnitTable
{
public:
    explicit UnitTable(QSqlDatabase database, ChangeSet *changes = nullptr);

    // In the order of battle's order (sort order, then id).
    QList<UnitRecord> all() const;
    std::optional<UnitRecord> find(qint64 id) const;
    QList<UnitRecord> ofSide(const QString &side) const;

    // Adds the unit last; its side and brigade are created by name as
    // needed, its feature (if any) must exist. The record's id is ignored.
    qint64 insert(const UnitRecord &unit);
    // Writes every field of the unit (by its id); side and brigade created as
    // needed, the feature must exist.
    void update(const UnitRecord &unit);
    void remove(qint64 id);
    // A unit's place in the order of battle: its sort order and brigade
    // (0 when it has none).
    struct Place
    {
        qint64 id = 0;
        int sortOrder = 0;
        qint64 brigadeId = 0;
    };
    // Every unit's place, in the order of battle's order as all() reads it
    // (only that unit's when onlyId is set): the order without the units.
    QList<Place> places(qint64 onlyId = 0) const;
    // Each unit's sort order by id (only that unit's when onlyId is set).
    QHash<qint64, int> sortOrders(qint64 onlyId = 0) const;
    // Moves the unit to a place in the order of battle (sort order).
    void setSortOrder(qint64 id, int sortOrder);

private:
    QList<UnitRecord> select(const QString &where, const QVariantList &values) const;
    // `remember`: keep the side and brigade ids found (inserts only).
    QVariantList columnValues(const UnitRecord &unit, bool remember);

    QSqlDatabase m_database;
    ChangeSet *m_changes = nullptr;
    int m_nextSortOrder = -1; // read at the first insert
    // Side and brigade ids by name, found once a table object (an import
    // names the same few for thousands of units).
    QHash<QString, qint64> m_sideIds;
    QHash<QString, qint64> m_brigadeIds;
    // The next brigade's place in each side, by side id.
    QHash<qint64, qint64> m_nextBrigadeOrder;
};

} // namespace Adc
