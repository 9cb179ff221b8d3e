#include "ui/choosers/unitfiltermodel.h"

#include "ui/choosers/unitchoicemodel.h"

namespace Adc {

UnitFilterModel::UnitFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(false);
}

void UnitFilterModel::setSourceModel(QAbstractItemModel *model)
{
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    // The candidates are read before the proxy maps the new rows (these
    // connections come before the proxy's own).
    if (model) {
        m_connections.append(connect(model, &QAbstractItemModel::modelReset, this,
                                     &UnitFilterModel::readCandidates));
        m_connections.append(connect(model, &QAbstractItemModel::rowsInserted, this,
                                     &UnitFilterModel::readCandidates));
        m_connections.append(connect(model, &QAbstractItemModel::rowsRemoved, this,
                                     &UnitFilterModel::readCandidates));
    }
    QSortFilterProxyModel::setSourceModel(model);
    readCandidates();
    invalidate();
    sort(0);
}

void UnitFilterModel::readCandidates()
{
    QList<UnitMatcher::Candidate> candidates;
    if (QAbstractItemModel *model = sourceModel()) {
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, 0);
            candidates.append({ index.data(UnitChoiceModel::NameRole).toString(),
                                index.data(UnitChoiceModel::BrigadeRole).toString(),
                                index.data(UnitChoiceModel::SideRole).toString() });
        }
    }
    m_matcher.setCandidates(candidates);
    m_ranks = m_matcher.ranks(m_text);
}

void UnitFilterModel::setText(const QString &text)
{
    if (text == m_text && m_ranks.size() == m_matcher.count())
        return;
    m_text = text;
    m_ranks = m_matcher.ranks(text);
    invalidate();
}

bool UnitFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    return !sourceParent.isValid() && sourceRow < m_ranks.size()
        && m_ranks.at(sourceRow) != UnitMatcher::NoMatch;
}

bool UnitFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const UnitMatcher::Rank a = m_ranks.value(left.row(), UnitMatcher::NoMatch);
    const UnitMatcher::Rank b = m_ranks.value(right.row(), UnitMatcher::NoMatch);
    return a != b ? a < b : left.row() < right.row();
}

} // namespace Adc
