#pragma once

#include <QList>
#include <QPersistentModelIndex>

class QSortFilterProxyModel;
class QTreeView;

namespace Adc {

// The roster's tree as the umpire left it before a search: the sides and
// brigades open, the units selected and the current row, held on the
// source model so they outlive the rows the search hides.
class RosterTreeState
{
public:
    // Notes the tree of `view`, whose model is `filter`.
    void note(const QTreeView *view, const QSortFilterProxyModel *filter);
    // Gives it back once the search is cleared: what was open and selected
    // before the search is again, whatever was chosen among its results.
    void restore(QTreeView *view, const QSortFilterProxyModel *filter);
    bool isEmpty() const { return m_expanded.isEmpty() && m_selected.isEmpty(); }

private:
    QList<QPersistentModelIndex> m_expanded;
    QList<QPersistentModelIndex> m_selected;
    QPersistentModelIndex m_current;
};

} // namespace Adc
