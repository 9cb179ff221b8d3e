// The window on a battle on a PostgreSQL server (the throwaway cluster of
// tools/pg-cluster): a connection lost in an action shows a bar that names
// the server and offers to reconnect, with every action off until then; undo
// asks before taking back another station's entry; an observer's role opens
// the battle read-only with the reason shown.

#include "ui/proceduretesting.h"

#include "db/battle/station.h"
#include "db/battleinternals.h"
#include "testserver.h"
#include "testsuite.h"
#include "ui/procedures/procedureactions.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/rosterview/unitactions.h"
#include "ui/window/connectionbar.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QSqlQuery>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

namespace {

QJsonObject edit(qint64 unit, const QString &field, const QJsonValue &value)
{
    return { { QStringLiteral("action"), QStringLiteral("edit") },
             { QStringLiteral("unit"), unit },
             { QStringLiteral("field"), field },
             { QStringLiteral("value"), value } };
}

bool anyProcedureEnabled(const MainWindow &window)
{
    const auto *procedures = window.findChild<ProcedureActions *>();
    for (QAction *action : procedures->actions()) {
        if (action->isEnabled())
            return true;
    }
    return false;
}

QMessageBox *undoQuestion(const MainWindow &window)
{
    return window.findChild<QMessageBox *>(QStringLiteral("undoOtherStation"));
}

} // namespace

class tst_ServerWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void lostConnectionOffersToReconnect();
    void undoAsksBeforeAnotherStationsEntry();
    void observerOpensReadOnly();
};

void tst_ServerWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_serverwindow"));
}

void tst_ServerWindow::cleanup()
{
    Station::set(QString());
}

void tst_ServerWindow::lostConnectionOffersToReconnect()
{
    const QString url = TestServer::urlOf(TestServer::freshDatabase());
    QVERIFY(writeSampleBattle(url));
    MainWindow window;
    QVERIFY(window.openBattle(url));
    Battle *battle = window.battle();
    const qint64 unit = unitNamed(*battle, QStringLiteral("2/2nd Nassau"));
    window.roster()->selectUnit(unit);
    QVERIFY(window.unitActions()->duplicateUnitAction()->isEnabled());
    QVERIFY(window.connectionBar()->isHidden());

    QSqlQuery backend(BattleInternals::connection(*battle));
    QVERIFY(backend.exec(QStringLiteral("SELECT pg_backend_pid()")) && backend.next());
    const qint64 pid = backend.value(0).toLongLong();
    BattleInternals::setBeforeCommit(*battle, [pid] {
        TestServer::admin(QStringLiteral("SELECT pg_terminate_backend(%1, 5000)").arg(pid));
    });
    QVERIFY(!battle->apply(edit(unit, QStringLiteral("ap"), 2)).ok());
    BattleInternals::setBeforeCommit(*battle, {});

    // The bar names the server and what is wrong; nothing can be changed.
    ConnectionBar *bar = window.connectionBar();
    QVERIFY(!bar->isHidden());
    QVERIFY2(bar->text().contains(url + QLatin1String(": the connection to the server was lost")),
             qPrintable(bar->text()));
    QVERIFY(!window.unitActions()->duplicateUnitAction()->isEnabled());
    QVERIFY(!window.undoAction()->isEnabled());
    QVERIFY(!window.rulingsAction()->isEnabled());
    QVERIFY(!anyProcedureEnabled(window));
    QVERIFY(!window.readOnlyMarker()->isHidden());

    QTest::mouseClick(bar->reconnectButton(), Qt::LeftButton);
    QVERIFY(bar->isHidden());
    QCOMPARE(window.battle(), battle);
    QVERIFY(battle->isConnected());
    QCOMPARE(window.roster()->selectedUnitIds(), QList<qint64> { unit });
    QVERIFY(window.unitActions()->duplicateUnitAction()->isEnabled());
    QVERIFY(anyProcedureEnabled(window));
    QVERIFY(window.readOnlyMarker()->isHidden());
    QVERIFY(battle->apply(edit(unit, QStringLiteral("ap"), 2)).ok());
    QCOMPARE(battle->unit(unit)->ap, 2);
    QVERIFY(window.undoAction()->isEnabled());
}

