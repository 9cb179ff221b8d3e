// The roster's Moved box: ticking it records the move in the log, so the
// end-of-segment sweep reads it; a recorded move is taken back with Undo.
#include "db/battle/battle.h"
#include "db/resulttesting.h"
#include "testsuite.h"
#include "ui/rosterview/rostermodel.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>
#include <memory>

using namespace Adc;

namespace {

UnitRecord infantry(const QString &name)
{
    UnitRecord unit;
    unit.name = name;
    unit.side = QStringLiteral("French");
    unit.brigade = QStringLiteral("Bachelu");
    unit.arm = Arm::Infantry;
    unit.castingsInitial = 12;
    unit.castings = 12;
    unit.cwInitial = 9;
    unit.cw = 9;
    unit.ap = 8;
    unit.weapon = Weapon::Musket;
    return unit;
}

} // namespace

class tst_RosterMoved : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void tickingRecordsTheMove();
    void undoUnticks();
    void spaceInTheViewTicks();
    void readOnlyBattleOffersNoBox();

private:
    qint64 idOf(const QString &name) const;
    QModelIndex movedBox(const QString &name) const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Battle> m_battle;
    std::unique_ptr<RosterModel> m_model;
};

void tst_RosterMoved::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QString error;
    m_battle = Fixture::valueOf(
        Battle::create(m_dir->filePath(QStringLiteral("moved.adc")), QStringLiteral("Moves")),
        &error);
    QVERIFY2(m_battle, qPrintable(error));
    QVERIFY2(Fixture::succeeded(m_battle->addUnits({ infantry(QStringLiteral("2e Leger")),
                                                     infantry(QStringLiteral("72e Ligne")) }),
                                &error),
             qPrintable(error));
    m_model = std::make_unique<RosterModel>();
    new QAbstractItemModelTester(
        m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_model.get());
    m_model->setBattle(m_battle.get());
}

void tst_RosterMoved::cleanup()
{
    m_model.reset();
    m_battle.reset();
    m_dir.reset();
}

qint64 tst_RosterMoved::idOf(const QString &name) const
{
    for (const UnitRecord &unit : m_battle->units())
        if (unit.name == name)
            return unit.id;
    return 0;
}

QModelIndex tst_RosterMoved::movedBox(const QString &name) const
{
    return m_model->indexOfUnit(idOf(name), RosterModel::MovedColumn);
}

void tst_RosterMoved::tickingRecordsTheMove()
{
    const QModelIndex box = movedBox(QStringLiteral("2e Leger"));
    QVERIFY(box.isValid());
    QCOMPARE(box.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY(box.flags().testFlag(Qt::ItemIsUserCheckable));
    const int entries = m_battle->log().size();

    QVERIFY(m_model->setData(box, Qt::Checked, Qt::CheckStateRole));

    QVERIFY(m_battle->unit(idOf(QStringLiteral("2e Leger")))->movedThisSegment);
    QVERIFY(!m_battle->unit(idOf(QStringLiteral("72e Ligne")))->movedThisSegment);
    const QList<LogEntry> log = m_battle->log();
    QCOMPARE(log.size(), entries + 1);
    QCOMPARE(log.last().kind, QStringLiteral("move"));
    QCOMPARE(box.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    // A recorded move is not unticked in place: Undo takes it back.
    QVERIFY(!box.flags().testFlag(Qt::ItemIsUserCheckable));
    QVERIFY(!m_model->setData(box, Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(m_battle->unit(idOf(QStringLiteral("2e Leger")))->movedThisSegment);
    // The sweep's evidence from the log names the unit as moved.
    QVERIFY(m_battle->sweepEvidence().moved.contains(idOf(QStringLiteral("2e Leger"))));
}

void tst_RosterMoved::undoUnticks()
{
    const QModelIndex box = movedBox(QStringLiteral("72e Ligne"));
    QVERIFY(m_model->setData(box, Qt::Checked, Qt::CheckStateRole));
    QVERIFY(
        m_battle->apply(QJsonObject { { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
    QCOMPARE(box.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    QVERIFY(box.flags().testFlag(Qt::ItemIsUserCheckable));
}

void tst_RosterMoved::spaceInTheViewTicks()
{
    QTreeView view;
    view.setModel(m_model.get());
    view.expandAll();
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QModelIndex box = movedBox(QStringLiteral("72e Ligne"));
    view.setCurrentIndex(box);
    QTest::keyClick(view.viewport(), Qt::Key_Space);
    QTRY_VERIFY(m_battle->unit(idOf(QStringLiteral("72e Ligne")))->movedThisSegment);
}

void tst_RosterMoved::readOnlyBattleOffersNoBox()
{
    const QString path = m_battle->path();
    m_model->setBattle(nullptr);
    m_battle.reset();
    QString error;
    m_battle = Fixture::valueOf(Battle::open(path, Battle::OpenMode::ReadOnly), &error);
    QVERIFY2(m_battle, qPrintable(error));
    m_model->setBattle(m_battle.get());
    const QModelIndex box = movedBox(QStringLiteral("2e Leger"));
    QVERIFY(!box.flags().testFlag(Qt::ItemIsUserCheckable));
    QVERIFY(!m_model->setData(box, Qt::Checked, Qt::CheckStateRole));
    QVERIFY(!m_battle->unit(idOf(QStringLiteral("2e Leger")))->movedThisSegment);
}

ADC_TEST_MAIN(tst_RosterMoved)
#include "tst_rostermoved.moc"
