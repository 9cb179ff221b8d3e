// The end-of-segment dialog: the sweep's preview unit by unit, the table's
// overrides (moved, enemy within 12") followed live, the sweep applied as one
// action and the clock moved on, and the last segment handed to End Turn.

#include "ui/proceduretesting.h"

#include "testsuite.h"
#include "ui/procedures/endsegmentdialog.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/segmentsweeptable.h"

#include <QCheckBox>
#include <QJsonArray>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

namespace {

// France has the first initiative (its units were added first).
struct Segment : TestBattle
{
    qint64 fired = 0; // fired this segment: stays in smoke
    qint64 moved = 0; // in smoke, 2 steps; the umpire marks it moved
    qint64 near = 0; // 2 steps, an enemy within 12"
    qint64 rested = 0; // 2 steps, nothing checked: recovers
    qint64 smoky = 0; // in smoke, did not fire: clears
    qint64 enemy = 0; // Britain: not its initiative

    Segment()
    {
        UnitRecord a = infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                                QStringLiteral("Bachelu"));
        a.smoke = true;
        a.firedThisSegment = true;
        a.hasFired = true;
        fired = add(a);
        UnitRecord b = infantry(QStringLiteral("2/45e Ligne"), QStringLiteral("France"),
                                QStringLiteral("Bachelu"));
        b.smoke = true;
        b.steps = 2;
        moved = add(b);
        UnitRecord c = infantry(QStringLiteral("1/61e Ligne"), QStringLiteral("France"),
                                QStringLiteral("Husson"));
        c.steps = 2;
        near = add(c);
        UnitRecord d = infantry(QStringLiteral("2/61e Ligne"), QStringLiteral("France"),
                                QStringLiteral("Husson"));
        d.steps = 2;
        rested = add(d);
        UnitRecord e = infantry(QStringLiteral("1/72e Ligne"), QStringLiteral("France"),
                                QStringLiteral("Campi"));
        e.smoke = true;
        smoky = add(e);
        UnitRecord f
            = infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack"));
        f.steps = 1;
        enemy = add(f);
        add(infantry(QStringLiteral("1/92nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    }
};

} // namespace

class tst_EndSegmentDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void previewFollowsTheOverrides();
    void sweepWithOverridesApplied();
    void keyboardTogglesTheBoxes();
    void everyUnitOnRequest();
    void lastSegmentGoesToEndTurn();
    void screenshot();

private:
    QTemporaryDir m_dir;
};

void tst_EndSegmentDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_EndSegmentDialog::cleanup()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (qobject_cast<QDialog *>(window) && window->testAttribute(Qt::WA_DeleteOnClose))
            window->close();
    }
}

void tst_EndSegmentDialog::previewFollowsTheOverrides()
{
    Segment battle;
    QVERIFY(battle.isValid());
    QCOMPARE(battle->clock().activeSide, QStringLiteral("France"));
    EndSegmentDialog dialog(battle.battle.get());
    SegmentSweepTable *sweep = dialog.sweepTable();
    // Before any box: the one that fired stays in smoke, the others clear;
    // French units with steps recover 2 (line); the British one is not in
    // its initiative.
    QCOMPARE(sweep->previewText(battle.fired), QString());
    QCOMPARE(sweep->preview(battle.fired).change.after.smoke, true);
    QVERIFY(sweep->previewText(battle.moved).contains(QStringLiteral("clears (did not fire)")));
    QVERIFY(sweep->previewText(battle.moved).contains(QStringLiteral("recovers 2 steps")));
    QVERIFY(sweep->previewText(battle.near).contains(QStringLiteral("recovers 2 steps")));
    QVERIFY(sweep->previewText(battle.smoky).contains(QStringLiteral("clears")));
    QCOMPARE(sweep->preview(battle.enemy).change.after.steps, 1);
    QCOMPARE(sweep->affectedCount(), 4);

    sweep->setMoved(battle.moved, true);
    QVERIFY(sweep->previewText(battle.moved).contains(QStringLiteral("clears (moved)")));
    QVERIFY(sweep->previewText(battle.moved).contains(QStringLiteral("none: moved")));
    QCOMPARE(sweep->preview(battle.moved).change.after.steps, 2);
    const int row = sweep->rowOf(battle.moved);
    QVERIFY(row >= 0);
    QVERIFY(sweep->table()
                ->item(row, SegmentSweepTable::StepsColumn)
                ->text()
                .contains(QStringLiteral("moved")));

    sweep->setEnemyWithin12(battle.near, true);
    QVERIFY(sweep->previewText(battle.near).contains(QStringLiteral("enemy within 12\"")));
    QCOMPARE(sweep->preview(battle.near).change.after.steps, 2);
    QCOMPARE(sweep->affectedCount(), 3);

    sweep->setEnemyWithin12(battle.near, false);
    QCOMPARE(sweep->preview(battle.near).change.after.steps, 0);
}

