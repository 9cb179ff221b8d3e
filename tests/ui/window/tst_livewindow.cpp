// The window follows another program writing to its battle: a second
// Battle on the same file (as adc would) applies actions, and within a
// second the roster, the clock, the log and the undo text show them, the
// selection kept. In the suite's run on the server, the battle is in a
// database there and the window hears the other station's notifications.

#include "ui/proceduretesting.h"

#include "testserver.h"
#include "testsuite.h"
#include "ui/log/logmodel.h"
#include "ui/panels/clockbar.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QTreeView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

namespace {

// A new battle's place: a file in `dir`, or a fresh database on the test
// server in the suite's run there.
QString battlePlace(const QTemporaryDir &dir, const QString &name)
{
    return TestServer::enabled() ? TestServer::urlOf(TestServer::freshDatabase())
                                 : dir.filePath(name);
}

} // namespace

class tst_LiveWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void anotherProgramWrites();
    void battleAnnouncesWhatAnotherWrote();

private:
    QTemporaryDir m_dir;
};

void tst_LiveWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_livewindow"));
}

void tst_LiveWindow::anotherProgramWrites()
{
    const QString path = battlePlace(m_dir, QStringLiteral("live.adc"));
    QVERIFY(writeSampleBattle(path));
    MainWindow window;
    QVERIFY(window.openBattle(path));
    Battle *shown = window.battle();
    const qint64 firer = unitNamed(*shown, QStringLiteral("61e Ligne"));
    const qint64 target = unitNamed(*shown, QStringLiteral("2/2nd Nassau"));
    window.roster()->selectUnit(target);
    const int rows = window.logModel()->rowCount();

    // Another program: a fire, then the end of the segment.
    QString error;
    std::unique_ptr<Battle> other = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY(other);
    QJsonObject fire { { QStringLiteral("action"), QStringLiteral("fire") },
                       { QStringLiteral("firers"), QJsonArray { firer } },
                       { QStringLiteral("target"), target },
                       { QStringLiteral("range"), 3 },
                       { QStringLiteral("die"), 7 } };
    QVERIFY(other->apply(fire).ok());
    const UnitRecord hit = *other->unit(target);

    RosterModel *model = window.roster()->model();
    const QModelIndex castings = model->indexOfUnit(target, RosterModel::CastingsColumn);
    QTRY_COMPARE_WITH_TIMEOUT(model->data(castings, RosterModel::SortRole).toInt(), hit.castings,
                              1000);
    QCOMPARE(window.logModel()->rowCount(), rows + 1);
    QVERIFY(window.undoAction()->text().contains(QStringLiteral("61e Ligne")));
    // The selection is kept.
    QCOMPARE(window.roster()->selectedUnitIds(), QList<qint64> { target });

    QVERIFY(other
                ->apply({ { QStringLiteral("action"), QStringLiteral("end-segment") },
                          { QStringLiteral("moved"), QJsonArray() },
                          { QStringLiteral("enemy_within_12"), QJsonArray() } })
                .ok());
    QTRY_VERIFY_WITH_TIMEOUT(window.clockBar()->text().contains(QStringLiteral("Segment 2")), 1000);
    QCOMPARE(window.roster()->selectedUnitIds(), QList<qint64> { target });

    // Undo in the window names, and takes back, what the other program did last.
    QVERIFY(window.undoAction()->text().contains(QStringLiteral("End of turn 1, segment 1")));
    window.undoAction()->trigger();
    QCOMPARE(shown->clock().segment, 1);
    QTRY_COMPARE_WITH_TIMEOUT(other->clock().segment, 1, 1000);
}

void tst_LiveWindow::battleAnnouncesWhatAnotherWrote()
{
    const QString path = battlePlace(m_dir, QStringLiteral("announce.adc"));
    QVERIFY(writeSampleBattle(path));
    QString error;
    std::unique_ptr<Battle> first = Fixture::valueOf(Battle::open(path), &error);
    std::unique_ptr<Battle> second = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY(first && second);
    QSignalSpy changed(first.get(), &Battle::unitsChanged);
    QSignalSpy elsewhere(first.get(), &Battle::changedElsewhere);
    QVERIFY(!first->checkForChanges());
    const qint64 id = unitNamed(*first, QStringLiteral("2e Léger"));
    QVERIFY(second
                ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), id },
                          { QStringLiteral("field"), QStringLiteral("ap") },
                          { QStringLiteral("value"), 3 } })
                .ok());
    QVERIFY(first->checkForChanges());
    QCOMPARE(elsewhere.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().first().value<QList<qint64>>(), QList<qint64> { id });
    // Nothing new: nothing announced.
    QVERIFY(!first->checkForChanges());
    QCOMPARE(elsewhere.count(), 1);
}

ADC_TEST_MAIN(tst_LiveWindow)
#include "tst_livewindow.moc"
