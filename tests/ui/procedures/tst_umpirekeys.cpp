// The umpire's keys in the guided dialogs: Alt+F reaches the firer's field
// from any page of a fire; a result page gives way to the next command key
// (F after a fire opens the next fire); on boxcars each Enter rolls one
// firer's dice, the others shown waiting to be typed; a charge's fire die is
// typed like any die; the charge's first page names a battery or cavalry
// defender as such; the end of turn's result names every unit the turn
// changed. The keys of a fire, a charge and a move are counted and printed.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/movedialog.h"
#include "ui/procedures/procedureactions.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"

#include <QJsonArray>
#include <QLineEdit>
#include <QPointer>
#include <QTreeView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

class tst_UmpireKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void firerFieldFromAnyPage();
    void boxcarsOneFirerAnEnter();
    void chargeFireDieTyped();
    void batteryAndCavalryDefendersAsSuch();
    void endTurnNamesEveryUnitChanged();
    void resultGivesWayToTheNextCommand();

private:
    QTemporaryDir m_dir;
};

void tst_UmpireKeys::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_umpirekeys"));
}

void tst_UmpireKeys::cleanup()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (qobject_cast<QDialog *>(window) && window->testAttribute(Qt::WA_DeleteOnClose))
            window->close();
    }
}

void tst_UmpireKeys::firerFieldFromAnyPage()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 firer = battle.add(infantry(QStringLiteral("1/2e Léger"), QStringLiteral("France"),
                                             QStringLiteral("Bachelu")));
    const qint64 target = battle.add(infantry(QStringLiteral("3/1st Royal Scots"),
                                              QStringLiteral("Britain"), QStringLiteral("Pack")));
    FireDialog dialog(battle.battle.get());
    dialog.setFirers({ firer });
    dialog.setTarget(target);
    dialog.setRange(3);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // From the first page's target field: one key.
    dialog.targetChooser()->setFocus();
    Keyboard keys;
    keys.press(Qt::Key_F, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), dialog.firerChooser()->field());
    // From the odds and die page: the same key, back on the first page.
    nextStep(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::OddsStep));
    QCOMPARE(QApplication::focusWidget(), dialog.dieEntry()->facesField());
    keys.press(Qt::Key_F, Qt::AltModifier);
    QCOMPARE(dialog.currentStep(), int(FireDialog::SetupStep));
    QCOMPARE(QApplication::focusWidget(), dialog.firerChooser()->field());
    QCOMPARE(keys.inputs, 2);
    QVERIFY(!dialog.isApplied());
}

void tst_UmpireKeys::boxcarsOneFirerAnEnter()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 first = battle.add(infantry(QStringLiteral("1/2e Léger"), QStringLiteral("France"),
                                             QStringLiteral("Bachelu")));
    const qint64 second = battle.add(infantry(QStringLiteral("2/2e Léger"),
                                              QStringLiteral("France"), QStringLiteral("Bachelu")));
    const qint64 target = battle.add(infantry(QStringLiteral("3/1st Royal Scots"),
                                              QStringLiteral("Britain"), QStringLiteral("Pack")));
    // The die 10 (boxcars), then the first firer's 2d6; the second's are typed.
    ScriptedRandom dice({ 10, 1, 2, 5, 5 });
    FireDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ first, second });
    dialog.setTarget(target);
    dialog.setRange(2);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    nextStep(&dialog);
    nextStep(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::BoxcarsStep));
    const QList<DicesEntry *> entries = dialog.boxcarsEntries();
    QCOMPARE(entries.size(), 2);
    QCOMPARE(QApplication::focusWidget(), entries.at(0)->facesField());

    // Enter rolls the first firer's dice only, shows them, and waits for the
    // second's, its field given the keyboard.
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::BoxcarsStep));
    QCOMPARE(dice.used(), 3);
    QVERIFY(entries.at(0)->shownRoll());
    QCOMPARE(entries.at(0)->shownRoll()->total(), 3);
    QVERIFY(!entries.at(1)->shownRoll());
    QCOMPARE(QApplication::focusWidget(), entries.at(1)->facesField());
    QTest::keyClicks(entries.at(1)->facesField(), QStringLiteral("66"));
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));
    QCOMPARE(dice.used(), 3);

    const LogEntry entry = battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("fire"));
    QList<int> logged;
    for (const QJsonValue &value : entry.inputs.value(QStringLiteral("boxcars_roll")).toArray())
        logged.append(value.toInt());
    QCOMPARE(logged, (QList<int> { 3, 12 }));
}