void tst_EndSegmentDialog::sweepWithOverridesApplied()
{
    Segment battle;
    QVERIFY(battle.isValid());
    EndSegmentDialog dialog(battle.battle.get());
    dialog.sweepTable()->setMoved(battle.moved, true);
    dialog.sweepTable()->setEnemyWithin12(battle.near, true);
    QCOMPARE(dialog.order().moved, std::optional<QList<qint64>>(QList<qint64> { battle.moved }));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    const int entries = int(battle->log().size());
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(EndSegmentDialog::ResultStep));

    QCOMPARE(int(battle->log().size()), entries + 1);
    const LogEntry entry = battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("end-segment"));
    QCOMPARE(idList(entry.inputs.value(QStringLiteral("moved"))), QList<qint64> { battle.moved });
    QCOMPARE(idList(entry.inputs.value(QStringLiteral("enemy_within_12"))),
             QList<qint64> { battle.near });
    // Marked moved: keeps its steps and leaves smoke.
    QCOMPARE(battle.unit(battle.moved).steps, 2);
    QVERIFY(!battle.unit(battle.moved).smoke);
    // An enemy within 12": no recovery.
    QCOMPARE(battle.unit(battle.near).steps, 2);
    // Nothing checked: recovers its two steps (line).
    QCOMPARE(battle.unit(battle.rested).steps, 0);
    QVERIFY(battle.unit(battle.fired).smoke);
    QVERIFY(!battle.unit(battle.fired).firedThisSegment);
    QVERIFY(!battle.unit(battle.smoky).smoke);
    QCOMPARE(battle.unit(battle.enemy).steps, 1);
    // The clock moves on.
    QCOMPARE(battle->clock().segment, 2);
    QCOMPARE(battle->clock().activeSide, QStringLiteral("Britain"));
    QVERIFY(dialog.resultText().contains(QStringLiteral("segment 2")));
    QVERIFY(dialog.resultText().contains(QStringLiteral("2/61e Ligne")));
}

