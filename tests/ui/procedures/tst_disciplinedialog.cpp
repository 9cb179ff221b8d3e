// The fire discipline dialog: the column from the unit's state, the odds
// from its class dice, typed or rolled dice, the result applied, the fire a
// fire result leads to, and the pictures of its steps.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/dicetray/oddschart.h"
#include "ui/procedures/disciplinedialog.h"
#include "ui/procedures/firedialog.h"

#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

namespace {

UnitRecord battalion(TroopClass troopClass, bool smoke, bool firefight)
{
    UnitRecord unit = infantry(QStringLiteral("1/42nd Highlanders"), QStringLiteral("Britain"),
                               QStringLiteral("Pack"));
    unit.troopClass = troopClass;
    unit.smoke = smoke;
    unit.firefight = firefight;
    return unit;
}

} // namespace

class tst_DisciplineDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void typedDiceApplied_data();
    void typedDiceApplied();
    void rolledOnScreen();
    void oddsFromTheClassDice_data();
    void oddsFromTheClassDice();
    void rulingsClassDiceUsed();
    void impossibleFacesRefused_data();
    void impossibleFacesRefused();
    void fireResultOpensTheFireDialog();
    void keyboardOnly();
    void screenshots();

private:
    QTemporaryDir m_dir;
};

void tst_DisciplineDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_DisciplineDialog::cleanup()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (qobject_cast<QDialog *>(window) && window->testAttribute(Qt::WA_DeleteOnClose))
            window->close();
    }
}

void tst_DisciplineDialog::typedDiceApplied_data()
{
    QTest::addColumn<int>("troopClass");
    QTest::addColumn<bool>("smoke");
    QTest::addColumn<bool>("firefight");
    QTest::addColumn<QString>("trigger");
    QTest::addColumn<QString>("faces");
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QString>("cell");
    QTest::addColumn<bool>("firefightAfter");

    // Line 2d6, elite 2d6+1, conscript 2d6-1 (house rulings); the chart of
    // seed 002 by column.
    QTest::newRow("line, normal, 7: 1\" fire")
        << int(TroopClass::Line) << false << false << QStringLiteral("moving-forward")
        << QStringLiteral("3 4") << 7 << QStringLiteral("normal") << QStringLiteral("1\" fire")
        << false;
    QTest::newRow("line, normal, 2: 4\" FF")
        << int(TroopClass::Line) << false << false << QStringLiteral("taking-fire")
        << QStringLiteral("1 1") << 2 << QStringLiteral("normal") << QStringLiteral("4\" FF")
        << true;
    QTest::newRow("line, normal, 8: free")
        << int(TroopClass::Line) << false << false << QStringLiteral("moving-forward")
        << QStringLiteral("44") << 8 << QStringLiteral("normal") << QStringLiteral("free") << false;
    QTest::newRow("line, in smoke, 8: 2\" fire")
        << int(TroopClass::Line) << true << false << QStringLiteral("taking-fire")
        << QStringLiteral("4,4") << 8 << QStringLiteral("in-smoke") << QStringLiteral("2\" fire")
        << false;
    QTest::newRow("line, in smoke, 6: 1\" FF")
        << int(TroopClass::Line) << true << false << QStringLiteral("taking-fire")
        << QStringLiteral("3 3") << 6 << QStringLiteral("in-smoke") << QStringLiteral("1\" FF")
        << true;
    QTest::newRow("firefight, 9: fire")
        << int(TroopClass::Line) << false << true << QStringLiteral("acting-in-firefight")
        << QStringLiteral("4 5") << 9 << QStringLiteral("firefight") << QStringLiteral("fire")
        << true;
    QTest::newRow("firefight, 10: free, leaves it")
        << int(TroopClass::Line) << true << true << QStringLiteral("acting-in-firefight")
        << QStringLiteral("5 5") << 10 << QStringLiteral("firefight") << QStringLiteral("free")
        << false;
    QTest::newRow("elite 3+3+1 = 7: 1\" fire")
        << int(TroopClass::Elite) << false << false << QStringLiteral("moving-forward")
        << QStringLiteral("3 3") << 7 << QStringLiteral("normal") << QStringLiteral("1\" fire")
        << false;
    QTest::newRow("conscript 1+1-1 = 1 reads 2-")
        << int(TroopClass::Conscript) << false << false << QStringLiteral("taking-fire")
        << QStringLiteral("1 1") << 1 << QStringLiteral("normal") << QStringLiteral("4\" FF")
        << true;
}