void tst_UmpireKeys::chargeFireDieTyped()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 defender = battle.add(infantry(QStringLiteral("1/42nd Highlanders"),
                                                QStringLiteral("Britain"), QStringLiteral("Pack")));
    UnitRecord cuirassiers = infantry(QStringLiteral("8e Cuirassiers"), QStringLiteral("France"),
                                      QStringLiteral("Guiton"), 7);
    cuirassiers.arm = Arm::Cavalry;
    const qint64 charger = battle.add(cuirassiers);
    // The class dice rolled (5: fails at 4"); the fire die is typed.
    ScriptedRandom dice({ 4, 1 });
    ChargeDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.setDefender(defender);
    dialog.setCharger(charger);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // The dice at the table: the rolls page, nothing rolled yet.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_T, Qt::AltModifier);
    QTRY_COMPARE(dialog.currentStep(), int(ChargeDialog::RollsStep));
    QVERIFY(dialog.fireDieEntry()->isVisible());
    typeInto(dialog.fireDieEntry()->facesField(), QStringLiteral("3"));
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(ChargeDialog::ResultStep));
    QVERIFY(dice.ok());
    QCOMPARE(dice.remaining(), 0);
    const LogEntry entry = battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("charge"));
    QCOMPARE(entry.inputs.value(QStringLiteral("fire_die")).toInt(), 3);
}

void tst_UmpireKeys::batteryAndCavalryDefendersAsSuch()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 guns = battle.add(battery(QStringLiteral("Rogers' foot battery"),
                                           QStringLiteral("Britain"), QStringLiteral("Picton")));
    UnitRecord hussars = infantry(QStringLiteral("10th Hussars"), QStringLiteral("Britain"),
                                  QStringLiteral("Vivian"), 6);
    hussars.arm = Arm::Cavalry;
    const qint64 horse = battle.add(hussars);
    const qint64 charger = battle.add(infantry(
        QStringLiteral("1/45e Ligne"), QStringLiteral("France"), QStringLiteral("Bachelu")));

    ChargeDialog dialog(battle.battle.get());
    dialog.setDefender(guns);
    dialog.setCharger(charger);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QString odds = dialog.oddsText();
    QVERIFY2(odds.contains(QStringLiteral("artillery")), qPrintable(odds));
    QVERIFY2(odds.contains(QStringLiteral("does not roll")), qPrintable(odds));
    QVERIFY2(!odds.contains(QStringLiteral("Class dice")), qPrintable(odds));
    // Its fire die typed on this page, where the charge is applied.
    QVERIFY(dialog.fireDieEntry()->isVisible());
    typeInto(dialog.fireDieEntry()->facesField(), QStringLiteral("7"));
    pressEnter(&dialog);
    QVERIFY2(dialog.isApplied(), qPrintable(dialog.message()));
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("fire_die")).toInt(), 7);
    dialog.close();

    ChargeDialog cavalry(battle.battle.get());
    cavalry.setDefender(horse);
    cavalry.setCharger(charger);
    odds = cavalry.oddsText();
    QVERIFY2(odds.contains(QStringLiteral("cavalry")), qPrintable(odds));
    QVERIFY2(odds.contains(QStringLiteral("does not roll")), qPrintable(odds));
    QVERIFY2(!odds.contains(QStringLiteral("Class dice")), qPrintable(odds));
    QVERIFY(!cavalry.fireDieEntry()->isVisibleTo(&cavalry));
}

void tst_UmpireKeys::endTurnNamesEveryUnitChanged()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 shaken = battle.add(infantry(QStringLiteral("1/45e Ligne"),
                                              QStringLiteral("France"), QStringLiteral("Bachelu")));
    const qint64 back = battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    UnitRecord firing = infantry(QStringLiteral("1/79th Camerons"), QStringLiteral("Britain"),
                                 QStringLiteral("Kempt"));
    const qint64 smoking = battle.add(firing);
    // Fired upon (nothing to recover), and back in contact after two turns
    // away: changed by the turn, with nothing for the sweep's report. In
    // smoke, and fired: the sweep reports that it stays so.
    const auto edit = [&](qint64 unit, const char *field, const QJsonValue &value) {
        return battle
            ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                      { QStringLiteral("unit"), unit },
                      { QStringLiteral("field"), QString::fromLatin1(field) },
                      { QStringLiteral("value"), value } })
            .ok();
    };
    QVERIFY(edit(shaken, "fired_upon_this_segment", true));
    QVERIFY(edit(back, "replenishment_turns", 2));
    QVERIFY(edit(smoking, "smoke", true));
    QVERIFY(edit(smoking, "fired_this_segment", true));

    EndTurnDialog dialog(battle.battle.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    for (int i = 0; i < 4 && !dialog.isApplied(); ++i)
        pressEnter(&dialog);
    QVERIFY2(dialog.isApplied(), qPrintable(dialog.message()));
    const LogEntry entry = battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("end-turn"));
    QList<qint64> changed;
    // The rows the entry changed: each unit's before and after.
    for (const QJsonValue &row : entry.changes) {
        const QJsonObject change = row.toObject();
        if (change.value(QStringLiteral("table")) == QStringLiteral("units"))
            changed.append(change.value(QStringLiteral("after"))
                               .toObject()
                               .value(QStringLiteral("id"))
                               .toInteger());
    }
    QVERIFY(changed.contains(shaken));
    QVERIFY(changed.contains(back));
    const QString result = dialog.resultText();
    for (const qint64 id : std::as_const(changed))
        QVERIFY2(result.contains(battle.unit(id).name),
                 qPrintable(battle.unit(id).name + QStringLiteral(" missing from: ") + result));
}

