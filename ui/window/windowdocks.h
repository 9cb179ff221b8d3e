#pragma once

#include <QObject>
#include <QPointer>

class QDockWidget;
class QMainWindow;
class QMenu;
class QWidget;

namespace Adc {

class Battle;
class DiceTray;
class LogView;
class ProposalPane;
class TerrainPanel;
class UnitPanel;

// The window's docks: the unit panel, the dice tray, the terrain panel and
// the Age of Rifles calculators as tabs on the right; the log and the
// sides' proposals side by side across the bottom. Each is in the View
// menu, brought to the front with Ctrl+1 to Ctrl+6. The dice tray and the
// terrain panel follow the battle while their dock is shown, not while the
// window opens or plays behind their tabs.
class WindowDocks : public QObject
{
    Q_OBJECT

public:
    WindowDocks(QMainWindow *window, QMenu *viewMenu);

    // Makes the docks, around the window's own unit panel and log view.
    void create(UnitPanel *unitPanel, LogView *logView);
    // The panels made here move to `battle` (null: none): the hidden ones
    // let go of the one before now, and read the new one when shown.
    void setBattle(Battle *battle);

    DiceTray *diceTray() const { return m_diceTray; }
    TerrainPanel *terrainPanel() const { return m_terrainPanel; }
    ProposalPane *proposals() const { return m_proposals; }

private:
    QDockWidget *addDock(const QString &title, const QString &name, QWidget *widget,
                         Qt::DockWidgetArea area);
    // Both panels read the whole battle after every action; hidden, they
    // need not.
    void bindShownPanels();

    QMainWindow *m_window;
    QMenu *m_viewMenu;
    QPointer<Battle> m_battle;
    DiceTray *m_diceTray = nullptr;
    TerrainPanel *m_terrainPanel = nullptr;
    ProposalPane *m_proposals = nullptr;
    bool m_diceShown = false;
    bool m_terrainShown = false;
};

} // namespace Adc
