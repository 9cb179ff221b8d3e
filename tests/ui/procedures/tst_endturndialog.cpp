// The end-of-turn dialog: the last segment's sweep, replenishment with the
// count of turns out of contact (artillery 1 to 4 of 4, then the refill;
// infantry after one), a unit in contact starting again from 0, all as one
// action a turn.

#include "ui/proceduretesting.h"

#include "testsuite.h"
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

struct Turns : TestBattle
{
    qint64 guns = 0;
    qint64 foot = 0;
    qint64 full = 0;

    Turns()
    {
        UnitRecord battery = Fixture::battery(QStringLiteral("Bachelu's foot battery"),
                                              QStringLiteral("France"), QStringLiteral("Bachelu"));
        battery.apBall = 3;
        battery.apCanister = 1;
        guns = add(battery);
        UnitRecord line = infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                                   QStringLiteral("Bachelu"));
        line.ap = 2;
        foot = add(line);
        full = add(
            infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    }
};

} // namespace

class tst_EndTurnDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void artilleryCountsFourTurnsThenRefills();
    void infantryRefillsAfterOneTurn();
    void contactStartsTheCountAgain();
    void keyboardOnly();
    void sweepOfTheLastSegmentIncluded();
    void screenshot();

private:
    // One end of turn through the dialog with these units out of contact;
    // checks the count shown for the battery before applying.
    void endTurn(Battle *battle, const QList<qint64> &away, qint64 shownId, const QString &shown);

    QTemporaryDir m_dir;
};

void tst_EndTurnDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_EndTurnDialog::cleanup()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (qobject_cast<QDialog *>(window) && window->testAttribute(Qt::WA_DeleteOnClose))
            window->close();
    }
}

void tst_EndTurnDialog::endTurn(Battle *battle, const QList<qint64> &away, qint64 shownId,
                                const QString &shown)
{
    const int turn = battle->clock().turn;
    EndTurnDialog dialog(battle);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(EndTurnDialog::ReplenishmentStep));
    for (qint64 id : away)
        dialog.setOutOfContact(id, true);
    QCOMPARE(dialog.countText(shownId), shown);
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(EndTurnDialog::ResultStep));
    const LogEntry entry = battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("end-turn"));
    QCOMPARE(idList(entry.inputs.value(QStringLiteral("out_of_contact"))), away);
    QCOMPARE(battle->clock().turn, turn + 1);
    QCOMPARE(battle->clock().segment, 1);
}

void tst_EndTurnDialog::artilleryCountsFourTurnsThenRefills()
{
    Turns battle;
    QVERIFY(battle.isValid());
    for (int turn = 1; turn <= 3; ++turn) {
        endTurn(battle.battle.get(), { battle.guns }, battle.guns,
                QStringLiteral("%1 of 4").arg(turn));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(battle.unit(battle.guns).replenishmentTurns, turn);
        QCOMPARE(battle.unit(battle.guns).apBall, 3);
        QCOMPARE(battle.unit(battle.guns).apCanister, 1);
    }
    // The fourth turn: the preview says so, and the battery refills to the
    // rulings' 8 ball and 4 canister.
    EndTurnDialog dialog(battle.battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    dialog.setOutOfContact(battle.guns, true);
    QCOMPARE(dialog.countText(battle.guns), QStringLiteral("4 of 4"));
    QVERIFY2(dialog.ammunitionText(battle.guns).contains(QStringLiteral("refills")),
             qPrintable(dialog.ammunitionText(battle.guns)));
    QVERIFY(dialog.ammunitionText(battle.guns).contains(QStringLiteral("ball 8, canister 4")));
    pressEnter(&dialog);
    QCOMPARE(battle.unit(battle.guns).apBall, 8);
    QCOMPARE(battle.unit(battle.guns).apCanister, 4);
    QCOMPARE(battle.unit(battle.guns).replenishmentTurns, 4);
    QVERIFY(dialog.resultText().contains(QStringLiteral("4 of 4")));
    QVERIFY(dialog.resultText().contains(QStringLiteral("refilled")));
}

void tst_EndTurnDialog::infantryRefillsAfterOneTurn()
{
    Turns battle;
    QVERIFY(battle.isValid());
    EndTurnDialog dialog(battle.battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    dialog.setOutOfContact(battle.foot, true);
    QCOMPARE(dialog.countText(battle.foot), QStringLiteral("1 of 1"));
    QVERIFY(dialog.ammunitionText(battle.foot).contains(QStringLiteral("2 AP \u2192 8 AP")));
    pressEnter(&dialog);
    QCOMPARE(battle.unit(battle.foot).ap, 8);
}

void tst_EndTurnDialog::contactStartsTheCountAgain()
{
    Turns battle;
    QVERIFY(battle.isValid());
    endTurn(battle.battle.get(), { battle.guns }, battle.guns, QStringLiteral("1 of 4"));
    endTurn(battle.battle.get(), { battle.guns }, battle.guns, QStringLiteral("2 of 4"));
    QCOMPARE(battle.unit(battle.guns).replenishmentTurns, 2);
    // In contact this turn: the count shown goes back to 0.
    endTurn(battle.battle.get(), {}, battle.guns, QStringLiteral("back to 0 (was 2)"));
    QCOMPARE(battle.unit(battle.guns).replenishmentTurns, 0);
    endTurn(battle.battle.get(), { battle.guns }, battle.guns, QStringLiteral("1 of 4"));
    QCOMPARE(battle.unit(battle.guns).apBall, 3);
}

void tst_EndTurnDialog::keyboardOnly()
{
    Turns battle;
    QVERIFY(battle.isValid());
    EndTurnDialog dialog(battle.battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    Keyboard keys;
    keys.press(Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), dialog.replenishmentTable());
    // Rows: the units below their full load: the battery, then the battalion.
    QCOMPARE(dialog.replenishmentTable()->rowCount(), 2);
    keys.press(Qt::Key_Space); // the battery
    keys.press(Qt::Key_Down);
    keys.press(Qt::Key_Space); // the battalion
    QCOMPARE(dialog.outOfContact(), (QList<qint64> { battle.guns, battle.foot }));
    QCOMPARE(dialog.countText(battle.guns), QStringLiteral("1 of 4"));
    keys.press(Qt::Key_Return);
    QCOMPARE(dialog.currentStep(), int(EndTurnDialog::ResultStep));
    QCOMPARE(battle.unit(battle.foot).ap, 8);
    QCOMPARE(battle.unit(battle.guns).replenishmentTurns, 1);
    QVERIFY(keys.inputs <= 5);
}

void tst_EndTurnDialog::sweepOfTheLastSegmentIncluded()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord tired = infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                                QStringLiteral("Bachelu"));
    tired.steps = 2;
    tired.smoke = true;
    const qint64 moved = battle.add(tired);
    tired.name = QStringLiteral("2/45e Ligne");
    const qint64 rested = battle.add(tired);
    battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    EndTurnDialog dialog(battle.battle.get());
    dialog.sweepTable()->setMoved(moved, true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(EndTurnDialog::ResultStep));
    QCOMPARE(idList(battle->log().last().inputs.value(QStringLiteral("moved"))),
             QList<qint64> { moved });
    QCOMPARE(battle.unit(moved).steps, 2);
    QVERIFY(!battle.unit(moved).smoke);
    QCOMPARE(battle.unit(rested).steps, 0);
    QVERIFY(!battle.unit(rested).smoke);
}

