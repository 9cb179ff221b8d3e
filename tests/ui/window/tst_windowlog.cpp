// The log from the keyboard: Ctrl+5 puts the keyboard in the log at its
// newest entry, Edit > Undo To takes back down to a chosen entry (each undo
// logged), and the log dock keeps the height the umpire gives it.

#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/log/logmodel.h"
#include "ui/log/logview.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"
#include "ui/window/undotomenu.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QSettings>
#include <QTreeView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_WindowLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void keyPutsTheKeyboardInTheLog();
    void undoToTakesBackToTheChosenEntry();
    void undoToIsOffWhenNothingCanBeUndone();
    void logDockKeepsItsHeight();

private:
    void edit(qint64 unit, int ap);

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
    int m_battles = 0;
};

void tst_WindowLog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_windowlog"));
    QSettings().clear();
}

void tst_WindowLog::init()
{
    m_path = m_dir.filePath(QStringLiteral("log-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(m_path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(m_path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void tst_WindowLog::cleanup()
{
    m_window.reset();
    QSettings().clear();
}

void tst_WindowLog::edit(qint64 unit, int ap)
{
    const ActionOutcome outcome
        = m_window->battle()->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                                      { QStringLiteral("unit"), unit },
                                      { QStringLiteral("field"), QStringLiteral("ap") },
                                      { QStringLiteral("value"), ap } });
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
}

void tst_WindowLog::keyPutsTheKeyboardInTheLog()
{
    edit(unitNamed(*m_window->battle(), QStringLiteral("2e Léger")), 7);
    edit(unitNamed(*m_window->battle(), QStringLiteral("2e Léger")), 6);
    auto *view = m_window->findChild<LogView *>();
    QVERIFY(view);
    // From the search box as from the roster.
    m_window->roster()->searchField()->setFocus();
    QTest::keyClick(m_window->roster()->searchField(), Qt::Key_5, Qt::ControlModifier);
    QTRY_COMPARE(QApplication::focusWidget(), view);
    LogModel *log = m_window->logModel();
    QCOMPARE(view->currentIndex().row(), log->rowCount() - 1);
    // Up goes to the older entry, and Undo to Here is there for it.
    QTest::keyClick(view, Qt::Key_Up);
    QCOMPARE(view->currentIndex().row(), log->rowCount() - 2);
    QVERIFY(view->undoToHereAction()->isEnabled());
    m_window->roster()->view()->setFocus();
    QTest::keyClick(m_window->roster()->view(), Qt::Key_5, Qt::ControlModifier);
    QTRY_COMPARE(QApplication::focusWidget(), view);
}

void tst_WindowLog::undoToTakesBackToTheChosenEntry()
{
    Battle *battle = m_window->battle();
    const qint64 leger = unitNamed(*battle, QStringLiteral("2e Léger"));
    edit(leger, 7);
    const QString before = battle->canonicalDump();
    const qint64 kept = battle->logHeaders().last().id;
    edit(leger, 6);
    const qint64 chosen = battle->logHeaders().last().id;
    edit(leger, 5);
    edit(leger, 4);
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("roll") },
                          { QStringLiteral("dice"), QStringLiteral("2d6") } })
                .ok());
    auto *menu = m_window->findChild<UndoToMenu *>();
    QVERIFY(menu);
    QVERIFY(menu->menuAction()->isEnabled());
    Q_EMIT menu->aboutToShow();
    const QList<QAction *> entries = menu->actions();
    // The newest first: the roll, then the edits, then what came before.
    QVERIFY(entries.size() >= 5);
    QCOMPARE(entries.first()->data().toLongLong(), battle->logHeaders().last().id);
    QVERIFY2(entries.first()->text().startsWith(QStringLiteral("&1")),
             qPrintable(entries.first()->text()));
    QAction *target = nullptr;
    for (QAction *entry : entries) {
        if (entry->data().toLongLong() == chosen)
            target = entry;
    }
    QVERIFY(target);
    QCOMPARE(entries.indexOf(target), 3);
    const int rows = m_window->logModel()->rowCount();
    target->trigger();
    QCOMPARE(battle->canonicalDump(), before);
    // Four undos, each logged; the first edit stays.
    QCOMPARE(m_window->logModel()->rowCount(), rows + 4);
    QVERIFY(!battle->logEntry(kept)->undone);
    QVERIFY(battle->logEntry(chosen)->undone);
    Q_EMIT menu->aboutToShow();
    QCOMPARE(menu->actions().first()->data().toLongLong(), kept);
}

void tst_WindowLog::undoToIsOffWhenNothingCanBeUndone()
{
    auto *menu = m_window->findChild<UndoToMenu *>();
    QVERIFY(menu);
    // The sample battle's units came in with the file: nothing to undo.
    const QList<LogEntry> entries = m_window->battle()->logHeaders();
    const bool anyUndoable
        = std::any_of(entries.cbegin(), entries.cend(),
                      [](const LogEntry &entry) { return !entry.undone && entry.isUndoable(); });
    QCOMPARE(menu->menuAction()->isEnabled(), anyUndoable);
    edit(unitNamed(*m_window->battle(), QStringLiteral("2e Léger")), 7);
    QVERIFY(menu->menuAction()->isEnabled());
    m_window->undoAction()->trigger();
    QCOMPARE(menu->menuAction()->isEnabled(), anyUndoable);
}

void tst_WindowLog::logDockKeepsItsHeight()
{
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("logDock"));
    QVERIFY(dock);
    auto *view = m_window->findChild<LogView *>();
    // Where it is new, eight entries or more show.
    const int row
        = view->sizeHintForRow(0) > 0 ? view->sizeHintForRow(0) : view->fontMetrics().height();
    QVERIFY2(view->viewport()->height() >= 8 * row,
             qPrintable(
                 QStringLiteral("%1 px for rows of %2").arg(view->viewport()->height()).arg(row)));
    // Made taller, it stays so for the next window.
    const int taller = dock->height() + 120;
    m_window->resizeDocks({ dock }, { taller }, Qt::Vertical);
    QTRY_VERIFY(qAbs(dock->height() - taller) <= 4);
    m_window->close();
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(m_path));
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    dock = m_window->findChild<QDockWidget *>(QStringLiteral("logDock"));
    QTRY_VERIFY2(qAbs(dock->height() - taller) <= 4,
                 qPrintable(QStringLiteral("%1, not %2").arg(dock->height()).arg(taller)));
}

ADC_TEST_MAIN(tst_WindowLog)
#include "tst_windowlog.moc"