void tst_ServerWindow::undoAsksBeforeAnotherStationsEntry()
{
    const QString url = TestServer::urlOf(TestServer::freshDatabase());
    QVERIFY(writeSampleBattle(url));
    Station::set(QStringLiteral("table-1"));
    MainWindow window;
    QVERIFY(window.openBattle(url));
    Battle *battle = window.battle();
    const qint64 unit = unitNamed(*battle, QStringLiteral("2/2nd Nassau"));
    const int ap = battle->unit(unit)->ap;

    // This station's own entry is taken back at once.
    QVERIFY(battle->apply(edit(unit, QStringLiteral("ap"), 1)).ok());
    window.undoAction()->trigger();
    QVERIFY(!undoQuestion(window));
    QCOMPARE(battle->unit(unit)->ap, ap);

    Station::set(QStringLiteral("table-2"));
    QString error;
    std::unique_ptr<Battle> other = Fixture::valueOf(Battle::open(url), &error);
    QVERIFY2(other, qPrintable(error));
    QVERIFY(other->apply(edit(unit, QStringLiteral("ap"), 3)).ok());
    QTRY_VERIFY_WITH_TIMEOUT(window.undoAction()->text().contains(QLatin1String("table-2")), 1000);

    // Another station's entry: asked first, No by default.
    window.undoAction()->trigger();
    QMessageBox *box = undoQuestion(window);
    QVERIFY(box);
    QVERIFY(box->text().contains(QLatin1String("table-2")));
    QCOMPARE(box->defaultButton(), box->button(QMessageBox::No));
    box->button(QMessageBox::No)->click();
    QTRY_VERIFY(!undoQuestion(window));
    QCOMPARE(battle->unit(unit)->ap, 3);

    window.undoAction()->trigger();
    box = undoQuestion(window);
    QVERIFY(box);
    box->button(QMessageBox::Yes)->click();
    QCOMPARE(battle->unit(unit)->ap, ap);
    const LogEntry last = battle->log().last();
    QCOMPARE(last.kind, QStringLiteral("undo"));
    QCOMPARE(last.station, QStringLiteral("table-1"));
    QCOMPARE(last.result.value(QStringLiteral("station")).toString(), QStringLiteral("table-2"));
}

void tst_ServerWindow::observerOpensReadOnly()
{
    const QString database = TestServer::freshDatabase();
    QVERIFY(writeSampleBattle(TestServer::urlOf(database)));
    TestServer::admin(QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE "
                                     "rolname = 'observer') THEN CREATE ROLE observer LOGIN; END "
                                     "IF; END $$"));
    TestServer::admin(QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO observer"),
                      database);
    MainWindow window;
    QVERIFY(window.openBattle(TestServer::urlOf(database, QStringLiteral("observer"))));
    QVERIFY(window.battle()->isReadOnly());
    QVERIFY(!window.readOnlyMarker()->isHidden());
    QVERIFY2(window.readOnlyMarker()->text().contains(QLatin1String("observer")),
             qPrintable(window.readOnlyMarker()->text()));
    window.roster()->selectUnit(unitNamed(*window.battle(), QStringLiteral("2/2nd Nassau")));
    QVERIFY(!window.unitActions()->duplicateUnitAction()->isEnabled());
    QVERIFY(!window.unitActions()->addBrigadeAction()->isEnabled());
    QVERIFY(!window.undoAction()->isEnabled());
    QVERIFY(!window.rulingsAction()->isEnabled());
    QVERIFY(!anyProcedureEnabled(window));
    QVERIFY(window.roster()->selectedUnitIds().size() == 1);
}

ADC_TEST_MAIN(tst_ServerWindow)
#include "tst_serverwindow.moc"
