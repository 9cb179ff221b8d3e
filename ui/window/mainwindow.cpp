#include "ui/window/mainwindow.h"
#include "ui/panels/failurewords.h"

#include "ui/log/logmodel.h"
#include "ui/log/logview.h"
#include "ui/panels/clockbar.h"
#include "ui/panels/rulingsdialog.h"
#include "ui/panels/terrainpanel.h"
#include "ui/panels/unitpanel.h"
#include "ui/players/playersactions.h"
#include "ui/procedures/procedureactions.h"
#include "ui/proposals/proposalpane.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/rosterview/unitactions.h"
#include "ui/window/connectionbar.h"
#include "ui/window/fileactions.h"
#include "ui/window/helpactions.h"
#include "ui/window/languagemenu.h"
#include "ui/window/printactions.h"
#include "ui/window/readonlymarker.h"
#include "ui/window/recentfiles.h"
#include "ui/window/undoactions.h"
#include "ui/window/undotomenu.h"
#include "ui/window/windowdocks.h"
#include "ui/window/windowshortcuts.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>

namespace Adc {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_roster(new RosterPane(this))
    , m_unitPanel(new UnitPanel(this))
    , m_clock(new ClockBar(this))
    , m_logModel(new LogModel(this))
    , m_logView(new LogView(this))
    , m_unitActions(new UnitActions(this))
    , m_recent(new RecentFiles(this))
    , m_fileActions(new FileActions(this))
    , m_undoActions(new UndoActions(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    // The roster, with the bar that offers to reconnect over it.
    m_connection = new ConnectionBar(this);
    setCentralWidget(m_connection->over(m_roster));
    connect(m_connection, &ConnectionBar::connectionChanged, this, &MainWindow::updateWritable);
    m_logView->setLogModel(m_logModel);
    setDockNestingEnabled(true);
    new WindowShortcuts(this);

    m_rulings = new QAction(tr("&Rulings..."), this);
    m_rulings->setToolTip(tr("The rulings where the rules are silent, for this battle"));
    connect(m_rulings, &QAction::triggered, this, [this] {
        if (!m_battle)
            return;
        auto *dialog = new RulingsDialog(m_battle.get(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    createMenus();
    createToolBars();
    createDocks();

    m_readOnly = new ReadOnlyMarker(this);
    m_fileLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_docks->proposals()->waitingLabel());
    statusBar()->addPermanentWidget(m_readOnly);
    statusBar()->addPermanentWidget(m_fileLabel);

    connect(m_roster, &RosterPane::currentUnitChanged, m_unitPanel, &UnitPanel::setUnit);
    connect(m_roster, &RosterPane::selectionChanged, this, &MainWindow::updateSelection);
    connect(m_roster->model(), &RosterModel::moveRefused, this,
            [this](const QString &reason) { showStatus(reason, true); });
    connect(m_unitPanel, &UnitPanel::edited, this,
            [this](const QString &summary) { showStatus(summary, false); });
    connect(m_unitPanel, &UnitPanel::refused, this,
            [this](const QString &reason) { showStatus(reason, true); });
    connect(m_unitActions, &UnitActions::message, this, &MainWindow::showStatus);
    connect(m_undoActions, &UndoActions::message, this, &MainWindow::showStatus);
    connect(m_logView, &LogView::undoToRequested, m_undoActions, &UndoActions::undoTo);
    connect(m_unitActions, &UnitActions::unitAdded, m_roster, &RosterPane::selectUnit);
    connect(m_unitActions, &UnitActions::brigadeAdded, m_roster, &RosterPane::selectBrigade);
    connect(m_recent, &RecentFiles::openRequested, this,
            [this](const QString &path) { openBattle(path); });

    m_roster->view()->addActions(m_unitActions->unitActions());
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    m_roster->view()->addActions(
        { separator, m_unitActions->addBrigadeAction(), m_unitActions->removeBrigadeAction() });
    resize(1280, 800);
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    // A new window sizes its docks once it is laid out.
    if (!restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray()))
        QTimer::singleShot(0, this, [this] {
            resizeDocks({ findChild<QDockWidget *>(QStringLiteral("unitDock")) }, { 360 },
                        Qt::Horizontal);
            auto *log = findChild<QDockWidget *>(QStringLiteral("logDock"));
            resizeDocks({ log }, { log->sizeHint().height() }, Qt::Vertical);
        });
    setBattle(nullptr);
}

MainWindow::~MainWindow()
{
    // The docks hide as QWidget's destructor deletes them, when this window
    // is no longer a MainWindow: their signals must not reach it then.
    const QList<QDockWidget *> docks = findChildren<QDockWidget *>();
    for (QDockWidget *dock : docks) {
        dock->disconnect(this);
        dock->disconnect(m_docks);
    }
    // The views let go of the battle before it closes.
    setBattle(nullptr);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    m_fileActions->addOpeningTo(file);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { m_recent->fillMenu(m_recentMenu); });
    m_recent->fillMenu(m_recentMenu);
    connect(m_recent, &RecentFiles::changed, this, [this] { m_recent->fillMenu(m_recentMenu); });
    file->addAction(m_fileActions->saveCopyAction());
    file->addAction(m_fileActions->checkAction());
    // File > Print: roster sheets, reference card, after-action report.
    (new PrintActions(this, [this] { return m_battle.get(); }))->addTo(file);
    file->addSeparator();
    file->addAction(m_fileActions->quitAction());

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(undoAction());
    edit->addAction(redoAction());
    auto *undoTo = new UndoToMenu(m_logModel, edit);
    connect(undoTo, &UndoToMenu::undoToRequested, m_undoActions, &UndoActions::undoTo);
    edit->addMenu(undoTo);
    edit->addSeparator();
    edit->addActions(m_unitActions->unitActions());
    edit->addSeparator();
    edit->addAction(m_unitActions->addBrigadeAction());
    edit->addAction(m_unitActions->removeBrigadeAction());
    QAction *find = edit->addAction(tr("&Find Unit"));
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, [this] {
        m_roster->searchField()->setFocus();
        m_roster->searchField()->selectAll();
    });

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *expand = m_viewMenu->addAction(tr("&Expand All"));
    connect(expand, &QAction::triggered, m_roster->view(), &QTreeView::expandAll);
    QAction *collapse = m_viewMenu->addAction(tr("&Collapse to Brigades"));
    connect(collapse, &QAction::triggered, this, [this] { m_roster->view()->expandToDepth(0); });
    m_viewMenu->addAction((new PlayersActions(this))->action());
    m_viewMenu->addSeparator();

    // The guided procedures (fire, discipline, charge, end of segment and turn).
    auto *procedures = new ProcedureActions([this] { return m_battle.get(); },
                                            [this] { return m_roster->selectedUnitIds(); }, this);
    menuBar()->addMenu(tr("&Procedures"))->addActions(procedures->actions());
    QToolBar *procedureTools = addToolBar(tr("Procedures"));
    procedureTools->setObjectName(QStringLiteral("proceduresToolBar"));
    procedureTools->addActions(procedures->actions());
    m_viewMenu->addAction(procedureTools->toggleViewAction());

    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(m_rulings);
    settings->addMenu(new LanguageMenu(this));

    HelpActions::addTo(menuBar()->addMenu(tr("&Help")), this);
}

void MainWindow::createToolBars()
{
    QToolBar *tools = addToolBar(tr("Battle"));
    tools->setObjectName(QStringLiteral("battleToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addAction(undoAction());
    tools->addAction(redoAction());
    tools->addSeparator();
    tools->addAction(m_unitActions->addUnitAction());
    tools->addAction(m_unitActions->duplicateUnitAction());
    tools->addAction(m_unitActions->removeUnitAction());
    tools->addAction(m_unitActions->addBrigadeAction());
    m_viewMenu->addAction(tools->toggleViewAction());

    QToolBar *clock = addToolBar(tr("Clock"));
    clock->setObjectName(QStringLiteral("clockToolBar"));
    clock->addWidget(m_clock);
    m_viewMenu->addAction(clock->toggleViewAction());
}

void MainWindow::createDocks()
{
    m_docks = new WindowDocks(this, m_viewMenu);
    m_docks->create(m_unitPanel, m_logView);
    // Enter on a proposal accepts it at once; Space opens its dialog,
    // filled in from it.
    ProposalPane *proposals = m_docks->proposals();
    auto *procedures = findChild<ProcedureActions *>();
    connect(proposals, &ProposalPane::acceptRequested, procedures,
            &ProcedureActions::acceptProposal);
    connect(proposals, &ProposalPane::openRequested, procedures, &ProcedureActions::openProposal);
    connect(procedures, &ProcedureActions::proposalRuled, proposals, &ProposalPane::showRuled);
    connect(proposals, &ProposalPane::message, this, &MainWindow::showStatus);
    // A result page gives way to the docks' keys too (Ctrl+6: the proposals).
    QList<QAction *> dockKeys;
    for (QAction *action : m_viewMenu->actions()) {
        if (!action->shortcut().isEmpty())
            dockKeys.append(action);
    }
    procedures->passToo(dockKeys);
}

void MainWindow::setBattle(std::unique_ptr<Battle> battle)
{
    // The views move to the new battle before the old one closes.
    Battle *raw = battle.get();
    m_unitPanel->setBattle(raw);
    m_roster->setBattle(raw);
    m_clock->setBattle(raw);
    m_logModel->setBattle(raw);
    m_unitActions->setBattle(raw);
    m_undoActions->setBattle(raw);
    findChild<PlayersActions *>()->setBattle(raw);
    m_connection->setBattle(raw);
    m_docks->setBattle(raw);
    std::swap(m_battle, battle);
    battle.reset();

    m_fileActions->saveCopyAction()->setEnabled(raw != nullptr);
    m_fileActions->checkAction()->setEnabled(raw != nullptr);
    m_fileLabel->setText(raw ? QDir::toNativeSeparators(raw->path()) : QString());
    updateWritable();
}

void MainWindow::updateWritable()
{
    Battle *raw = m_battle.get();
    m_readOnly->showFor(raw);
    m_rulings->setEnabled(raw && !raw->isReadOnly());
    // Their editors read the battle as they are used: off while it cannot be read.
    const bool connected = !raw || raw->isConnected();
    m_unitPanel->setEnabled(connected);
    m_docks->terrainPanel()->setEnabled(connected);
    m_undoActions->update();
    updateTitle();
    updateSelection();
    if (auto *procedures = findChild<ProcedureActions *>())
        procedures->refresh();
}

void MainWindow::updateTitle()
{
    setWindowFilePath(m_battle ? m_battle->path() : QString());
    if (!m_battle)
        return setWindowTitle(tr("Aide-de-Camp"));
    setWindowTitle(m_battle->name() + tr(" — Aide-de-Camp")
                   + (m_battle->isReadOnly() ? tr(" [read-only]") : QString()));
}

void MainWindow::updateSelection()
{
    m_unitActions->setSelection(m_roster->selectedUnitIds(), m_roster->currentBrigade(),
                                m_roster->currentSide());
}

void MainWindow::showError(const QString &doing, const Failure &failure)
{
    m_lastError = failure.reason;
    m_lastErrorTitle = FailureWords::title(failure.kind, doing);
    if (m_errorBox)
        m_errorBox->close();
    // Window-modal and not blocking: the window stays responsive behind it.
    auto *box = new QMessageBox(FailureWords::icon(failure.kind), m_lastErrorTitle, failure.reason,
                                QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    m_errorBox = box;
    box->open();
}

void MainWindow::showStatus(const QString &text, bool refused)
{
    statusBar()->showMessage(refused ? tr("Not done: %1").arg(text) : text, 8000);
}

bool MainWindow::openBattle(const QString &path, Battle::OpenMode mode)
{
    Result<std::unique_ptr<Battle>> battle = Battle::open(path, mode);
    if (!battle) {
        // A battle that is gone leaves Open Recent.
        if (!Battle::isServerAddress(path) && !QFileInfo::exists(path))
            m_recent->remove(path);
        showError(tr("Cannot open the battle"), battle.failure());
        return false;
    }
    m_recent->add(path);
    setBattle(std::move(*battle));
    m_roster->selectFirstUnit();
    if (m_battle->isReadOnly())
        showStatus(tr("%1 is open read-only (%2): nothing can be changed.")
                       .arg(QFileInfo(path).fileName(), m_battle->readOnlyReason()),
                   false);
    return true;
}

bool MainWindow::newBattle(const QString &path, const QString &name)
{
    Result<std::unique_ptr<Battle>> battle = Battle::create(path, name);
    if (!battle) {
        showError(tr("Cannot create the battle"), battle.failure());
        return false;
    }
    m_recent->add(path);
    setBattle(std::move(*battle));
    return true;
}

bool MainWindow::saveCopy(const QString &path)
{
    if (!m_battle)
        return false;
    if (const Result<void> saved = m_battle->saveCopy(path); !saved) {
        showError(tr("Cannot save a copy"), saved.failure());
        return false;
    }
    showStatus(tr("A copy of the battle was saved to %1").arg(QDir::toNativeSeparators(path)),
               false);
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    event->accept();
}

} // namespace Adc
