#include "log/logview.h"

#include "log/logmodel.h"

#include <QHeaderView>
#include <QScrollBar>

namespace Adc {

LogView::LogView(QWidget *parent)
    : QTreeView(parent)
{
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    header()->setStretchLastSection(true);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this,
            [this](int value) { m_follow = value >= verticalScrollBar()->maximum(); });
}

void LogView::setLogModel(LogModel *model)
{
    setModel(model);
    const QFontMetrics metrics(font());
    header()->resizeSection(LogModel::IdColumn, metrics.horizontalAdvance(QStringLiteral("00000")));
    header()->resizeSection(LogModel::TimeColumn,
                            metrics.horizontalAdvance(QStringLiteral("00:00:00__")));
    header()->resizeSection(LogModel::TurnColumn,
                            metrics.horizontalAdvance(QStringLiteral("T00 S0___")));
    header()->resizeSection(LogModel::KindColumn,
                            metrics.horizontalAdvance(QStringLiteral("remove-brigade_")));
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_follow)
            scrollToBottom();
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_follow = true;
        scrollToBottom();
    });
    scrollToBottom();
}

} // namespace Adc