void tst_DisciplineDialog::typedDiceApplied()
{
    QFETCH(int, troopClass);
    QFETCH(bool, smoke);
    QFETCH(bool, firefight);
    QFETCH(QString, trigger);
    QFETCH(QString, faces);
    QFETCH(int, roll);
    QFETCH(QString, situation);
    QFETCH(QString, cell);
    QFETCH(bool, firefightAfter);

    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 unit = battle.add(battalion(TroopClass(troopClass), smoke, firefight));
    DisciplineDialog dialog(battle.battle.get());
    dialog.setUnit(unit);
    dialog.setTrigger(*disciplineTriggerFromName(trigger));
    QCOMPARE(toName(dialog.situation()), situation);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(DisciplineDialog::OddsStep));
    QCOMPARE(QApplication::focusWidget(), dialog.diceEntry()->facesField());
    QTest::keyClicks(dialog.diceEntry()->facesField(), faces);
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(DisciplineDialog::ResultStep));

    const LogEntry entry = battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("discipline"));
    QCOMPARE(entry.inputs.value(QStringLiteral("roll")).toInt(), roll);
    QCOMPARE(entry.inputs.value(QStringLiteral("trigger")).toString(), trigger);
    QCOMPARE(entry.result.value(QStringLiteral("situation")).toString(), situation);
    QCOMPARE(entry.result.value(QStringLiteral("cell")).toString(), cell);
    QCOMPARE(battle.unit(unit).firefight, firefightAfter);
    QVERIFY2(dialog.resultText().contains(cell), qPrintable(dialog.resultText()));
    QCOMPARE(dialog.fireButton()->isVisible(),
             entry.result.value(QStringLiteral("result")).toString() == QLatin1String("fire"));
}

void tst_DisciplineDialog::rolledOnScreen()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 unit = battle.add(battalion(TroopClass::Line, false, false));
    ScriptedRandom dice({ 6, 6 });
    DisciplineDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.setUnit(unit);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(DisciplineDialog::ResultStep));
    QCOMPARE(dice.used(), 2);
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("roll")).toInt(), 12);
    QCOMPARE(battle->log().last().result.value(QStringLiteral("row")).toString(),
             QStringLiteral("10+"));
    QVERIFY(dialog.resultText().contains(QStringLiteral("6+6")));
}

void tst_DisciplineDialog::oddsFromTheClassDice_data()
{
    QTest::addColumn<int>("troopClass");
    QTest::addColumn<bool>("smoke");
    QTest::addColumn<QString>("label");
    QTest::addColumn<int>("ways");

    // Out of 36 throws of 2d6: line, normal, free on 8 or more: 15.
    QTest::newRow("line normal free")
        << int(TroopClass::Line) << false << QStringLiteral("free") << 15;
    // Elite (+1), normal, free on 7 or more of the dice: 21.
    QTest::newRow("elite normal free")
        << int(TroopClass::Elite) << false << QStringLiteral("free") << 21;
    // Line in smoke: free only on 10+: 6.
    QTest::newRow("line in smoke free")
        << int(TroopClass::Line) << true << QStringLiteral("free") << 6;
    // Line in smoke, 4" FF on 3 and 4 (and 2-): 1 + 2 + 3 = 6.
    QTest::newRow("line in smoke 4\" FF")
        << int(TroopClass::Line) << true << QStringLiteral("4\" FF") << 6;
    // Conscript (-1), normal, 4" fire on a total of 5: dice 6: 5.
    QTest::newRow("conscript normal 4\" fire")
        << int(TroopClass::Conscript) << false << QStringLiteral("4\" fire") << 5;
}

