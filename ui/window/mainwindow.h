#pragma once

#include "db/battle/battle.h"
#include "ui/window/readonlymarker.h"
#include "ui/window/undoactions.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;

namespace Adc {

class ClockBar;
class ConnectionBar;
class FileActions;
class LogModel;
class LogView;
class RecentFiles;
class RosterPane;
class UnitActions;
class UnitPanel;
class WindowDocks;

// The desktop program's window: a thin shell that puts the roster, the
// clock, the docks (unit panel, log, the sides' proposals, the tools of the
// table: WindowDocks) together around one open battle, with the File, Edit,
// View and Settings menus. Every change goes through the battle's actions;
// nothing here writes to the file.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a battle file in place of the one open. On failure the battle's
    // message is shown in a message box and the open battle stays.
    bool openBattle(const QString &path, Battle::OpenMode mode = Battle::OpenMode::ReadWrite);
    // Creates a battle file and opens it.
    bool newBattle(const QString &path, const QString &name);
    // Writes a copy of the open battle (SQLite's backup) to a new file.
    bool saveCopy(const QString &path);
    Battle *battle() const { return m_battle.get(); }

    RosterPane *roster() const { return m_roster; }
    UnitPanel *unitPanel() const { return m_unitPanel; }
    ClockBar *clockBar() const { return m_clock; }
    LogModel *logModel() const { return m_logModel; }
    UnitActions *unitActions() const { return m_unitActions; }
    RecentFiles *recentFiles() const { return m_recent; }
    QAction *undoAction() const { return m_undoActions->undoAction(); }
    QAction *redoAction() const { return m_undoActions->redoAction(); }
    QAction *rulingsAction() const { return m_rulings; }
    // The read-only marker in the status bar (shown for a read-only battle).
    QLabel *readOnlyMarker() const { return m_readOnly; }
    // The bar that offers to reconnect when the server's connection is lost.
    ConnectionBar *connectionBar() const { return m_connection; }
    // The message box showing the last error, while it is open.
    QMessageBox *errorBox() const { return m_errorBox; }
    QString lastError() const { return m_lastError; }
    // The heading of the last error box.
    QString lastErrorTitle() const { return m_lastErrorTitle; }

public Q_SLOTS:

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void createToolBars();
    void createDocks();
    void setBattle(std::unique_ptr<Battle> battle);
    void updateTitle();
    // Enables what changes the battle when it may be written.
    void updateWritable();
    void updateSelection();
    // A failure in a box headed by what was being done, worded by its kind.
    void showError(const QString &doing, const Failure &failure);
    void showStatus(const QString &text, bool refused);

    std::unique_ptr<Battle> m_battle;
    RosterPane *m_roster = nullptr;
    UnitPanel *m_unitPanel = nullptr;
    ClockBar *m_clock = nullptr;
    LogModel *m_logModel = nullptr;
    LogView *m_logView = nullptr;
    WindowDocks *m_docks = nullptr;
    UnitActions *m_unitActions = nullptr;
    RecentFiles *m_recent = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    FileActions *m_fileActions = nullptr;
    UndoActions *m_undoActions = nullptr;
    QAction *m_rulings = nullptr;
    ReadOnlyMarker *m_readOnly = nullptr;
    ConnectionBar *m_connection = nullptr;
    QLabel *m_fileLabel = nullptr;
    QPointer<QMessageBox> m_errorBox;
    QString m_lastError;
    QString m_lastErrorTitle;
};

} // namespace Adc
