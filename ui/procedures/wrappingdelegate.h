#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace Adc {

// Draws an item's text wrapped onto as many lines as its column's width
// needs, and tells the view that height: a tree view asks its items' sizes
// without their columns' widths, so by itself it never grows a wrapped row.
class WrappingDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit WrappingDelegate(QTreeView *view);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    QTreeView *m_view;
};

} // namespace Adc
