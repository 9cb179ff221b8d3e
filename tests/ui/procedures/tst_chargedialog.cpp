// The charge dialog: the odds before the first roll, the rolls inch by inch
// (failing at 4", 3", 2", 1" or holding to close action), the charge applied
// as one action, the fire it leads to, and the pictures of its steps.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/dicetray/oddschart.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/chargeoutcomepage.h"
#include "ui/procedures/firedialog.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

namespace {

// Two d6 faces that make a 2d6 total.
QList<int> facesFor(int total)
{
    const int first = std::min(6, total - 1);
    return { first, total - first };
}

} // namespace

class tst_ChargeDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void inchByInch_data();
    void inchByInch();
    void typedDiceAtEachInch();
    void oddsBeforeStarting_data();
    void oddsBeforeStarting();
    void onlyInfantryDefends();
    void nothingAppliedUntilTheEnd();
    void screenshots();

private:
    QTemporaryDir m_dir;
};

void tst_ChargeDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_ChargeDialog::cleanup()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (qobject_cast<QDialog *>(window) && window->testAttribute(Qt::WA_DeleteOnClose))
            window->close();
    }
}

void tst_ChargeDialog::inchByInch_data()
{
    QTest::addColumn<bool>("smoke");
    QTest::addColumn<QList<int>>("totals");
    QTest::addColumn<int>("firesAt");
    QTest::addColumn<bool>("firefight");
    QTest::addColumn<bool>("closeAction");

    // Line 2d6, NORMAL column: 8+ free, 7 1" fire, 6 2" fire, 5 4" fire,
    // 4 1" FF, 3 2" FF, 2 4" FF. A failure at d fires at min(d, N).
    QTest::newRow("fails at 4\" with 4\" fire") << false << QList<int> { 5 } << 4 << false << false;
    QTest::newRow("fails at 4\" with 4\" FF") << false << QList<int> { 2 } << 4 << true << false;
    QTest::newRow("fails at 3\" with 4\" fire")
        << false << QList<int> { 9, 5 } << 3 << false << false;
    QTest::newRow("fails at 2\" with 2\" fire")
        << false << QList<int> { 9, 8, 6 } << 2 << false << false;
    QTest::newRow("fails at 1\" with 2\" FF")
        << false << QList<int> { 9, 8, 10, 3 } << 1 << true << false;
    QTest::newRow("passes all: close action")
        << false << QList<int> { 9, 8, 10, 11 } << 1 << false << true;
    // IN SMOKE: 10+ free, 9 1" fire: fails at 4", fires at 1".
    QTest::newRow("in smoke, 9 at 4\": 1\" fire")
        << true << QList<int> { 9 } << 1 << false << false;
    QTest::newRow("in smoke, 10 then 5 at 3\": 2\" FF")
        << true << QList<int> { 10, 5 } << 2 << true << false;
}

