#include "ui/log/logview.h"

#include "ui/log/logmodel.h"

#include <QAction>
#include <QHeaderView>
#include <QScrollBar>

namespace Adc {

LogView::LogView(QWidget *parent)
    : QTreeView(parent)
{
    setObjectName(QStringLiteral("logView"));
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    header()->setStretchLastSection(true);
    setIconSize(QSize(16, 16));
    m_undoToHere = new QAction(tr("Undo to &Here"), this);
    m_undoToHere->setObjectName(QStringLiteral("undoToHere"));
    m_undoToHere->setToolTip(tr("Take back this entry and every entry after it, one undo each"));
    m_undoToHere->setEnabled(false);
    connect(m_undoToHere, &QAction::triggered, this, [this] {
        const QModelIndex current = currentIndex();
        if (current.isValid())
            Q_EMIT undoToRequested(current.data(LogModel::LogIdRole).toLongLong());
    });
    addAction(m_undoToHere);
    setContextMenuPolicy(Qt::ActionsContextMenu);
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
                            metrics.horizontalAdvance(QStringLiteral("End of segment__")) + 24);
    header()->resizeSection(LogModel::StationColumn,
                            metrics.horizontalAdvance(QStringLiteral("station-00__")));
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_follow)
            scrollToBottom();
        updateUndoToHere();
    });
    connect(model, &QAbstractItemModel::dataChanged, this, &LogView::updateUndoToHere);
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
            &LogView::updateUndoToHere);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_follow = true;
        scrollToBottom();
    });
    scrollToBottom();
}

void LogView::focusInEvent(QFocusEvent *event)
{
    if (!currentIndex().isValid() && model() && model()->rowCount() > 0) {
        const QModelIndex newest = model()->index(model()->rowCount() - 1, 0);
        selectionModel()->setCurrentIndex(
            newest, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        scrollTo(newest);
    }
    QTreeView::focusInEvent(event);
}

// Undo to Here is offered on an entry not yet undone that undo can reach
// (not an undo or a redo).
void LogView::updateUndoToHere()
{
    const QModelIndex current = currentIndex();
    const auto *log = qobject_cast<LogModel *>(model());
    bool enabled = false;
    if (current.isValid() && log) {
        const LogEntry &entry = log->entryAt(current.row());
        enabled
            = !entry.undone && entry.isUndoable() && log->battle() && !log->battle()->isReadOnly();
    }
    m_undoToHere->setEnabled(enabled);
}

} // namespace Adc
