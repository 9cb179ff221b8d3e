// The fire dialog driven as the umpire drives it: pooled fire, boxcars,
// ricochet, the discipline roll it leads to, and the pictures of its steps
// (its first step, the setup, in tst_firesetup).

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "testsuite.h"
#include "ui/choosers/unitchooser.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/dicetray/oddschart.h"
#include "ui/procedures/conditionlist.h"
#include "ui/procedures/disciplinedialog.h"
#include "ui/procedures/firedialog.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

namespace {

int fireEntries(const Battle &battle)
{
    int count = 0;
    for (const LogEntry &entry : battle.log())
        count += entry.kind == QLatin1String("fire") ? 1 : 0;
    return count;
}

void checkPooled(FireDialog &dialog, qint64 id)
{
    // As a click in the unit's box.
    UnitChoiceModel *pool = dialog.poolChooser()->model();
    QVERIFY(pool->rowOfUnit(id) >= 0);
    pool->setData(pool->index(pool->rowOfUnit(id)), Qt::Checked, Qt::CheckStateRole);
}

// A French foot battery and three battalions of Kempt's brigade: the
// Camerons its target, the Cornwalls behind them, the Rifles aside.
struct GunsAtKempt
{
    TestBattle battle;
    qint64 guns = 0;
    qint64 target = 0;
    qint64 behind = 0;
    qint64 aside = 0;

    GunsAtKempt()
    {
        if (!battle.isValid())
            return;
        guns = battle.add(battery(QStringLiteral("Foot battery 2/6"), QStringLiteral("France"),
                                  QStringLiteral("Reserve")));
        target = battle.add(infantry(QStringLiteral("1/79th Camerons"), QStringLiteral("Britain"),
                                     QStringLiteral("Kempt")));
        behind = battle.add(infantry(QStringLiteral("1/32nd Cornwall"), QStringLiteral("Britain"),
                                     QStringLiteral("Kempt")));
        aside = battle.add(infantry(QStringLiteral("1/95th Rifles"), QStringLiteral("Britain"),
                                    QStringLiteral("Kempt")));
    }
};

} // namespace

class tst_FireDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void pooledFireOneEntryBothSpend();
    void boxcarsAsksEachFirer_data();
    void boxcarsAsksEachFirer();
    void ricochetAfterBallFire();
    void ballWithNoneNamedHasNoRicochetStep();
    void canisterOffersNoRicochet();
    void disciplineOfferedToATargetThatCanReturnFire_data();
    void disciplineOfferedToATargetThatCanReturnFire();
    void screenshots();

private:
    QTemporaryDir m_dir;
};

void tst_FireDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void tst_FireDialog::cleanup()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (qobject_cast<QDialog *>(window) && window->testAttribute(Qt::WA_DeleteOnClose))
            window->close();
    }
}

