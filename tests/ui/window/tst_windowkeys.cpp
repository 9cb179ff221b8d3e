// The window at the keyboard and on a small screen: Ctrl+1 to 4 raise the
// docks, Help lists every shortcut and shows the user's document,
// the search box reaches its results with Down and Enter and gives back the
// tree when cleared, the clock shows the time of day, the toolbar keeps its
// place as the undo text changes, the log offers Undo to Here and explains
// its colours, and at 1024x768 the roster shows name to morale without
// scrolling sideways.

#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/log/logmodel.h"
#include "ui/log/logview.h"
#include "ui/panels/clockbar.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"
#include "ui/window/shortcutswindow.h"
#include "ui/window/usagewindow.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_WindowKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void docksRaisedByNumber();
    void helpListsShortcutsAndUsage();
    void searchReachesItsResults();
    void clearedSearchGivesBackTheSelection();
    void clockShowsTheTimeOfDay();
    void toolbarKeepsItsPlace();
    void undoToHere();
    void smallScreen();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    int m_battles = 0;
};

void tst_WindowKeys::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_windowkeys"));
}

void tst_WindowKeys::init()
{
    const QString path = m_dir.filePath(QStringLiteral("keys-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void tst_WindowKeys::cleanup()
{
    m_window.reset();
}

void tst_WindowKeys::docksRaisedByNumber()
{
    const QStringList docks { QStringLiteral("unitDock"), QStringLiteral("diceDock"),
                              QStringLiteral("terrainDock"), QStringLiteral("referenceDock") };
    for (int i = 0; i < docks.size(); ++i) {
        QTest::keyClick(m_window->roster()->view(), Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
        auto *dock = m_window->findChild<QDockWidget *>(docks.at(i));
        QVERIFY(dock);
        // The raised dock's widget is the one shown among the tabs.
        QTRY_VERIFY2(dock->widget()->isVisible(), qPrintable(docks.at(i)));
    }
}

void tst_WindowKeys::helpListsShortcutsAndUsage()
{
    auto *keys = m_window->findChild<QAction *>(QStringLiteral("shortcutsAction"));
    QVERIFY(keys);
    keys->trigger();
    auto *shortcuts = m_window->findChild<ShortcutsWindow *>();
    QVERIFY(shortcuts);
    QStringList listed;
    for (int row = 0; row < shortcuts->table()->rowCount(); ++row)
        listed << shortcuts->table()->item(row, 0)->text();
    for (const QString &key : { QStringLiteral("F"), QStringLiteral("Ctrl+Z"),
                                QStringLiteral("Ctrl+1"), QStringLiteral("Ctrl+E") })
        QVERIFY2(listed.contains(key), qPrintable(listed.join(QStringLiteral(", "))));
    shortcuts->close();

    m_window->findChild<QAction *>(QStringLiteral("usageAction"))->trigger();
    auto *usage = m_window->findChild<UsageWindow *>();
    QVERIFY(usage);
    const QString text = usage->browser()->toPlainText();
    QVERIFY(text.contains(QStringLiteral("The window")));
    QVERIFY(text.contains(QStringLiteral("Undo to Here")));
    QVERIFY(!text.contains(QStringLiteral("How the code is laid out")));
    // The pictures stay in the documentation's folder, not in the program.
    QVERIFY(!UsageWindow::usageSections().contains(QStringLiteral("screenshots/")));
    usage->close();
}

void tst_WindowKeys::searchReachesItsResults()
{
    QTreeView *view = m_window->roster()->view();
    // Brigades as the umpire left them: the first side's second brigade closed.
    const QModelIndex side = view->model()->index(0, 0);
    const QModelIndex brigade = view->model()->index(1, 0, side);
    view->collapse(brigade);
    QLineEdit *search = m_window->roster()->searchField();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("Nassau"));
    QTest::keyClick(search, Qt::Key_Down);
    QCOMPARE(QApplication::focusWidget(), view);
    const QList<qint64> selected = m_window->roster()->selectedUnitIds();
    QCOMPARE(selected.size(), 1);
    QVERIFY(m_window->battle()->unit(selected.first())->name.contains(QStringLiteral("Nassau")));
    search->setFocus();
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), view);
    search->clear();
    // The tree as it was: the closed brigade closed, the others open.
    QVERIFY(!view->isExpanded(view->model()->index(1, 0, view->model()->index(0, 0))));
    QVERIFY(view->isExpanded(view->model()->index(0, 0, view->model()->index(0, 0))));
}

void tst_WindowKeys::clearedSearchGivesBackTheSelection()
{
    QTreeView *view = m_window->roster()->view();
    Battle *battle = m_window->battle();
    // Two units selected, the current one scrolled to, a brigade closed.
    const qint64 leger = unitNamed(*battle, QStringLiteral("2e Léger"));
    const qint64 watch = unitNamed(*battle, QStringLiteral("1/42nd (Black Watch)"));
    m_window->roster()->selectUnit(watch);
    const QModelIndex legerRow = m_window->roster()->filter()->mapFromSource(
        m_window->roster()->model()->indexOfUnit(leger));
    view->selectionModel()->setCurrentIndex(
        legerRow, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QCOMPARE(m_window->roster()->selectedUnitIds().size(), 2);
    const QModelIndex side = view->model()->index(0, 0);
    const QModelIndex closed = view->model()->index(1, 0, side);
    view->collapse(closed);
    const QList<qint64> before = m_window->roster()->selectedUnitIds();

    // A search that shows neither, then cleared with its button's key.
    QLineEdit *search = m_window->roster()->searchField();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("Nassau"));
    QVERIFY(m_window->roster()->selectedUnitIds().isEmpty());
    search->clear();
    QCOMPARE(m_window->roster()->selectedUnitIds(), before);
    QCOMPARE(m_window->roster()->currentUnitId(), leger);
    QVERIFY(!view->isExpanded(view->model()->index(1, 0, view->model()->index(0, 0))));
    QVERIFY(view->isExpanded(view->model()->index(0, 0, view->model()->index(0, 0))));

    // A unit chosen among the results, then the search cleared: the tree
    // and the selection as before the search.
    QTest::keyClicks(search, QStringLiteral("Nassau"));
    QTest::keyClick(search, Qt::Key_Down);
    QCOMPARE(m_window->roster()->selectedUnitIds().size(), 1);
    QVERIFY(m_window->roster()->selectedUnitIds() != before);
    search->clear();
    QCOMPARE(m_window->roster()->selectedUnitIds(), before);
    QCOMPARE(m_window->roster()->currentUnitId(), leger);
    QVERIFY(!view->isExpanded(view->model()->index(1, 0, view->model()->index(0, 0))));
}

void tst_WindowKeys::clockShowsTheTimeOfDay()
{
    Battle *battle = m_window->battle();
    QCOMPARE(m_window->clockBar()->timeText(), QStringLiteral("14:00"));
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("set-setting") },
                          { QStringLiteral("key"), QStringLiteral("start-time") },
                          { QStringLiteral("value"), QStringLiteral("13:30") } })
                .ok());
    QVERIFY(battle->apply({ { QStringLiteral("action"), QStringLiteral("end-turn") } }).ok());
    // Turn 2: thirty minutes on.
    QCOMPARE(m_window->clockBar()->timeText(), QStringLiteral("14:00"));
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("set-setting") },
                          { QStringLiteral("key"), QStringLiteral("start-time") },
                          { QStringLiteral("value"), QStringLiteral("25:00") } })
                .is(Failure::Kind::Malformed));
}

