#include "ui/procedures/wrappingdelegate.h"

#include <QApplication>
#include <QHeaderView>
#include <QStyle>
#include <QTreeView>

namespace Adc {

WrappingDelegate::WrappingDelegate(QTreeView *view)
    : QStyledItemDelegate(view)
    , m_view(view)
{
}

QSize WrappingDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem sized = option;
    initStyleOption(&sized, index);
    int width = m_view->header()->sectionSize(index.column());
    // The style leaves the check box out of the text's width: take it off here.
    if (sized.features.testFlag(QStyleOptionViewItem::HasCheckIndicator)) {
        const QStyle *style = m_view->style() ? m_view->style() : QApplication::style();
        width -= style->pixelMetric(QStyle::PM_IndicatorWidth, &sized, m_view)
            + 2 * style->pixelMetric(QStyle::PM_FocusFrameHMargin, &sized, m_view);
    }
    if (width <= 0)
        return QStyledItemDelegate::sizeHint(option, index);
    // The style wraps only within a valid rectangle: a height is needed too.
    QStyleOptionViewItem bounded = option;
    bounded.rect = QRect(0, 0, width, 1 << 16);
    bounded.features |= QStyleOptionViewItem::WrapText;
    return QStyledItemDelegate::sizeHint(bounded, index);
}

} // namespace Adc