void tst_FireDialog::pooledFireOneEntryBothSpend()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    // 12 castings (4 stands) and 9 castings (3 stands) of one brigade: 7 stands.
    const qint64 first = battle.add(infantry(QStringLiteral("1/2e Léger"), QStringLiteral("France"),
                                             QStringLiteral("Bachelu")));
    const qint64 second = battle.add(infantry(
        QStringLiteral("2/2e Léger"), QStringLiteral("France"), QStringLiteral("Bachelu"), 9));
    const qint64 target = battle.add(infantry(QStringLiteral("3/1st Royal Scots"),
                                              QStringLiteral("Britain"), QStringLiteral("Pack")));
    ScriptedRandom dice({ 5 });
    FireDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ first });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QVERIFY(dialog.poolChooser()->isVisible());
    QCOMPARE(dialog.poolChooser()->model()->rowCount(), 1);
    checkPooled(dialog, second);
    dialog.setTarget(target);
    typeInto(dialog.rangeField(), QStringLiteral("3"));
    QCOMPARE(dialog.request().firers(), (QList<qint64> { first, second }));
    nextStep(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::OddsStep));
    // 4 + 3 stands read row 7.
    QCOMPARE(dialog.request().odds().row, QStringLiteral("7"));
    nextStep(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));

    // Die 5, -3 medium, +2 initial volley: 4, column 4-6, row 7: 7 steps.
    QCOMPARE(fireEntries(*battle.battle), 1);
    const LogEntry entry = battle->log().last();
    QCOMPARE(idList(entry.inputs.value(QStringLiteral("firers"))),
             (QList<qint64> { first, second }));
    QCOMPARE(entry.result.value(QStringLiteral("casualty_steps")).toInt(), 7);
    QCOMPARE(battle.unit(first).ap, 7);
    QCOMPARE(battle.unit(second).ap, 7);
    QVERIFY(battle.unit(first).smoke);
    QVERIFY(battle.unit(second).smoke);
    QCOMPARE(battle.unit(target).castings, 10);
    QCOMPARE(battle.unit(target).steps, 1);
    QVERIFY(dialog.resultText().contains(QStringLiteral("average CW")));
    QVERIFY(!dialog.backButton()->isEnabled());

    // One action: one undo takes the whole pooled fire back.
    const ActionOutcome undo = battle->apply(object(R"({"action": "undo"})"));
    QVERIFY(undo.ok());
    QCOMPARE(battle.unit(first).ap, 8);
    QCOMPARE(battle.unit(second).ap, 8);
    QVERIFY(!battle.unit(first).smoke);
    QCOMPARE(battle.unit(target).castings, 12);
    QCOMPARE(battle.unit(target).steps, 0);
}

void tst_FireDialog::boxcarsAsksEachFirer_data()
{
    QTest::addColumn<QString>("firstFaces");
    QTest::addColumn<QString>("secondFaces");
    QTest::addColumn<QList<int>>("script");
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<int>("firstAp");
    QTest::addColumn<int>("secondAp");

    // 8 AP, 1 spent, then the penalty: 2-6 three more, 7-10 two, 11-12 one.
    QTest::newRow("typed 3+4 and 6+6") << QStringLiteral("3 4") << QStringLiteral("66")
                                       << QList<int> { 10 } << QList<int> { 7, 12 } << 5 << 6;
    QTest::newRow("rolled 1+2 and 5+5") << QString() << QString() << QList<int> { 10, 1, 2, 5, 5 }
                                        << QList<int> { 3, 10 } << 4 << 5;
    QTest::newRow("typed first, rolled second 6+5")
        << QStringLiteral("2,2") << QString() << QList<int> { 10, 6, 5 } << QList<int> { 4, 11 }
        << 4 << 6;
}

void tst_FireDialog::boxcarsAsksEachFirer()
{
    QFETCH(QString, firstFaces);
    QFETCH(QString, secondFaces);
    QFETCH(QList<int>, script);
    QFETCH(QList<int>, rolls);
    QFETCH(int, firstAp);
    QFETCH(int, secondAp);

    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 first = battle.add(infantry(QStringLiteral("1/2e Léger"), QStringLiteral("France"),
                                             QStringLiteral("Bachelu")));
    const qint64 second = battle.add(infantry(QStringLiteral("2/2e Léger"),
                                              QStringLiteral("France"), QStringLiteral("Bachelu")));
    const qint64 target = battle.add(infantry(QStringLiteral("3/1st Royal Scots"),
                                              QStringLiteral("Britain"), QStringLiteral("Pack")));
    ScriptedRandom dice(script);
    FireDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ first, second });
    dialog.setTarget(target);
    dialog.setRange(2);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    nextStep(&dialog);
    nextStep(&dialog); // die 10: boxcars
    QCOMPARE(dialog.currentStep(), int(FireDialog::BoxcarsStep));
    QCOMPARE(dialog.boxcarsEntries().size(), 2);
    QCOMPARE(fireEntries(*battle.battle), 0);
    if (!firstFaces.isEmpty())
        typeInto(dialog.boxcarsEntries().at(0)->facesField(), firstFaces);
    if (!secondFaces.isEmpty())
        typeInto(dialog.boxcarsEntries().at(1)->facesField(), secondFaces);
    // Typed faces are taken at once; each Enter rolls one firer's dice.
    const int enters = secondFaces.isEmpty() ? 2 : 1;
    for (int i = 0; i < enters; ++i) {
        QCOMPARE(dialog.currentStep(), int(FireDialog::BoxcarsStep));
        nextStep(&dialog);
    }
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));
    QVERIFY(dice.ok());
    QCOMPARE(dice.remaining(), 0);

    QCOMPARE(fireEntries(*battle.battle), 1);
    const LogEntry entry = battle->log().last();
    QList<int> logged;
    for (const QJsonValue &value : entry.inputs.value(QStringLiteral("boxcars_roll")).toArray())
        logged.append(value.toInt());
    QCOMPARE(logged, rolls);
    QCOMPARE(battle.unit(first).ap, firstAp);
    QCOMPARE(battle.unit(second).ap, secondAp);
    QVERIFY(dialog.resultText().contains(QStringLiteral("boxcars")));
}

