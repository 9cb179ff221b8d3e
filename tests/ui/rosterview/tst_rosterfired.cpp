// The roster's Fired column: a unit that fired this segment says so, read
// from the unit's state as the battle records it; undoing the fire clears
// it, and the column shows in the roster beside Moved.

#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/rosterview/rosterpane.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_RosterFired : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firedShowsAndUndoClearsIt();
    void columnInTheRoster();
};

void tst_RosterFired::firedShowsAndUndoClearsIt()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::unique_ptr<Battle> battle = sampleBattle(dir.filePath(QStringLiteral("fired.adc")));
    QVERIFY(battle);
    RosterModel model;
    new QAbstractItemModelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest,
                                 &model);
    model.setBattle(battle.get());
    const qint64 leger = unitNamed(*battle, QStringLiteral("2e Léger"));
    const qint64 watch = unitNamed(*battle, QStringLiteral("1/42nd (Black Watch)"));
    QVERIFY(leger && watch);
    const QModelIndex firer = model.indexOfUnit(leger, RosterModel::FiredColumn);
    const QModelIndex target = model.indexOfUnit(watch, RosterModel::FiredColumn);
    QCOMPARE(model.headerData(RosterModel::FiredColumn, Qt::Horizontal).toString(),
             QStringLiteral("Fired"));
    QCOMPARE(firer.data().toString(), QString());

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    const ActionOutcome fired
        = battle->apply({ { QStringLiteral("action"), QStringLiteral("fire") },
                          { QStringLiteral("firers"), QJsonArray { leger } },
                          { QStringLiteral("target"), watch },
                          { QStringLiteral("range"), 2 },
                          { QStringLiteral("ap"), 1 },
                          { QStringLiteral("die"), 8 },
                          { QStringLiteral("boxcars_roll"), 9 } });
    QVERIFY2(fired.ok(), qPrintable(fired.error()));
    QVERIFY(battle->unit(leger)->firedThisSegment);
    QCOMPARE(firer.data().toString(), QStringLiteral("fired"));
    QCOMPARE(firer.data(RosterModel::SortRole).toInt(), 1);
    // The target was fired upon; it did not fire.
    QCOMPARE(target.data().toString(), QString());
    bool told = false;
    for (const QList<QVariant> &signal : std::as_const(changed)) {
        const auto from = signal.at(0).value<QModelIndex>();
        const auto to = signal.at(1).value<QModelIndex>();
        told = told
            || (from.parent() == firer.parent() && from.row() <= firer.row()
                && to.row() >= firer.row() && from.column() <= RosterModel::FiredColumn
                && to.column() >= RosterModel::FiredColumn);
    }
    QVERIFY(told);

    QVERIFY(battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
    QCOMPARE(firer.data().toString(), QString());
    QCOMPARE(firer.data(RosterModel::SortRole).toInt(), 0);
}

void tst_RosterFired::columnInTheRoster()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::unique_ptr<Battle> battle = sampleBattle(dir.filePath(QStringLiteral("pane.adc")));
    QVERIFY(battle);
    RosterPane pane;
    pane.setBattle(battle.get());
    pane.resize(1400, 600);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QHeaderView *header = pane.view()->header();
    QVERIFY(!header->isSectionHidden(RosterModel::FiredColumn));
    const int width = header->sectionSize(RosterModel::FiredColumn);
    QVERIFY(width >= header->fontMetrics().horizontalAdvance(QStringLiteral("Fired")));
    // Beside Moved.
    QCOMPARE(header->visualIndex(RosterModel::FiredColumn),
             header->visualIndex(RosterModel::MovedColumn) + 1);
}

ADC_TEST_MAIN(tst_RosterFired)
#include "tst_rosterfired.moc"