void tst_ChargeDialog::inchByInch()
{
    QFETCH(bool, smoke);
    QFETCH(QList<int>, totals);
    QFETCH(int, firesAt);
    QFETCH(bool, firefight);
    QFETCH(bool, closeAction);

    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord defender = infantry(QStringLiteral("1/42nd Highlanders"), QStringLiteral("Britain"),
                                   QStringLiteral("Pack"));
    defender.smoke = smoke;
    const qint64 defenderId = battle.add(defender);
    battle.add(infantry(QStringLiteral("2/45e Ligne"), QStringLiteral("France"),
                        QStringLiteral("Bachelu")));
    UnitRecord cuirassiers = infantry(QStringLiteral("8e Cuirassiers"), QStringLiteral("France"),
                                      QStringLiteral("Guiton"), 7);
    cuirassiers.arm = Arm::Cavalry;
    const qint64 charger = battle.add(cuirassiers);

    QList<int> faces;
    for (int total : totals)
        faces += facesFor(total);
    // Then the d10 of the defender's fire, resolved in the charge.
    faces.append(6);
    ScriptedRandom dice(faces);
    auto *dialog = new ChargeDialog(battle.battle.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setRandomSource(&dice);
    dialog->setDefender(defenderId);
    dialog->setCharger(charger);
    QCOMPARE(dialog->situation(),
             smoke ? DisciplineSituation::InSmoke : DisciplineSituation::Normal);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    const int entries = int(battle->log().size());

    // Enter on the first page rolls at 4", each Enter after it an inch nearer.
    const QList<int> distances { 4, 3, 2, 1 };
    for (int i = 0; i < totals.size(); ++i) {
        QCOMPARE(dialog->nextDistance(), distances.at(i));
        QVERIFY(
            dialog->primaryButton()->text().contains(QStringLiteral("%1\"").arg(distances.at(i))));
        pressEnter(dialog);
        if (i + 1 < totals.size()) {
            // Each roll shows as it happens; nothing is applied before the end.
            QCOMPARE(dialog->currentStep(), int(ChargeDialog::RollsStep));
            QVERIFY2(dialog->rollLine(i).contains(QStringLiteral("<b>%1</b>").arg(totals.at(i))),
                     qPrintable(dialog->rollLine(i)));
            QVERIFY(dialog->rollLine(i).contains(QStringLiteral("holds")));
            QCOMPARE(int(battle->log().size()), entries);
        }
    }
    QCOMPARE(dialog->currentStep(), int(ChargeDialog::ResultStep));
    QCOMPARE(dice.remaining(), 0);

    const LogEntry entry = battle->log().last();
    QCOMPARE(int(battle->log().size()), entries + 1);
    QCOMPARE(entry.kind, QStringLiteral("charge"));
    QList<int> logged;
    for (const QJsonValue &value : entry.inputs.value(QStringLiteral("rolls")).toArray())
        logged.append(value.toInt());
    QCOMPARE(logged, totals);
    QCOMPARE(entry.result.value(QStringLiteral("fires_at")).toInt(), firesAt);
    QCOMPARE(entry.result.value(QStringLiteral("firefight")).toBool(), firefight);
    QCOMPARE(entry.result.value(QStringLiteral("close_action")).toBool(), closeAction);
    QCOMPARE(battle.unit(defenderId).firefight, firefight);
    QVERIFY(dialog->resultText().contains(QStringLiteral("fires at %1\"").arg(firesAt)));

    // The defender's fire on the charger is part of the charge, a fire of
    // its own at the distance where it fired.
    const QJsonObject fire = entry.result.value(QStringLiteral("fire")).toObject();
    QCOMPARE(entry.inputs.value(QStringLiteral("fire_die")).toInt(), 6);
    QVERIFY(fire.contains(QStringLiteral("casualty_steps")));
    const UnitRecord hit = battle.unit(charger);
    QCOMPARE((cuirassiers.castings - hit.castings) * 3 + hit.steps,
             fire.value(QStringLiteral("casualty_steps")).toInt());
    QVERIFY(dialog->resultText().contains(QStringLiteral("resolved as a fire")));

    // Then how it ended: the charger repulsed has moved.
    QVERIFY(dialog->primaryButton()->text().contains(QStringLiteral("Outcome")));
    pressEnter(dialog);
    QCOMPARE(dialog->currentStep(), int(ChargeDialog::OutcomeStep));
    QVERIFY(!dialog->primaryButton()->isEnabled());
    dialog->outcomePage()->findChild<QAbstractButton *>(QStringLiteral("repulsed"))->click();
    QVERIFY(dialog->primaryButton()->isEnabled());
    pressEnter(dialog);
    QCOMPARE(battle->log().last().kind, QStringLiteral("charge-outcome"));
    QVERIFY(battle.unit(charger).movedThisSegment);
    QCOMPARE(int(battle->log().size()), entries + 2);
    dialog->close();
}

void tst_ChargeDialog::typedDiceAtEachInch()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 defender = battle.add(infantry(QStringLiteral("1/42nd Highlanders"),
                                                QStringLiteral("Britain"), QStringLiteral("Pack")));
    ChargeDialog dialog(battle.battle.get());
    dialog.setDefender(defender);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    Keyboard keys;
    // The dice thrown at the table: their page, nothing rolled yet.
    keys.press(Qt::Key_T, Qt::AltModifier); // Dice at the table..., clicked animated
    QTRY_COMPARE(dialog.currentStep(), int(ChargeDialog::RollsStep));
    QVERIFY(dialog.rolls().isEmpty());
    QCOMPARE(QApplication::focusWidget(), dialog.diceEntry()->facesField());
    keys.type(QStringLiteral("45")); // 9 at 4"
    keys.press(Qt::Key_Return);
    QCOMPARE(dialog.rolls(), QList<int> { 9 });
    QCOMPARE(QApplication::focusWidget(), dialog.diceEntry()->facesField());
    keys.type(QStringLiteral("2 2")); // 4 at 3": 1" FF
    QVERIFY(dialog.primaryButton()->text().contains(QStringLiteral("4")));
    keys.press(Qt::Key_Return);
    QCOMPARE(dialog.currentStep(), int(ChargeDialog::ResultStep));
    QCOMPARE(battle->log().last().result.value(QStringLiteral("fires_at")).toInt(), 1);
    QVERIFY(battle.unit(defender).firefight);
}