void tst_FireDialog::ricochetAfterBallFire()
{
    GunsAtKempt kempt;
    QVERIFY(kempt.battle.isValid());
    TestBattle &battle = kempt.battle;
    const qint64 guns = kempt.guns;
    const qint64 target = kempt.target;
    const qint64 behind = kempt.behind;
    const qint64 aside = kempt.aside;
    ScriptedRandom dice({ 6 });
    FireDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ guns });
    dialog.setTarget(target);
    dialog.setRange(6);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QVERIFY(dialog.shotBox()->isVisible());
    QCOMPARE(dialog.shotBox()->currentText(), QStringLiteral("ball"));
    // Ball: the units in the line of fire beyond the target are named on
    // the first page with the target, the target's brigade offered first.
    UnitChooser *ricochet = dialog.ricochetChooser();
    QVERIFY(ricochet->isVisible());
    QCOMPARE(ricochet->model()->rowCount(), 2);
    QVERIFY(ricochet->checkedUnits().isEmpty());
    Keyboard keys;
    keys.press(Qt::Key_H, Qt::AltModifier); // "Rico&chet on"
    QTRY_COMPARE(QApplication::focusWidget(), ricochet->field());
    keys.type(QStringLiteral("1/3"));
    keys.press(Qt::Key_Return); // ticks 1/32nd Cornwall
    QCOMPARE(ricochet->checkedUnits(), QList<qint64> { behind });
    QCOMPARE(dialog.request().ricochet(), QList<qint64> { behind });
    nextStep(&dialog);
    nextStep(&dialog);
    // After the die, the units named with their distances and dice, before
    // anything is applied.
    QCOMPARE(dialog.currentStep(), int(FireDialog::RicochetStep));
    QCOMPARE(fireEntries(*battle.battle), 0);
    QTreeWidget *list = dialog.ricochetList();
    QCOMPARE(list->topLevelItemCount(), 1);
    QCOMPARE(list->topLevelItem(0)->data(0, Qt::UserRole + 1).toLongLong(), behind);
    typeInto(dialog.ricochetDiceField(), QStringLiteral("8"));
    nextStep(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));

    // One action: 6 tubes at 6" (short, 0), 1 AP (-1), initial fire (+1):
    // die 6 reads 4-6 on the 6-tube row, 3 steps. The ricochet: die 8, the
    // same -1 +1 and ricochet -2: 6, 3 steps. Only the fire spends AP.
    QCOMPARE(fireEntries(*battle.battle), 1);
    const LogEntry entry = battle->log().last();
    QCOMPARE(idList(entry.inputs.value(QStringLiteral("ricochet"))), QList<qint64> { behind });
    QCOMPARE(entry.inputs.value(QStringLiteral("ricochet_dice")).toArray().first().toInt(), 8);
    QCOMPARE(battle.unit(guns).apBall, 7);
    QCOMPARE(battle.unit(guns).apCanister, 4);
    QCOMPARE(battle.unit(target).castings, 11);
    QCOMPARE(battle.unit(behind).castings, 11);
    QCOMPARE(battle.unit(aside).castings, 12);
    QVERIFY(dialog.resultText().contains(QStringLiteral("Ricochet")));
}