void tst_DisciplineDialog::oddsFromTheClassDice()
{
    QFETCH(int, troopClass);
    QFETCH(bool, smoke);
    QFETCH(QString, label);
    QFETCH(int, ways);

    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 unit = battle.add(battalion(TroopClass(troopClass), smoke, false));
    DisciplineDialog dialog(battle.battle.get());
    dialog.setUnit(unit);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    const QList<OddsChart::Bar> &bars = dialog.oddsChart()->bars();
    double total = 0;
    double found = -1;
    for (const OddsChart::Bar &bar : bars) {
        total += bar.probability;
        if (bar.label == label)
            found = bar.probability;
    }
    QCOMPARE(qRound(total * 1e6), 1000000);
    QCOMPARE(qRound(found * 36 * 1000), ways * 1000);
    QCOMPARE(int(battle->log().size()), 1); // the unit added; nothing rolled yet
}

void tst_DisciplineDialog::rulingsClassDiceUsed()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 unit = battle.add(battalion(TroopClass::Line, false, false));
    const ActionOutcome set = battle->apply(
        object(R"({"action": "set-rulings", "rulings": {"class-dice-line": "1d10"}})"));
    QVERIFY2(set.ok(),
             qPrintable(set.error() + answerOf(set).value(QStringLiteral("reason")).toString()));
    QCOMPARE(battle->rulings().lineDice, QStringLiteral("1d10"));
    DisciplineDialog dialog(battle.battle.get());
    dialog.setUnit(unit);
    QCOMPARE(dialog.classDice()->toString(), QStringLiteral("1d10"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    QCOMPARE(dialog.diceEntry()->expression().toString(), QStringLiteral("1d10"));
    QTest::keyClicks(dialog.diceEntry()->facesField(), QStringLiteral("9"));
    pressEnter(&dialog);
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("roll")).toInt(), 9);
}

void tst_DisciplineDialog::impossibleFacesRefused_data()
{
    QTest::addColumn<QString>("faces");
    QTest::newRow("a 7 on a d6") << QStringLiteral("7 1");
    QTest::newRow("one face for two dice") << QStringLiteral("4");
    QTest::newRow("three faces") << QStringLiteral("1 2 3");
    QTest::newRow("not a number") << QStringLiteral("x y");
}

void tst_DisciplineDialog::impossibleFacesRefused()
{
    QFETCH(QString, faces);
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 unit = battle.add(battalion(TroopClass::Line, false, false));
    DisciplineDialog dialog(battle.battle.get());
    dialog.setUnit(unit);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    QTest::keyClicks(dialog.diceEntry()->facesField(), faces);
    QVERIFY(!dialog.primaryButton()->isEnabled());
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(DisciplineDialog::OddsStep));
    QCOMPARE(int(battle->log().size()), 1);
    QVERIFY(!battle.unit(unit).firefight);
}

void tst_DisciplineDialog::fireResultOpensTheFireDialog()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 unit = battle.add(battalion(TroopClass::Line, false, false));
    const qint64 enemy = battle.add(infantry(QStringLiteral("1/45e Ligne"),
                                             QStringLiteral("France"), QStringLiteral("Bachelu")));
    auto *dialog = new DisciplineDialog(battle.battle.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setUnit(unit);
    dialog->setTrigger(DisciplineTrigger::TakingFire);
    dialog->setEnemy(enemy, 3);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    pressEnter(dialog);
    QTest::keyClicks(dialog->diceEntry()->facesField(), QStringLiteral("2 4")); // 6: 2" fire
    pressEnter(dialog);
    QCOMPARE(dialog->currentStep(), int(DisciplineDialog::ResultStep));
    QVERIFY(dialog->fireButton()->isVisible());
    QVERIFY(dialog->fireButton()->text().contains(QStringLiteral("2\"")));
    QPointer<DisciplineDialog> discipline(dialog);
    QTest::mouseClick(dialog->fireButton(), Qt::LeftButton);
    QTRY_VERIFY(!discipline);
    auto *fire = findDialog<FireDialog>();
    QVERIFY(fire);
    QCOMPARE(fire->request().firers(), QList<qint64> { unit });
    QCOMPARE(fire->request().target(), enemy);
    QCOMPARE(fire->request().range(), 3.0);
    fire->close();
}