void tst_UmpireKeys::resultGivesWayToTheNextCommand()
{
    // Fire, charge and move from the roster, each result page left by the
    // next command key; the keys of each are counted from its command key.
    const QString path = m_dir.filePath(QStringLiteral("turn.adc"));
    QVERIFY(writeSampleBattle(path));
    MainWindow window;
    QVERIFY(window.openBattle(path));
    Battle *battle = window.battle();
    const qint64 firer = unitNamed(*battle, QStringLiteral("61e Ligne"));
    const qint64 target = unitNamed(*battle, QStringLiteral("3/2nd Nassau"));
    const qint64 gordons = unitNamed(*battle, QStringLiteral("1/92nd (Gordon Highlanders)"));
    QVERIFY(firer && target && gordons);
    // The fire's die; the Gordons' class dice 2+2 (fails at 4"), their fire die.
    ScriptedRandom dice({ 7, 2, 2, 6 });
    window.findChild<ProcedureActions *>()->setRandomSource(&dice);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.roster()->selectUnit(firer);
    window.roster()->view()->setFocus();

    Keyboard fire;
    fire.press(Qt::Key_F);
    QPointer<FireDialog> fireDialog = findDialog<FireDialog>();
    QVERIFY(fireDialog);
    QTRY_COMPARE(QApplication::activeWindow(), fireDialog.data());
    // The keyboard starts on the firer, the one selected: Enter keeps it and
    // goes to the target, past the units that may pool.
    QCOMPARE(fireDialog->request().firers(), QList<qint64> { firer });
    QCOMPARE(QApplication::focusWidget(), fireDialog->firerChooser()->field());
    fire.press(Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), fireDialog->targetChooser()->field());
    fire.type(QStringLiteral("3"));
    fire.press(Qt::Key_Tab);
    fire.type(QStringLiteral("3"));
    fire.press(Qt::Key_Return);
    QVERIFY2(fireDialog->isApplied(), qPrintable(fireDialog->message()));
    QVERIFY(fireDialog->isClosing());

    // F on the result: this fire closes, the next opens, no Escape between.
    Keyboard next;
    next.press(Qt::Key_F);
    QTRY_VERIFY(!fireDialog);
    auto *again = findDialog<FireDialog>();
    QVERIFY2(again, "F on a fire's result did not open the next fire");
    QTRY_COMPARE(QApplication::activeWindow(), again);
    QCOMPARE(again->request().firers(), QList<qint64> { firer });
    QTest::keyClick(again, Qt::Key_Escape);
    QTRY_VERIFY(!findDialog<FireDialog>());
    // The offscreen platform gives the window back no activation of its own.
    window.activateWindow();
    qInfo("a fire from the roster: %d keys, the next command key closing its result", fire.inputs);

    window.roster()->selectUnit(gordons);
    window.roster()->view()->setFocus();
    QTRY_COMPARE(QApplication::activeWindow(), &window);
    Keyboard charge;
    charge.press(Qt::Key_C);
    QPointer<ChargeDialog> chargeDialog = findDialog<ChargeDialog>();
    QVERIFY(chargeDialog);
    QTRY_COMPARE(QApplication::activeWindow(), chargeDialog.data());
    // The keyboard starts on the defender, the one selected: Tab keeps it.
    QCOMPARE(chargeDialog->defender(), gordons);
    QCOMPARE(QApplication::focusWidget(), chargeDialog->defenderChooser()->field());
    charge.press(Qt::Key_Tab);
    charge.type(QStringLiteral("6e L")); // 6e Lanciers
    QVERIFY(chargeDialog->charger() != 0);
    for (int i = 0; i < 4 && !chargeDialog->isApplied(); ++i)
        charge.press(Qt::Key_Return);
    QVERIFY2(chargeDialog->isApplied(), qPrintable(chargeDialog->message()));
    charge.press(Qt::Key_Return); // how it ended
    QCOMPARE(chargeDialog->currentStep(), int(ChargeDialog::OutcomeStep));
    charge.press(Qt::Key_2); // repulsed, and recorded: the digit is the last key
    QTRY_VERIFY(chargeDialog->isClosing());
    QCOMPARE(window.battle()->log().last().kind, QStringLiteral("charge-outcome"));
    qInfo("a charge from the roster: %d keys, the next command key closing its result",
          charge.inputs);

    Keyboard move;
    move.press(Qt::Key_M); // closes the charge, opens the move
    QTRY_VERIFY(!chargeDialog);
    QPointer<MoveDialog> moveDialog = findDialog<MoveDialog>();
    QVERIFY2(moveDialog, "M on a charge's result did not open the move");
    QTRY_COMPARE(QApplication::activeWindow(), moveDialog.data());
    QCOMPARE(moveDialog->unit(), gordons);
    move.press(Qt::Key_Return);
    QVERIFY2(moveDialog->isApplied(), qPrintable(moveDialog->message()));
    QVERIFY(moveDialog->isClosing());
    qInfo("a move from the roster: %d keys, the next command key closing its result", move.inputs);
    QCOMPARE(fire.inputs, 6);
}

ADC_TEST_MAIN(tst_UmpireKeys)
#include "tst_umpirekeys.moc"