void tst_FireDialog::ballWithNoneNamedHasNoRicochetStep()
{
    GunsAtKempt kempt;
    QVERIFY(kempt.battle.isValid());
    TestBattle &battle = kempt.battle;
    const qint64 guns = kempt.guns;
    const qint64 target = kempt.target;
    ScriptedRandom dice({ 6 });
    FireDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ guns });
    dialog.setTarget(target);
    dialog.setRange(6);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QVERIFY(dialog.ricochetChooser()->isVisible());
    // In the list of units beyond the target, none highlighted, Enter ticks
    // none and goes on.
    dialog.ricochetChooser()->field()->setFocus();
    QTest::keyClick(dialog.ricochetChooser()->field(), Qt::Key_Return);
    QVERIFY(QApplication::focusWidget() != dialog.ricochetChooser()->field());
    QVERIFY(dialog.ricochetChooser()->checkedUnits().isEmpty());
    // Enter rolls and applies: no unit named beyond the target, no ricochet.
    pressEnter(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));
    QCOMPARE(fireEntries(*battle.battle), 1);
    QVERIFY(!battle->log().last().inputs.contains(QStringLiteral("ricochet"))
            || battle->log().last().inputs.value(QStringLiteral("ricochet")).toArray().isEmpty());
}

void tst_FireDialog::canisterOffersNoRicochet()
{
    GunsAtKempt kempt;
    QVERIFY(kempt.battle.isValid());
    TestBattle &battle = kempt.battle;
    const qint64 guns = kempt.guns;
    const qint64 target = kempt.target;
    ScriptedRandom dice({ 4 });
    FireDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ guns });
    dialog.setTarget(target);
    dialog.setRange(3);
    dialog.shotBox()->setCurrentIndex(dialog.shotBox()->findText(QStringLiteral("canister")));
    dialog.apBox()->setValue(2);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    // Canister stops at the target: no unit is asked for beyond it.
    QVERIFY(!dialog.ricochetChooser()->isVisible());
    nextStep(&dialog);
    nextStep(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));
    QCOMPARE(battle.unit(guns).apCanister, 2);
    QCOMPARE(battle.unit(guns).apBall, 8);
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("shot")).toString(),
             QStringLiteral("canister"));
}

void tst_FireDialog::disciplineOfferedToATargetThatCanReturnFire_data()
{
    QTest::addColumn<double>("range");
    QTest::addColumn<QString>("targetMorale");
    QTest::addColumn<bool>("offered");

    QTest::newRow("at 3\" it can fire back") << 3.0 << QStringLiteral("steady") << true;
    QTest::newRow("at 5.5\" still in musket range") << 5.5 << QStringLiteral("shaken") << true;
    QTest::newRow("a routed target cannot fire back") << 3.0 << QStringLiteral("routed") << false;
}