void tst_EndSegmentDialog::keyboardTogglesTheBoxes()
{
    Segment battle;
    QVERIFY(battle.isValid());
    EndSegmentDialog dialog(battle.battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QTableWidget *table = dialog.sweepTable()->table();
    QCOMPARE(QApplication::focusWidget(), table);
    Keyboard keys;
    // The rows: the units the sweep concerns, in the order of battle:
    // fired, moved, near, rested, smoky, then the British unit with steps is
    // not listed (not its initiative, not in smoke).
    QCOMPARE(table->rowCount(), 5);
    QCOMPARE(table->currentColumn(), int(SegmentSweepTable::MovedColumn));
    keys.press(Qt::Key_Down); // 2/45e Ligne
    keys.press(Qt::Key_Space); // moved
    keys.press(Qt::Key_Down); // 1/61e Ligne
    keys.press(Qt::Key_Right); // enemy within 12"
    keys.press(Qt::Key_Space);
    QCOMPARE(dialog.sweepTable()->moved(), QList<qint64> { battle.moved });
    QCOMPARE(dialog.sweepTable()->enemyWithin12(), QList<qint64> { battle.near });
    keys.press(Qt::Key_Return);
    QCOMPARE(dialog.currentStep(), int(EndSegmentDialog::ResultStep));
    QCOMPARE(battle.unit(battle.moved).steps, 2);
    QCOMPARE(battle.unit(battle.near).steps, 2);
    QCOMPARE(battle.unit(battle.rested).steps, 0);
    keys.press(Qt::Key_Return);
    QVERIFY(!dialog.isVisible());
}

void tst_EndSegmentDialog::everyUnitOnRequest()
{
    Segment battle;
    QVERIFY(battle.isValid());
    EndSegmentDialog dialog(battle.battle.get());
    QTableWidget *table = dialog.sweepTable()->table();
    QCOMPARE(table->rowCount(), 5);
    dialog.sweepTable()->setMoved(battle.moved, true);
    dialog.findChild<QCheckBox *>(QStringLiteral("everyUnit"))->setChecked(true);
    QCOMPARE(table->rowCount(), int(battle->units().size()));
    // The box stays checked through the change of rows.
    const int row = dialog.sweepTable()->rowOf(battle.moved);
    QCOMPARE(table->item(row, SegmentSweepTable::MovedColumn)->checkState(), Qt::Checked);
    QCOMPARE(dialog.sweepTable()->moved(), QList<qint64> { battle.moved });
}

void tst_EndSegmentDialog::lastSegmentGoesToEndTurn()
{
    Segment battle;
    QVERIFY(battle.isValid());
    const ActionOutcome first = battle->apply(object(R"({"action": "end-segment"})"));
    QVERIFY(first.ok());
    QCOMPARE(battle->clock().segment, 2);
    const int entries = int(battle->log().size());
    auto *dialog = new EndSegmentDialog(battle.battle.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QVERIFY(dialog->isLastSegment());
    dialog->show();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    QVERIFY(dialog->primaryButton()->text().contains(QStringLiteral("End")));
    QPointer<EndSegmentDialog> segment(dialog);
    pressEnter(dialog);
    QTRY_VERIFY(!segment);
    auto *turn = findDialog<EndTurnDialog>();
    QVERIFY(turn);
    QCOMPARE(int(battle->log().size()), entries);
    turn->close();
}

void tst_EndSegmentDialog::screenshot()
{
    const QString path = m_dir.filePath(QStringLiteral("sample.adc"));
    std::unique_ptr<Battle> battle = sampleBattle(path);
    QVERIFY(battle);
    // A little of a game: Anglo-Allied units in smoke and with steps.
    const QStringList names { QStringLiteral("27th Jagers"),
                              QStringLiteral("1/28th (North Gloucestershire)"),
                              QStringLiteral("1/79th (Cameron Highlanders)"),
                              QStringLiteral("1/95th Rifles"),
                              QStringLiteral("1/42nd (Black Watch)"),
                              QStringLiteral("Rogers' foot battery RA") };
    int i = 0;
    for (const QString &name : names) {
        const qint64 id = unitNamed(*battle, name);
        QVERIFY2(id, qPrintable(name));
        const char *edit = i % 2 == 0 ? "smoke" : "steps";
        const ActionOutcome outcome = battle->apply(
            { { QStringLiteral("action"), QStringLiteral("edit") },
              { QStringLiteral("unit"), id },
              { QStringLiteral("field"), QString::fromLatin1(edit) },
              { QStringLiteral("value"), i % 2 == 0 ? QJsonValue(true) : QJsonValue(1 + i % 2) } });
        QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
        if (i == 4) {
            const ActionOutcome steps
                = battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                                  { QStringLiteral("unit"), id },
                                  { QStringLiteral("field"), QStringLiteral("steps") },
                                  { QStringLiteral("value"), 2 } });
            QVERIFY(steps.ok());
        }
        ++i;
    }
    QCOMPARE(battle->clock().activeSide, QStringLiteral("Anglo-Allied"));
    // A fire in the log: its boxes are ticked from it.
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("fire") },
                          { QStringLiteral("firers"),
                            QJsonArray { unitNamed(*battle, QStringLiteral("61e Ligne")) } },
                          { QStringLiteral("target"),
                            unitNamed(*battle, QStringLiteral("3/1st (Royal Scots)")) },
                          { QStringLiteral("range"), 3 },
                          { QStringLiteral("die"), 5 } })
                .ok());
    EndSegmentDialog dialog(battle.get());
    dialog.sweepTable()->setMoved(
        unitNamed(*battle, QStringLiteral("1/28th (North Gloucestershire)")), true);
    dialog.sweepTable()->setEnemyWithin12(
        unitNamed(*battle, QStringLiteral("1/42nd (Black Watch)")), true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QTRY_VERIFY(laidOut(&dialog));

    // The picture of docs/using.md: the sweep's boxes, those from the log
    // marked with their reason, and the preview, every column in view on the
    // window's screen.
    const QImage picture
        = Testing::screenshot(&dialog, m_dir.path(), QStringLiteral("end-segment.png"));
    QCOMPARE(pictureProblems(&dialog, picture, windowScreen()), QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Recovery sweep"));
    QCOMPARE(dialog.sweepTable()->table()->horizontalScrollBar()->maximum(), 0);
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("End of turn 1, segment 1"),
                       QStringLiteral("Anglo-Allied's initiative"), QStringLiteral("from the log"),
                       QStringLiteral("fired upon by 61e Ligne at 3\""),
                       QStringLiteral("clears (did not fire)"), QStringLiteral("none: moved"),
                       QStringLiteral("recovers 2"),
                       QStringLiteral("5 units change at the end of the segment"),
                       QStringLiteral("Apply: on to segment 2") }),
             QString());
}

ADC_TEST_MAIN(tst_EndSegmentDialog)
#include "tst_endsegmentdialog.moc"