void tst_WindowKeys::toolbarKeepsItsPlace()
{
    auto *tools = m_window->findChild<QToolBar *>(QStringLiteral("battleToolBar"));
    QVERIFY(tools);
    auto *button = qobject_cast<QToolButton *>(tools->widgetForAction(m_window->undoAction()));
    QVERIFY(button);
    const int width = button->sizeHint().width();
    Battle *battle = m_window->battle();
    const qint64 id = unitNamed(*battle, QStringLiteral("1/Orange-Nassau"));
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), id },
                          { QStringLiteral("field"), QStringLiteral("name") },
                          { QStringLiteral("value"),
                            QStringLiteral("1st Battalion of the Regiment Orange-Nassau") } })
                .ok());
    QVERIFY(m_window->undoAction()->text().size() > 20);
    QCOMPARE(button->sizeHint().width(), width);
}

void tst_WindowKeys::undoToHere()
{
    Battle *battle = m_window->battle();
    const qint64 id = unitNamed(*battle, QStringLiteral("2e Léger"));
    const QString before = battle->canonicalDump();
    for (int ap : { 7, 6, 5 })
        QVERIFY(battle
                    ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                              { QStringLiteral("unit"), id },
                              { QStringLiteral("field"), QStringLiteral("ap") },
                              { QStringLiteral("value"), ap } })
                    .ok());
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("roll") },
                          { QStringLiteral("dice"), QStringLiteral("2d6") } })
                .ok());
    auto *view = m_window->findChild<LogView *>();
    LogModel *log = m_window->logModel();
    const int first = log->rowCount() - 4; // the first edit
    view->setCurrentIndex(log->index(first, 0));
    QVERIFY(view->undoToHereAction()->isEnabled());
    view->undoToHereAction()->trigger();
    QCOMPARE(battle->canonicalDump(), before);
    // Four undo entries, each logged; the edits and the roll greyed.
    QCOMPARE(log->rowCount(), first + 8);
    for (int row = first; row < first + 4; ++row)
        QVERIFY(log->index(row, 0).data(LogModel::UndoneRole).toBool());
    QCOMPARE(log->index(first + 3, LogModel::KindColumn).data().toString(), QStringLiteral("Roll"));
    QVERIFY(!log->index(first, LogModel::KindColumn).data(Qt::DecorationRole).isNull());
    // The newest is not greyed.
    QVERIFY(!log->index(first + 7, 0).data(Qt::ForegroundRole).isValid());
    QVERIFY(m_window->findChild<QWidget *>(QStringLiteral("logLegend")));
}

void tst_WindowKeys::smallScreen()
{
    m_window->showNormal();
    m_window->resize(1024, 768);
    QTRY_COMPARE(m_window->size(), QSize(1024, 768));
    QTreeView *view = m_window->roster()->view();
    // The roster's view laid out again inside the smaller window.
    QTRY_VERIFY(laidOut(m_window.get()));
    const QRect shown(view->viewport()->mapTo(m_window.get(), QPoint(0, 0)),
                      view->viewport()->size());
    QVERIFY2(m_window->rect().contains(shown),
             qPrintable(QStringLiteral("the roster ends at %1").arg(shown.right())));
    QHeaderView *header = view->header();
    int right = 0;
    for (int column = 0; column <= RosterModel::MoraleColumn; ++column)
        right = std::max(right,
                         header->sectionViewportPosition(column) + header->sectionSize(column));
    QVERIFY2(
        right <= view->viewport()->width(),
        qPrintable(
            QStringLiteral("morale ends at %1 of %2").arg(right).arg(view->viewport()->width())));
    QCOMPARE(view->horizontalScrollBar()->value(), 0);
}

ADC_TEST_MAIN(tst_WindowKeys)
#include "tst_windowkeys.moc"
