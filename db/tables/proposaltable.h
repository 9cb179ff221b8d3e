#pragma once

#include "core/proposals/proposalrecord.h"

#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace Adc {

// The proposals table: the sides' proposals beside the log, never undone
// and never replayed (an accepted one's action is in the log as the
// umpire's). Throws DatabaseError.
class ProposalTable
{
public:
    explicit ProposalTable(QSqlDatabase database);

    // Every proposal, oldest first, with its side's name and whether the
    // entry that applied it was undone since.
    QList<ProposalRecord> all() const;
    QList<ProposalRecord> ofSide(qint64 sideId) const;
    std::optional<ProposalRecord> find(qint64 id) const;
    std::optional<ProposalRecord> findNumber(qint64 sideId, int number) const;
    // Stores a new waiting proposal, numbered after the side's last; gives
    // it its id and number.
    void insert(qint64 sideId, ProposalRecord *proposal);
    void setStored(qint64 id, ProposalRecord::Stored stored, const QString &reason = QString(),
                   std::optional<qint64> logId = std::nullopt);
    // Changes whenever a proposal is added or its stored state changes.
    QString signature() const;

private:
    QList<ProposalRecord> select(const QString &where, const QVariantList &values) const;

    QSqlDatabase m_database;
};

} // namespace Adc
