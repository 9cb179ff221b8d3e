#include "ui/window/windowdocks.h"

#include "db/battle/battle.h"
#include "ui/dicetray/dicetray.h"
#include "ui/log/logpane.h"
#include "ui/panels/referencepanel.h"
#include "ui/panels/terrainpanel.h"
#include "ui/panels/unitpanel.h"
#include "ui/proposals/proposalpane.h"
#include "ui/proposals/proposalview.h"
#include "ui/window/dockshortcuts.h"
#include "ui/window/panelscroll.h"
#include "ui/window/windowshortcuts.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace Adc {

WindowDocks::WindowDocks(QMainWindow *window, QMenu *viewMenu)
    : QObject(window)
    , m_window(window)
    , m_viewMenu(viewMenu)
{
}

QDockWidget *WindowDocks::addDock(const QString &title, const QString &name, QWidget *widget,
                                  Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(name);
    // A right-hand panel scrolls in its dock rather than make the window taller.
    QWidget *content = area == Qt::RightDockWidgetArea ? new PanelScroll(widget, dock) : widget;
    dock->setWidget(content);
    // A dock behind another's tab is only moved out of sight: hidden, its
    // Alt letters and keys no longer answer for the one in front.
    connect(dock, &QDockWidget::visibilityChanged, content, &QWidget::setVisible);
    m_window->addDockWidget(area, dock);
    m_viewMenu->addAction(dock->toggleViewAction());
    return dock;
}

void WindowDocks::create(UnitPanel *unitPanel, LogView *logView)
{
    // Unit, dice and terrain share the right side as tabs; the log, the bottom.
    QDockWidget *unit
        = addDock(tr("Unit"), QStringLiteral("unitDock"), unitPanel, Qt::RightDockWidgetArea);
    m_diceTray = new DiceTray(m_window);
    QDockWidget *dice
        = addDock(tr("Dice"), QStringLiteral("diceDock"), m_diceTray, Qt::RightDockWidgetArea);
    m_terrainPanel = new TerrainPanel(m_window);
    QDockWidget *terrain = addDock(tr("Terrain"), QStringLiteral("terrainDock"), m_terrainPanel,
                                   Qt::RightDockWidgetArea);
    connect(dice, &QDockWidget::visibilityChanged, this, [this](bool shown) {
        m_diceShown = shown;
        bindShownPanels();
    });
    connect(terrain, &QDockWidget::visibilityChanged, this, [this](bool shown) {
        m_terrainShown = shown;
        bindShownPanels();
    });
    QDockWidget *reference = addDock(tr("Age of Rifles"), QStringLiteral("referenceDock"),
                                     new ReferencePanel(m_window), Qt::RightDockWidgetArea);
    m_window->tabifyDockWidget(unit, dice);
    m_window->tabifyDockWidget(dice, terrain);
    m_window->tabifyDockWidget(terrain, reference);
    unit->raise();
    // The log across the bottom; the window's state keeps the height given it.
    QDockWidget *log = addDock(tr("Log"), QStringLiteral("logDock"), new LogPane(logView, m_window),
                               Qt::BottomDockWidgetArea);
    // The sides' proposals beside it. Its list keeps Enter, Space and Delete (the
    // window's Delete removes a unit).
    m_proposals = new ProposalPane(m_window);
    QDockWidget *proposals = addDock(tr("Proposals"), QStringLiteral("proposalsDock"), m_proposals,
                                     Qt::BottomDockWidgetArea);
    m_window->splitDockWidget(log, proposals, Qt::Horizontal);
    WindowShortcuts::askFirst(m_proposals->view());
    DockShortcuts::addTo(m_viewMenu, { unit, dice, terrain, reference, log, proposals });
}

void WindowDocks::setBattle(Battle *battle)
{
    m_proposals->setBattle(battle);
    m_battle = battle;
    bindShownPanels();
}

void WindowDocks::bindShownPanels()
{
    Battle *dice = m_diceShown ? m_battle.data() : nullptr;
    if (m_diceTray->battle() != dice)
        m_diceTray->setBattle(dice);
    Battle *terrain = m_terrainShown ? m_battle.data() : nullptr;
    if (m_terrainPanel->battle() != terrain)
        m_terrainPanel->setBattle(terrain);
}

} // namespace Adc
