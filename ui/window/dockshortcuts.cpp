#include "ui/window/dockshortcuts.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>

namespace Adc {

void DockShortcuts::addTo(QMenu *view, const QList<QDockWidget *> &docks)
{
    view->addSeparator();
    for (int i = 0; i < docks.size() && i < 9; ++i) {
        QDockWidget *dock = docks.at(i);
        QAction *action = view->addAction(tr("Show %1").arg(dock->windowTitle()));
        action->setObjectName(QStringLiteral("raiseDock%1").arg(i + 1));
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        action->setStatusTip(tr("Brings the %1 panel to the front").arg(dock->windowTitle()));
        connect(action, &QAction::triggered, dock, [dock] {
            dock->show();
            dock->raise();
            if (dock->widget())
                dock->widget()->setFocus(Qt::ShortcutFocusReason);
        });
    }
}

} // namespace Adc