void tst_FireDialog::disciplineOfferedToATargetThatCanReturnFire()
{
    QFETCH(double, range);
    QFETCH(QString, targetMorale);
    QFETCH(bool, offered);

    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 firer = battle.add(infantry(QStringLiteral("1/45e Ligne"),
                                             QStringLiteral("France"), QStringLiteral("Bachelu")));
    const qint64 target = battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    const qint64 guns = battle.add(battery(QStringLiteral("Rogers' battery"),
                                           QStringLiteral("Britain"), QStringLiteral("Picton")));
    battle.edit(target, QStringLiteral("morale"), targetMorale);
    ScriptedRandom dice({ 2, 2 });
    auto *dialog = new FireDialog(battle.battle.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setRandomSource(&dice);
    dialog->setFirers({ firer });
    dialog->setTarget(target);
    dialog->setRange(range);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    nextStep(dialog);
    nextStep(dialog);
    QCOMPARE(dialog->currentStep(), int(FireDialog::ResultStep));
    QCOMPARE(dialog->disciplineButton()->isVisible(), offered);
    if (offered) {
        QPointer<FireDialog> fire(dialog);
        QTest::mouseClick(dialog->disciplineButton(), Qt::LeftButton);
        QTRY_VERIFY(!fire);
        auto *discipline = findDialog<DisciplineDialog>();
        QVERIFY(discipline);
        QCOMPARE(discipline->unit(), target);
        QCOMPARE(discipline->trigger(), DisciplineTrigger::TakingFire);
        QCOMPARE(discipline->currentStep(), int(DisciplineDialog::UnitStep));
        discipline->close();
    } else {
        QVERIFY(dialog->resultText().size() > 0);
        dialog->close();
    }

    // A battery is not infantry: no discipline roll is offered for it.
    auto *atGuns = new FireDialog(battle.battle.get());
    atGuns->setAttribute(Qt::WA_DeleteOnClose);
    atGuns->setRandomSource(&dice);
    atGuns->setFirers({ firer });
    atGuns->setTarget(guns);
    atGuns->setRange(3);
    atGuns->show();
    QVERIFY(QTest::qWaitForWindowActive(atGuns));
    nextStep(atGuns);
    nextStep(atGuns);
    QCOMPARE(atGuns->currentStep(), int(FireDialog::ResultStep));
    QVERIFY(!atGuns->disciplineButton()->isVisible());
    atGuns->close();
}

void tst_FireDialog::screenshots()
{
    // The documentation's pictures of the fire's steps, each of a dialog
    // that fits the smallest screen the window is made for.
    const QString path = m_dir.filePath(QStringLiteral("sample.adc"));
    std::unique_ptr<Battle> battle = sampleBattle(path);
    QVERIFY(battle);
    const qint64 firer = unitNamed(*battle, QStringLiteral("2e Léger"));
    const qint64 target = unitNamed(*battle, QStringLiteral("1/42nd (Black Watch)"));
    QVERIFY2(firer && target, "the sample battle's units moved");
    ScriptedRandom dice({ 7 });
    FireDialog dialog(battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ firer });
    dialog.setTarget(target);
    dialog.setRange(3);
    dialog.conditionList()->setChecked(QStringLiteral("target-flank"), true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));

    // The first page: the odds as the range is typed, and what Enter does.
    QCOMPARE(pictureOf(&dialog, m_dir.path(), QStringLiteral("fire-setup.png"), smallScreen()),
             QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Firer and target"));
    QCOMPARE(
        unshown(&dialog,
                { QStringLiteral("2e Léger"), QStringLiteral("1/42nd (Black Watch)"),
                  QStringLiteral("Fire into the target's flank"),
                  QStringLiteral("Odds: 7 steps: 20%, 8 steps: 60%, 9 steps: 20%"),
                  QStringLiteral("expected 8.00 steps"), QStringLiteral("Enter rolls and applies"),
                  QStringLiteral("Odds and die...") }),
        QString());

    // The odds page: every modifier, the chart of the results, the die.
    nextStep(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::OddsStep));
    QCOMPARE(pictureOf(&dialog, m_dir.path(), QStringLiteral("fire-odds.png"), smallScreen()),
             QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Odds and die"));
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("2e Léger fires at 1/42nd (Black Watch), 3\""),
                       QStringLiteral("Range: medium band"), QStringLiteral("Initial volley"),
                       QStringLiteral("Fire into the target's flank"),
                       QStringLiteral("Modifiers in all"), QStringLiteral("+4"),
                       QStringLiteral("Expected 8.00 casualty steps") }),
             QString());
    QCOMPARE(dialog.oddsChart()->bars().size(), 3);
    QVERIFY(dialog.dieEntry()->isVisible());

    // The result: the casualties in words, the die on its bar, and the
    // target's discipline offered.
    nextStep(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));
    QCOMPARE(pictureOf(&dialog, m_dir.path(), QStringLiteral("fire-result.png"), smallScreen()),
             QString());
    QCOMPARE(shownStep(&dialog), QStringLiteral("Result"));
    QCOMPARE(unshown(&dialog,
                     { QStringLiteral("8 casualty steps on 1/42nd (Black Watch)"),
                       QStringLiteral("Die 7 (rolled)"), QStringLiteral("2e Léger spent 1 AP"),
                       QStringLiteral("Fire discipline for 1/42nd (Black Watch)") }),
             QString());
    QVERIFY(dialog.disciplineButton()->isVisible());
}

ADC_TEST_MAIN(tst_FireDialog)
#include "tst_firedialog.moc"
