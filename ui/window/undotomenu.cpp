#include "ui/window/undotomenu.h"

#include "ui/log/logmodel.h"

#include <QAction>

namespace Adc {

namespace {

// Entries undo can reach: not yet undone, not an undo or a redo.
bool reachable(const LogModel *log, int row)
{
    const LogEntry &entry = log->entryAt(row);
    return !entry.undone && entry.isUndoable();
}

} // namespace

UndoToMenu::UndoToMenu(LogModel *log, QWidget *parent)
    : QMenu(tr("Undo &To"), parent)
    , m_log(log)
{
    setObjectName(QStringLiteral("undoToMenu"));
    menuAction()->setObjectName(QStringLiteral("undoToAction"));
    menuAction()->setStatusTip(
        tr("Take back a chosen entry and every entry after it, one undo each"));
    connect(this, &QMenu::aboutToShow, this, &UndoToMenu::refill);
    connect(log, &QAbstractItemModel::rowsInserted, this, &UndoToMenu::updateEnabled);
    connect(log, &QAbstractItemModel::dataChanged, this, &UndoToMenu::updateEnabled);
    connect(log, &QAbstractItemModel::modelReset, this, &UndoToMenu::updateEnabled);
    updateEnabled();
}

void UndoToMenu::refill()
{
    clear();
    int listed = 0;
    for (int row = m_log->rowCount() - 1; row >= 0 && listed < kEntries; --row) {
        if (!reachable(m_log, row))
            continue;
        const LogEntry &entry = m_log->entryAt(row);
        const QString turn = m_log->index(row, LogModel::TurnColumn).data().toString();
        QString summary = m_log->index(row, LogModel::SummaryColumn).data().toString();
        summary.replace(QLatin1Char('&'), QLatin1String("&&"));
        // The newest nine are chosen with a digit.
        const QString key
            = listed < 9 ? QStringLiteral("&%1  ").arg(listed + 1) : QStringLiteral("    ");
        QAction *action = addAction(key + turn + QStringLiteral("  ") + summary);
        action->setData(entry.id);
        const qint64 id = entry.id;
        connect(action, &QAction::triggered, this, [this, id] { Q_EMIT undoToRequested(id); });
        ++listed;
    }
    if (listed == 0)
        addAction(tr("Nothing to undo"))->setEnabled(false);
}

void UndoToMenu::updateEnabled()
{
    const Battle *battle = m_log->battle();
    bool any = false;
    for (int row = m_log->rowCount() - 1; row >= 0 && !any && battle && !battle->isReadOnly();
         --row)
        any = reachable(m_log, row);
    menuAction()->setEnabled(any);
}

} // namespace Adc
