#pragma once

#include <QObject>

#include "db/storage/checkreport.h"

class QAction;
class QMenu;

namespace Adc {

class MainWindow;

// The File menu's own actions: a new battle, open, open read-only, save a
// copy and quit, with the file dialogs they ask through. The window opens,
// creates and copies the battle.
class FileActions : public QObject
{
    Q_OBJECT

public:
    explicit FileActions(MainWindow *window);

    // New, Open and Open Read-Only, in that order.
    void addOpeningTo(QMenu *menu) const;
    QAction *saveCopyAction() const { return m_saveCopy; }
    QAction *quitAction() const { return m_quit; }
    // File → Check Battle: the battle's full check, its result in words.
    QAction *checkAction() const { return m_check; }

    void newBattleDialog();
    void openDialog();
    void openReadOnlyDialog();
    void saveCopyDialog();
    void checkBattle();
    // What the check found, for the message: a sentence, then each check or
    // problem on a line of its own.
    static QString checkText(const CheckReport &report);

private:
    MainWindow *m_window;
    QAction *m_new = nullptr;
    QAction *m_open = nullptr;
    QAction *m_openReadOnly = nullptr;
    QAction *m_saveCopy = nullptr;
    QAction *m_quit = nullptr;
    QAction *m_check = nullptr;
};

} // namespace Adc
