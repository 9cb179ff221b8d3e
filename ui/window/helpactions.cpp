#include "ui/window/helpactions.h"

#include "ui/window/shortcutswindow.h"
#include "ui/window/usagewindow.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

namespace Adc {

void HelpActions::addTo(QMenu *help, QMainWindow *window)
{
    QAction *usage = help->addAction(tr("&Using Aide-de-Camp"));
    usage->setObjectName(QStringLiteral("usageAction"));
    usage->setShortcut(QKeySequence::HelpContents);
    usage->setStatusTip(tr("How to use the window, its dialogs and keys, and paper"));
    connect(usage, &QAction::triggered, window, [window] {
        auto *shown = new UsageWindow(window);
        shown->setAttribute(Qt::WA_DeleteOnClose);
        shown->show();
    });
    QAction *keys = help->addAction(tr("&Keyboard Shortcuts"));
    keys->setObjectName(QStringLiteral("shortcutsAction"));
    keys->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    keys->setStatusTip(tr("Every shortcut of the window"));
    connect(keys, &QAction::triggered, window, [window] {
        auto *shown = new ShortcutsWindow(window->findChildren<QAction *>(), window);
        shown->setAttribute(Qt::WA_DeleteOnClose);
        shown->show();
    });
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Aide-de-Camp"));
    connect(about, &QAction::triggered, window, [window] {
        QMessageBox::about(window, tr("About Aide-de-Camp"),
                           tr("<p><b>Aide-de-Camp</b> %1</p><p>The umpire's assistant for "
                              "Napoleonic battles under <i>A l'Ombre des Aigles</i>.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

} // namespace Adc