void tst_EndTurnDialog::screenshot()
{
    const QString path = m_dir.filePath(QStringLiteral("sample.adc"));
    std::unique_ptr<Battle> battle = sampleBattle(path);
    QVERIFY(battle);
    const QList<std::pair<QString, QJsonValue>> edits {
        { QStringLiteral("Rogers' foot battery RA"), 2 },
        { QStringLiteral("Bijleveld's horse battery"), 5 },
        { QStringLiteral("1/95th Rifles"), 3 },
        { QStringLiteral("27th Jagers"), 0 },
    };
    for (const auto &[name, ap] : edits) {
        const qint64 id = unitNamed(*battle, name);
        QVERIFY2(id, qPrintable(name));
        const bool guns = name.contains(QStringLiteral("battery"));
        const ActionOutcome outcome = battle->apply(
            { { QStringLiteral("action"), QStringLiteral("edit") },
              { QStringLiteral("unit"), id },
              { QStringLiteral("field"), guns ? QStringLiteral("ap_ball") : QStringLiteral("ap") },
              { QStringLiteral("value"), ap } });
        QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    }
    const qint64 rogers = unitNamed(*battle, QStringLiteral("Rogers' foot battery RA"));
    const ActionOutcome turns
        = battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), rogers },
                          { QStringLiteral("field"), QStringLiteral("replenishment_turns") },
                          { QStringLiteral("value"), 1 } });
    QVERIFY2(turns.ok(), qPrintable(turns.error()));
    EndTurnDialog dialog(battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    dialog.setOutOfContact(rogers, true);
    dialog.setOutOfContact(unitNamed(*battle, QStringLiteral("1/95th Rifles")), true);
    QCOMPARE(dialog.countText(rogers), QStringLiteral("2 of 4"));
    QTRY_VERIFY(laidOut(&dialog));

    // The replenishment step: the turns counted out of contact, the
    // infantry's refill and the battery's count, every column in view on the
    // window's screen.
    const QImage picture
        = Testing::screenshot(&dialog, m_dir.path(), QStringLiteral("end-turn.png"));
    QCOMPARE(pictureProblems(&dialog, picture, windowScreen()), QString());
    QCOMPARE(dialog.currentStep(), int(EndTurnDialog::ReplenishmentStep));
    QCOMPARE(shownStep(&dialog), QStringLiteral("Replenishment"));
    QCOMPARE(dialog.replenishmentTable()->horizontalScrollBar()->maximum(), 0);
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("Check each unit that stayed 10\" or more from every enemy"),
                       QStringLiteral("Rogers' foot battery RA"), QStringLiteral("2 of 4"),
                       QStringLiteral("2 turns more to refill"), QStringLiteral("1/95th Rifles"),
                       QStringLiteral("refills: 3 AP \u2192 8 AP"),
                       QStringLiteral("Apply: on to turn 2") }),
             QString());
}

ADC_TEST_MAIN(tst_EndTurnDialog)
#include "tst_endturndialog.moc"
