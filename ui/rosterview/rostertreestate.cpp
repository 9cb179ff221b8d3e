#include "ui/rosterview/rostertreestate.h"

#include <QItemSelectionModel>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <functional>

namespace Adc {

void RosterTreeState::note(const QTreeView *view, const QSortFilterProxyModel *filter)
{
    m_expanded.clear();
    m_selected.clear();
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int row = 0; row < filter->rowCount(parent); ++row) {
            const QModelIndex index = filter->index(row, 0, parent);
            if (view->isExpanded(index))
                m_expanded.append(filter->mapToSource(index));
            walk(index);
        }
    };
    walk(QModelIndex());
    const QModelIndexList rows = view->selectionModel()->selectedRows();
    for (const QModelIndex &row : rows)
        m_selected.append(filter->mapToSource(row));
    m_current = filter->mapToSource(view->currentIndex());
}

void RosterTreeState::restore(QTreeView *view, const QSortFilterProxyModel *filter)
{
    view->collapseAll();
    for (const QPersistentModelIndex &index : std::as_const(m_expanded)) {
        if (index.isValid())
            view->expand(filter->mapFromSource(index));
    }
    QItemSelection before;
    for (const QPersistentModelIndex &index : std::as_const(m_selected)) {
        const QModelIndex row = filter->mapFromSource(index);
        if (row.isValid())
            before.select(row, row);
    }
    QItemSelectionModel *selection = view->selectionModel();
    const QModelIndex current = filter->mapFromSource(m_current);
    if (current.isValid())
        selection->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
    selection->select(before, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (current.isValid())
        view->scrollTo(current);
    m_expanded.clear();
    m_selected.clear();
    m_current = QPersistentModelIndex();
}

} // namespace Adc
