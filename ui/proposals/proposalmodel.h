#pragma once

#include "core/proposals/proposalrecord.h"

#include <QAbstractTableModel>
#include <QList>
#include <QPointer>

namespace Adc {

class Battle;

// The sides' proposals waiting for the umpire, oldest first: whose, the
// action in words and the dice the side typed (ProposalText). Read again
// whenever the proposals, the clock (a segment's end lapses them) or the
// log (an accept, a decline, a unit renamed) change: rows that are no
// longer waiting are removed, new ones inserted where they belong, the
// others updated in place, so the selection stays on its proposal.
class ProposalModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { ProposalColumn, ActionColumn, DiceColumn, ColumnCount };
    enum Role { ProposalIdRole = Qt::UserRole + 1 };

    explicit ProposalModel(QObject *parent = nullptr);

    void setBattle(Battle *battle);
    Battle *battle() const;
    void refresh();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    const ProposalRecord &proposalAt(int row) const { return m_rows.at(row).proposal; }
    // The row of a proposal, or -1.
    int rowOf(qint64 id) const;
    // "French No. 3: Fire: ..." for a dialog's headline; empty when the
    // proposal is not listed.
    QString describe(qint64 id) const;

Q_SIGNALS:
    // How many proposals are waiting, after each refresh.
    void waitingChanged(int count);

private:
    struct Row
    {
        ProposalRecord proposal;
        QString title;
        QString action;
        QString dice;
    };
    QList<Row> readRows() const;

    QPointer<Battle> m_battle;
    QList<Row> m_rows;
};

} // namespace Adc