void tst_DisciplineDialog::keyboardOnly()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(battalion(TroopClass::Line, false, false));
    const qint64 second = battle.add(infantry(QStringLiteral("1/92nd Gordons"),
                                              QStringLiteral("Britain"), QStringLiteral("Pack")));
    ScriptedRandom dice({ 1, 2 });
    DisciplineDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // No unit chosen: the unit box has the keyboard; Down twice picks the second.
    QCOMPARE(QApplication::focusWidget(), dialog.unitChooser()->field());
    Keyboard keys;
    keys.press(Qt::Key_Down);
    keys.press(Qt::Key_Down);
    QCOMPARE(dialog.unit(), second);
    keys.press(Qt::Key_Tab); // the trigger list
    keys.press(Qt::Key_Down);
    QCOMPARE(dialog.trigger(), DisciplineTrigger::TakingFire);
    keys.press(Qt::Key_Return);
    keys.press(Qt::Key_Return);
    QCOMPARE(dialog.currentStep(), int(DisciplineDialog::ResultStep));
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("unit")).toInteger(), second);
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("roll")).toInt(), 3);
    QVERIFY(battle.unit(second).firefight); // 3: 2" FF
    keys.press(Qt::Key_Return);
    QVERIFY(!dialog.isVisible());
}

void tst_DisciplineDialog::screenshots()
{
    // The pictures of the odds and the result, on a dialog that fits the
    // smallest screen the window is made for.
    const QString path = m_dir.filePath(QStringLiteral("sample.adc"));
    std::unique_ptr<Battle> battle = sampleBattle(path);
    QVERIFY(battle);
    const qint64 unit = unitNamed(*battle, QStringLiteral("1/92nd (Gordon Highlanders)"));
    QVERIFY(unit);
    // Elite 2d6+1: 3+3+1 = 7, 1" fire.
    ScriptedRandom dice({ 3, 3 });
    DisciplineDialog dialog(battle.get());
    dialog.setRandomSource(&dice);
    dialog.setUnit(unit);
    dialog.setTrigger(DisciplineTrigger::TakingFire);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);

    // The odds: the column, the class dice, each result's chance.
    QCOMPARE(dialog.currentStep(), int(DisciplineDialog::OddsStep));
    QCOMPARE(pictureOf(&dialog, m_dir.path(), QStringLiteral("discipline-odds.png"), smallScreen()),
             QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Odds and dice"));
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("1/92nd (Gordon Highlanders) rolls 2d6+1 on the NORMAL "
                                      "column"),
                       QStringLiteral("2d6+1 on NORMAL: free 58.3%"), QStringLiteral("1\" fire"),
                       QStringLiteral("13.9%") }),
             QString());
    QVERIFY(dialog.diceEntry()->isVisible());

    // The result: what was rolled, what it means, the fire it leads to.
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(DisciplineDialog::ResultStep));
    QCOMPARE(
        pictureOf(&dialog, m_dir.path(), QStringLiteral("discipline-result.png"), smallScreen()),
        QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Result"));
    QCOMPARE(
        unshown(&dialog,
                { QStringLiteral("1\" fire"),
                  QStringLiteral("1/92nd (Gordon Highlanders) rolled 7 (2d6+1: 3+3+1 = 7)"),
                  QStringLiteral("Rolled 7: 1\" fire"), QStringLiteral("Fire (within 1\")...") }),
        QString());
    QVERIFY(dialog.fireButton()->isVisible());
}

ADC_TEST_MAIN(tst_DisciplineDialog)
#include "tst_disciplinedialog.moc"
