#pragma once

#include "core/model/brigaderecord.h"
#include "core/model/siderecord.h"

#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace Adc {

class ChangeSet;

// Sides and brigades of the battle file. Writes go through the action's
// ChangeSet (null for reading only); failures throw DatabaseError.
class OrganisationTable
{
public:
    explicit OrganisationTable(QSqlDatabase database, ChangeSet *changes = nullptr);

    // In initiative order (sort order, then id).
    QList<SideRecord> sides() const;
    // By side, then sort order.
    QList<BrigadeRecord> brigades() const;
    std::optional<BrigadeRecord> brigade(qint64 id) const;
    std::optional<BrigadeRecord> brigade(const QString &side, const QString &name) const;

    // The side's id; with create, a side not there yet is added last (and
    // becomes the active side if the battle had none). 0 when absent.
    qint64 sideId(const QString &name, bool create);
    // The brigade's id within its side; with create, added last in its side.
    qint64 brigadeId(qint64 sideId, const QString &name, bool create);

    // Added last in its side, or at `sortOrder` when given (an import adds
    // hundreds to one side, and finding the last place is a scan of them).
    qint64 addBrigade(qint64 sideId, const QString &name, const QString &commander,
                      std::optional<qint64> sortOrder = std::nullopt);
    // The place after the side's last brigade.
    qint64 nextBrigadeOrder(qint64 sideId) const;
    void removeBrigade(qint64 id);
    int unitCount(qint64 brigadeId) const;

private:
    QSqlDatabase m_database;
    ChangeSet *m_changes = nullptr;
};

} // namespace Adc
