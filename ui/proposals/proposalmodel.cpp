#include "ui/proposals/proposalmodel.h"

#include "db/battle/battle.h"
#include "db/battle/proposaldesk.h"
#include "ui/proposals/proposaltext.h"

#include <QHash>
#include <QSet>

namespace Adc {

ProposalModel::ProposalModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

Battle *ProposalModel::battle() const
{
    return m_battle;
}

void ProposalModel::setBattle(Battle *battle)
{
    if (m_battle)
        disconnect(m_battle, nullptr, this, nullptr);
    beginResetModel();
    m_battle = battle;
    m_rows = readRows();
    endResetModel();
    Q_EMIT waitingChanged(int(m_rows.size()));
    if (!battle)
        return;
    connect(battle, &Battle::proposalsChanged, this, &ProposalModel::refresh);
    // A segment's end lapses the waiting ones; an undo of it brings them back.
    connect(battle, &Battle::clockChanged, this, &ProposalModel::refresh);
    connect(battle, &Battle::logAppended, this, &ProposalModel::refresh);
    connect(battle, &QObject::destroyed, this, [this] {
        beginResetModel();
        m_rows.clear();
        endResetModel();
        Q_EMIT waitingChanged(0);
    });
}

QList<ProposalModel::Row> ProposalModel::readRows() const
{
    QList<Row> rows;
    if (!m_battle)
        return rows;
    const QList<ProposalRecord> waiting = m_battle->proposals().waiting();
    if (waiting.isEmpty())
        return rows;
    QHash<qint64, QString> units;
    for (const UnitRecord &unit : m_battle->units())
        units.insert(unit.id, unit.name);
    QHash<qint64, QString> features;
    for (const FeatureRecord &feature : m_battle->features())
        features.insert(feature.id, feature.name);
    const ProposalText::Names unitNames = [&units](qint64 id) { return units.value(id); };
    const ProposalText::Names featureNames = [&features](qint64 id) { return features.value(id); };
    for (const ProposalRecord &proposal : waiting)
        rows.append(Row { proposal, ProposalText::title(proposal),
                          ProposalText::action(proposal.order, unitNames, featureNames),
                          ProposalText::dice(proposal.order) });
    return rows;
}

void ProposalModel::refresh()
{
    const QList<Row> fresh = readRows();
    QSet<qint64> ids;
    for (const Row &row : fresh)
        ids.insert(row.proposal.id);
    // The rows no longer waiting go, from the last up.
    for (int row = int(m_rows.size()) - 1; row >= 0; --row) {
        if (ids.contains(m_rows.at(row).proposal.id))
            continue;
        beginRemoveRows(QModelIndex(), row, row);
        m_rows.removeAt(row);
        endRemoveRows();
    }
    // Those left are in the fresh order; a new one (or one an undo brought
    // back) goes in where it belongs.
    for (int row = 0; row < int(fresh.size()); ++row) {
        const Row &now = fresh.at(row);
        if (row < int(m_rows.size()) && m_rows.at(row).proposal.id == now.proposal.id) {
            const bool changed = m_rows.at(row).action != now.action
                || m_rows.at(row).dice != now.dice || m_rows.at(row).title != now.title;
            m_rows[row] = now;
            if (changed)
                Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            continue;
        }
        beginInsertRows(QModelIndex(), row, row);
        m_rows.insert(row, now);
        endInsertRows();
    }
    if (m_rows.size() > fresh.size()) {
        beginRemoveRows(QModelIndex(), int(fresh.size()), int(m_rows.size()) - 1);
        m_rows.resize(fresh.size());
        endRemoveRows();
    }
    Q_EMIT waitingChanged(int(m_rows.size()));
}

int ProposalModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ProposalModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProposalModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return QVariant();
    const Row &row = m_rows.at(index.row());
    if (role == ProposalIdRole)
        return row.proposal.id;
    if (role == Qt::ToolTipRole)
        return row.title + QStringLiteral(": ") + row.action;
    if (role != Qt::DisplayRole)
        return QVariant();
    switch (index.column()) {
    case ProposalColumn:
        return row.title;
    case ActionColumn:
        return row.action;
    case DiceColumn:
        return row.dice;
    default:
        return QVariant();
    }
}

QVariant ProposalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case ProposalColumn:
        return tr("Proposal");
    case ActionColumn:
        return tr("Action");
    case DiceColumn:
        return tr("Dice typed");
    default:
        return QVariant();
    }
}

int ProposalModel::rowOf(qint64 id) const
{
    for (int row = 0; row < int(m_rows.size()); ++row) {
        if (m_rows.at(row).proposal.id == id)
            return row;
    }
    return -1;
}

QString ProposalModel::describe(qint64 id) const
{
    const int row = rowOf(id);
    if (row < 0)
        return QString();
    return m_rows.at(row).title + QStringLiteral(": ") + m_rows.at(row).action;
}

} // namespace Adc