void tst_ChargeDialog::oddsBeforeStarting_data()
{
    QTest::addColumn<int>("troopClass");
    QTest::addColumn<QString>("label");
    QTest::addColumn<double>("probability");

    // Line 2d6, NORMAL: free on 8+ (15 of 36); 7 1" fire (6), 6 2" fire (5),
    // 5 4" fire (4), 4 1" FF (3), 3 2" FF (2), 2 4" FF (1). A failure at d
    // fires at min(d, N).
    const double pass = 15.0 / 36;
    QTest::newRow("line: 4\" (a 5 at 4\")")
        << int(TroopClass::Line) << QStringLiteral("4\"") << 4.0 / 36;
    QTest::newRow("line: 4\" FF (a 2 at 4\")")
        << int(TroopClass::Line) << QStringLiteral("4\" FF") << 1.0 / 36;
    QTest::newRow("line: 3\" (passes 4\", a 5 at 3\")")
        << int(TroopClass::Line) << QStringLiteral("3\"") << pass * 4.0 / 36;
    // 1": a 7 at any inch, a 6 or a 5 at 1", or every inch passed.
    double atOne = 0;
    double before = 1;
    for (int distance : { 4, 3, 2, 1 }) {
        atOne += before * (6.0 + (distance == 1 ? 9.0 : 0.0)) / 36;
        before *= pass;
    }
    QTest::newRow("line: 1\" (a 7, or 5-6 at 1\", or close action)")
        << int(TroopClass::Line) << QStringLiteral("1\"") << atOne + before;
    // Elite 2d6+1: the 5 (4" fire) comes from dice of 4: 3 of 36.
    QTest::newRow("elite: 4\"") << int(TroopClass::Elite) << QStringLiteral("4\"") << 3.0 / 36;
}

void tst_ChargeDialog::oddsBeforeStarting()
{
    QFETCH(int, troopClass);
    QFETCH(QString, label);
    QFETCH(double, probability);

    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit = infantry(QStringLiteral("1/42nd Highlanders"), QStringLiteral("Britain"),
                               QStringLiteral("Pack"));
    unit.troopClass = TroopClass(troopClass);
    const qint64 defender = battle.add(unit);
    ChargeDialog dialog(battle.battle.get());
    dialog.setDefender(defender);
    const QList<OddsChart::Bar> &bars = dialog.oddsChart()->bars();
    double total = 0;
    double found = -1;
    for (const OddsChart::Bar &bar : bars) {
        total += bar.probability;
        if (bar.label == label)
            found = bar.probability;
    }
    QCOMPARE(qRound(total * 1e6), 1000000);
    QCOMPARE(qRound(found * 1e6), qRound(probability * 1e6));
    QVERIFY(dialog.oddsText().contains(QStringLiteral("NORMAL")));
}

void tst_ChargeDialog::onlyInfantryDefends()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(infantry(QStringLiteral("1/42nd Highlanders"), QStringLiteral("Britain"),
                        QStringLiteral("Pack")));
    const qint64 guns = battle.add(battery(QStringLiteral("Rogers' battery"),
                                           QStringLiteral("Britain"), QStringLiteral("Picton")));
    // Any unit may be charged; a battery defends by its fire on a charger
    // named, and without one there is nothing to roll.
    ChargeDialog dialog(battle.battle.get());
    QCOMPARE(dialog.defenderChooser()->model()->rowCount(), 2); // the battalion, the battery
    QVERIFY(dialog.defenderChooser()->model()->rowOfUnit(guns) >= 0);
    dialog.setDefender(guns);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(ChargeDialog::ChargeStep));
    QVERIFY(dialog.messageIsError());
}

