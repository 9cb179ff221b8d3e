// The end-of-turn dialog shows the contact the whole log gives (seed 002:
// units "that do not move, are not fired upon and are 12\" away from enemy
// units can recover"). 2e Léger, fired upon at 3" by 7th Line in segment 1,
// neither unit moving since: at the end of segment 2 its "enemy within
// 12"" box is ticked from the log, saying why and naming both units, and
// the end of turn sends it, so the step is not recovered.

#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/segmentsweeptable.h"

#include <QJsonArray>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

namespace {

UnitRecord unitOf(const Battle &battle, qint64 id)
{
    for (const UnitRecord &unit : battle.units()) {
        if (unit.id == id)
            return unit;
    }
    return {};
}

} // namespace

class tst_EndTurnContact : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firedUponInSegmentOne();
};

void tst_EndTurnContact::firedUponInSegmentOne()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    std::unique_ptr<Battle> battle = sampleBattle(dir.filePath(QStringLiteral("qb.adc")));
    QVERIFY(battle);
    const qint64 leger = unitNamed(*battle, QStringLiteral("2e Léger"));
    const qint64 belgians = unitNamed(*battle, QStringLiteral("7th Line (Belgian)"));
    QVERIFY(leger && belgians);
    const QList<QJsonObject> actions {
        { { QStringLiteral("action"), QStringLiteral("fire") },
          { QStringLiteral("firers"), QJsonArray { belgians } },
          { QStringLiteral("target"), leger },
          { QStringLiteral("range"), 3 },
          { QStringLiteral("die"), 1 } },
        { { QStringLiteral("action"), QStringLiteral("edit") },
          { QStringLiteral("unit"), leger },
          { QStringLiteral("field"), QStringLiteral("steps") },
          { QStringLiteral("value"), 1 } },
        { { QStringLiteral("action"), QStringLiteral("end-segment") } },
    };
    for (const QJsonObject &action : actions) {
        const ActionOutcome outcome = battle->apply(action);
        QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    }
    QCOMPARE(battle->clock().segment, 2);
    QCOMPARE(battle->clock().activeSide, unitOf(*battle, leger).side);

    EndTurnDialog dialog(battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    SegmentSweepTable *sweep = dialog.sweepTable();
    const int row = sweep->rowOf(leger);
    QVERIFY(row >= 0);
    QCOMPARE(sweep->table()->item(row, SegmentSweepTable::EnemyColumn)->checkState(), Qt::Checked);
    QCOMPARE(sweep->table()->item(row, SegmentSweepTable::LogColumn)->text(),
             QStringLiteral("fired upon by 7th Line (Belgian) at 3\" in segment 1; neither has "
                            "moved since"));
    QCOMPARE(sweep->preview(leger).recovered, 0);

    Keyboard keys;
    keys.press(Qt::Key_Return);
    keys.press(Qt::Key_Return);
    QCOMPARE(dialog.currentStep(), int(EndTurnDialog::ResultStep));
    const LogEntry entry = battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("end-turn"));
    QVERIFY(entry.inputs.value(QStringLiteral("enemy_within_12")).toArray().contains(leger));
    QCOMPARE(unitOf(*battle, leger).steps, 1);
}

ADC_TEST_MAIN(tst_EndTurnContact)
#include "tst_endturncontact.moc"