void tst_ChargeDialog::nothingAppliedUntilTheEnd()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 defender = battle.add(infantry(QStringLiteral("1/42nd Highlanders"),
                                                QStringLiteral("Britain"), QStringLiteral("Pack")));
    ScriptedRandom dice({ 5, 4, 6, 6 });
    auto *dialog = new ChargeDialog(battle.battle.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setRandomSource(&dice);
    dialog->setDefender(defender);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    const int entries = int(battle->log().size());
    pressEnter(dialog);
    pressEnter(dialog);
    QCOMPARE(dialog->rolls(), (QList<int> { 9, 12 }));
    // Back to the odds: the rolls start again from 4".
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(dialog->currentStep(), int(ChargeDialog::ChargeStep));
    dialog->close();
    QCOMPARE(int(battle->log().size()), entries);
}

void tst_ChargeDialog::screenshots()
{
    // The pictures of a charge's four steps, on a dialog that fits the
    // smallest screen the window is made for.
    const QString path = m_dir.filePath(QStringLiteral("sample.adc"));
    std::unique_ptr<Battle> battle = sampleBattle(path);
    QVERIFY(battle);
    const qint64 defender = unitNamed(*battle, QStringLiteral("1/92nd (Gordon Highlanders)"));
    const qint64 charger = unitNamed(*battle, QStringLiteral("6e Lanciers"));
    QVERIFY(defender && charger);
    // Gordons (elite, 2d6+1): 5+4 holds at 4", 4+4 holds at 3", 2+2 (5: 4"
    // fire) fails at 2" and fires there.
    // Then the Gordons' fire at 2", die 6.
    ScriptedRandom dice({ 5, 4, 4, 4, 2, 2, 6 });
    ChargeDialog dialog(battle.get());
    dialog.setRandomSource(&dice);
    dialog.setDefender(defender);
    dialog.setCharger(charger);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));

    // The odds before the first roll: where the defender fires.
    QCOMPARE(pictureOf(&dialog, m_dir.path(), QStringLiteral("charge-odds.png"), smallScreen()),
             QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Defender and odds"));
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("1/92nd (Gordon Highlanders)"), QStringLiteral("6e Lanciers"),
                       QStringLiteral("Class dice of elite troops"),
                       QStringLiteral("Where 1/92nd (Gordon Highlanders) fires: on average at"),
                       QStringLiteral("Roll at 4\"") }),
             QString());

    // Inch by inch: two rolls held, the third to roll.
    pressEnter(&dialog);
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(ChargeDialog::RollsStep));
    QCOMPARE(pictureOf(&dialog, m_dir.path(), QStringLiteral("charge-rolls.png"), smallScreen()),
             QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Inch by inch"));
    QCOMPARE(
        unshown(&dialog,
                { QStringLiteral("roll 10 (2d6+1: 5+4+1 = 10)"),
                  QStringLiteral("roll 9 (2d6+1: 4+4+1 = 9)"), QStringLiteral("holds its fire"),
                  QStringLiteral("to roll"), QStringLiteral("Roll at 2\"") }),
        QString());

    // The result: where the charge stopped and the defender's fire.
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(ChargeDialog::ResultStep));
    QCOMPARE(dialog.outcome()->procedure.charge->outcome->firesAt, 2);
    QVERIFY(dialog.outcome()->answer.contains(QStringLiteral("fire")));
    QCOMPARE(pictureOf(&dialog, m_dir.path(), QStringLiteral("charge-result.png"), smallScreen()),
             QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Result"));
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("1/92nd (Gordon Highlanders) fires at 2\""),
                       QStringLiteral("4 casualty steps on the charger"),
                       QStringLiteral("Fires at 2\""), QStringLiteral("Outcome...") }),
             QString());

    // The outcome chosen: how the charge ended, in the rules' words.
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(ChargeDialog::OutcomeStep));
    dialog.outcomePage()->setOutcome(ChargeOutcome::Repulsed);
    QCOMPARE(pictureOf(&dialog, m_dir.path(), QStringLiteral("charge-outcome.png"), smallScreen()),
             QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Outcome"));
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("How did the charge end?"),
                       QStringLiteral("The charger is repulsed"),
                       ChargeOutcomePage::consequence(ChargeOutcome::Repulsed) }),
             QString());
    auto *repulsed
        = dialog.findChild<QAbstractButton *>(chargeOutcomeName(ChargeOutcome::Repulsed));
    QVERIFY(repulsed && repulsed->isChecked());
    pressEnter(&dialog);
    QVERIFY(battle->unit(charger)->movedThisSegment);
}

ADC_TEST_MAIN(tst_ChargeDialog)
#include "tst_chargedialog.moc"
