// The fire dialog's first steps driven as the umpire drives them: derived
// conditions overridden, the AP limit, refusals that keep it on the setup,
// the way back, and odds that are the results the battle gives.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "core/orders/order.h"
#include "testsuite.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/dicetray/oddschart.h"
#include "ui/procedures/conditionlist.h"
#include "ui/procedures/firedialog.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

namespace {

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

} // namespace

class tst_FireSetup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();
    void overridingDerivedCondition_data();
    void overridingDerivedCondition();
    void apLimitedInSmoke();
    void refusedFireStaysOnSetup_data();
    void refusedFireStaysOnSetup();
    void backKeepsTheSetup();
    void oddsMatchTheBattle();
};

void tst_FireSetup::cleanup()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (qobject_cast<QDialog *>(window) && window->testAttribute(Qt::WA_DeleteOnClose))
            window->close();
    }
}

void tst_FireSetup::overridingDerivedCondition_data()
{
    QTest::addColumn<QStringList>("uncheck");
    QTest::addColumn<QStringList>("check");
    QTest::addColumn<QStringList>("logged");
    QTest::addColumn<int>("modifiedRoll");

    // Target in smoke, in a medium-cover wood; musket at 2" (short, 0);
    // initial volley +2; die 6. Derived: 6 + 2 - 2 (smoke) - 5 (medium) = 1.
    QTest::newRow("as derived") << QStringList() << QStringList()
                                << QStringList { QStringLiteral("initial-volley"),
                                                 QStringLiteral("target-in-smoke"),
                                                 QStringLiteral("cover-medium") }
                                << 1;
    QTest::newRow("smoke unchecked")
        << QStringList { QStringLiteral("target-in-smoke") } << QStringList()
        << QStringList { QStringLiteral("initial-volley"), QStringLiteral("cover-medium") } << 3;
    // On a hill: a unit in woods or a BUA "cannot be outflanked" (no box).
    QTest::newRow("flank checked")
        << QStringList() << QStringList { QStringLiteral("target-flank") }
        << QStringList { QStringLiteral("initial-volley"), QStringLiteral("target-in-smoke"),
                         QStringLiteral("cover-medium"), QStringLiteral("target-flank") }
        << 6;
    QTest::newRow("heavy cover in place of medium")
        << QStringList() << QStringList { QStringLiteral("cover-heavy") }
        << QStringList { QStringLiteral("initial-volley"), QStringLiteral("target-in-smoke"),
                         QStringLiteral("cover-heavy") }
        << -2;
}

void tst_FireSetup::overridingDerivedCondition()
{
    QFETCH(QStringList, uncheck);
    QFETCH(QStringList, check);
    QFETCH(QStringList, logged);
    QFETCH(int, modifiedRoll);

    TestBattle battle;
    QVERIFY(battle.isValid());
    const ActionOutcome wood = battle->apply(object(
        R"({"action": "add-feature", "name": "Bois de Bossu", "kind": "hill", "cover": "medium"})"));
    QVERIFY2(wood.ok(),
             qPrintable(wood.error() + answerOf(wood).value(QStringLiteral("reason")).toString()));
    const qint64 firer = battle.add(infantry(QStringLiteral("1/45e Ligne"),
                                             QStringLiteral("France"), QStringLiteral("Bachelu")));
    UnitRecord inWood = infantry(QStringLiteral("1/95th Rifles"), QStringLiteral("Britain"),
                                 QStringLiteral("Kempt"));
    inWood.smoke = true;
    const qint64 target = battle.add(inWood);
    battle.edit(target, QStringLiteral("feature"), QStringLiteral("Bois de Bossu"));

    FireDialog dialog(battle.battle.get());
    dialog.setFirers({ firer });
    dialog.setTarget(target);
    dialog.setRange(2);
    ConditionList *conditions = dialog.conditionList();
    QVERIFY(conditions->isDerived(QStringLiteral("target-in-smoke")));
    QVERIFY(conditions->isDerived(QStringLiteral("cover-medium")));
    QVERIFY(conditions->isChecked(QStringLiteral("cover-medium")));
    QVERIFY(!conditions->isChecked(QStringLiteral("target-flank")));
    for (const QString &id : uncheck)
        conditions->setChecked(id, false);
    for (const QString &id : check)
        conditions->setChecked(id, true);
    // Heavy cover takes the place of the derived medium cover on screen too.
    QStringList shown = conditions->checked();
    QStringList wanted = logged;
    shown.sort();
    wanted.sort();
    QCOMPARE(shown, wanted);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    nextStep(&dialog);
    typeInto(dialog.dieEntry()->facesField(), QStringLiteral("6"));
    nextStep(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));

    const LogEntry entry = battle->log().last();
    QCOMPARE(entry.kind, QStringLiteral("fire"));
    QCOMPARE(strings(entry.inputs.value(QStringLiteral("without"))), uncheck);
    QCOMPARE(strings(entry.inputs.value(QStringLiteral("conditions"))), check);
    QStringList applied = strings(entry.result.value(QStringLiteral("conditions")));
    QStringList expected = logged;
    applied.sort();
    expected.sort();
    QCOMPARE(applied, expected);
    QCOMPARE(entry.result.value(QStringLiteral("modified_roll")).toInt(), modifiedRoll);
}

void tst_FireSetup::apLimitedInSmoke()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord smoky = infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                                QStringLiteral("Bachelu"));
    smoky.smoke = true;
    const qint64 firer = battle.add(smoky);
    const qint64 clear = battle.add(infantry(QStringLiteral("2/45e Ligne"),
                                             QStringLiteral("France"), QStringLiteral("Bachelu")));
    const qint64 target = battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    FireDialog dialog(battle.battle.get());
    dialog.setFirers({ firer });
    dialog.setTarget(target);
    dialog.setRange(3);
    QCOMPARE(dialog.apBox()->maximum(), 1);
    QVERIFY(dialog.conditionList()->isChecked(QStringLiteral("firer-in-smoke")));
    // Overriding the smoke lifts the limit to the small-arms 2.
    dialog.conditionList()->setChecked(QStringLiteral("firer-in-smoke"), false);
    QCOMPARE(dialog.apBox()->maximum(), 2);
    dialog.setFirers({ clear });
    dialog.setTarget(target);
    QCOMPARE(dialog.apBox()->maximum(), 2);
}

void tst_FireSetup::refusedFireStaysOnSetup_data()
{
    QTest::addColumn<double>("range");
    QTest::addColumn<QString>("morale");
    QTest::addColumn<QString>("reason");

    QTest::newRow("beyond musket extreme")
        << 7.0 << QStringLiteral("steady") << QStringLiteral("out of range");
    QTest::newRow("routed firer") << 3.0 << QStringLiteral("routed") << QStringLiteral("routed");
    QTest::newRow("no range") << 0.0 << QStringLiteral("steady") << QStringLiteral("range");
}

void tst_FireSetup::refusedFireStaysOnSetup()
{
    QFETCH(double, range);
    QFETCH(QString, morale);
    QFETCH(QString, reason);

    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 firer = battle.add(infantry(QStringLiteral("1/45e Ligne"),
                                             QStringLiteral("France"), QStringLiteral("Bachelu")));
    const qint64 target = battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    battle.edit(firer, QStringLiteral("morale"), morale);
    const int before = int(battle->log().size());
    FireDialog dialog(battle.battle.get());
    dialog.setFirers({ firer });
    dialog.setTarget(target);
    dialog.setRange(range);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    nextStep(&dialog);
    QCOMPARE(dialog.currentStep(), int(FireDialog::SetupStep));
    QVERIFY(dialog.messageIsError());
    // The reason shows once, under the setup; the message line points to it.
    const QString summary = dialog.findChild<QLabel *>(QStringLiteral("setupSummary"))->text();
    QVERIFY2(summary.contains(reason), qPrintable(summary));
    QVERIFY2(!dialog.message().contains(reason), qPrintable(dialog.message()));
    QCOMPARE(int(battle->log().size()), before);
}

void tst_FireSetup::backKeepsTheSetup()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 firer = battle.add(infantry(QStringLiteral("1/45e Ligne"),
                                             QStringLiteral("France"), QStringLiteral("Bachelu")));
    battle.add(
        infantry(QStringLiteral("1/28th"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    const qint64 target = battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    ScriptedRandom dice({ 3 });
    FireDialog dialog(battle.battle.get());
    dialog.setRandomSource(&dice);
    dialog.setFirers({ firer });
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    Keyboard keys;
    keys.press(Qt::Key_Down);
    keys.press(Qt::Key_Tab);
    keys.type(QStringLiteral("4.5"));
    keys.press(Qt::Key_I, Qt::AltModifier); // Odds and die..., clicked animated
    QTRY_COMPARE(dialog.currentStep(), int(FireDialog::OddsStep));
    QVERIFY(dialog.backButton()->isEnabled());
    keys.press(Qt::Key_B, Qt::AltModifier); // the Back button's mnemonic clicks it animated
    QTRY_COMPARE(dialog.currentStep(), int(FireDialog::SetupStep));
    QCOMPARE(dialog.request().target(), target);
    QCOMPARE(dialog.rangeField()->text(), QStringLiteral("4.5"));
    keys.press(Qt::Key_I, Qt::AltModifier);
    QTRY_COMPARE(dialog.currentStep(), int(FireDialog::OddsStep));
    keys.press(Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(dialog.currentStep(), int(FireDialog::SetupStep));
    keys.press(Qt::Key_Return); // rolls and applies
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("range")).toDouble(), 4.5);
    QVERIFY(!dialog.backButton()->isEnabled());
    QSignalSpy steps(&dialog, &ProcedureDialog::stepChanged);
    keys.press(Qt::Key_B, Qt::AltModifier);
    // A mnemonic clicks its button animated, pressed at once and released
    // later: no button pressed, no click on its way.
    for (const QAbstractButton *button : dialog.findChildren<QAbstractButton *>())
        QVERIFY2(!button->isDown(), qPrintable(button->text()));
    keys.press(Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(steps.count(), 0);
    QCOMPARE(dialog.currentStep(), int(FireDialog::ResultStep));
}

void tst_FireSetup::oddsMatchTheBattle()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 firer = battle.add(infantry(QStringLiteral("1/45e Ligne"),
                                             QStringLiteral("France"), QStringLiteral("Bachelu")));
    const qint64 target = battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    FireDialog dialog(battle.battle.get());
    dialog.setFirers({ firer });
    dialog.setTarget(target);
    dialog.setRange(3);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    nextStep(&dialog);
    // 4 stands, medium -3, initial volley +2: the ten faces read 0..9,
    // columns 0 (no roll below 0 here: die 1 reads 0), 1, 2, 3, 4-6 (x3),
    // 7-9 (x3): steps 2, 3, 3, 4, 4, 4, 4, 5, 5, 5; plus die 10 reads 9: 5.
    const QList<OddsChart::Bar> &bars = dialog.oddsChart()->bars();
    double total = 0;
    for (const OddsChart::Bar &bar : bars)
        total += bar.probability;
    QCOMPARE(qRound(total * 1000), 1000);
    const FireOdds odds = dialog.request().odds();
    QCOMPARE(bars.size(), odds.odds.size());
    // Each face of the d10 applied to the battle, and taken back: the bars
    // shown are the results the battle gives.
    QMap<QString, double> applied;
    double expected = 0;
    for (int face = 1; face <= 10; ++face) {
        FireOrder order = dialog.request().order();
        order.die = face;
        order.boxcarsRolls = { 7 };
        const ActionOutcome outcome = battle->apply(Order(order));
        QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
        const int steps = answerOf(outcome).value(QStringLiteral("casualty_steps")).toInt();
        applied[QString::number(steps)] += 0.1;
        expected += steps / 10.0;
        QVERIFY(battle->apply({ { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
    }
    QCOMPARE(bars.size(), applied.size());
    for (const OddsChart::Bar &bar : bars) {
        QVERIFY2(applied.contains(bar.label), qPrintable(bar.label));
        QCOMPARE(qRound(bar.probability * 1000), qRound(applied.value(bar.label) * 1000));
    }
    QCOMPARE(qRound(odds.expected * 1000), qRound(expected * 1000));
    QVERIFY(dialog.oddsText().contains(QStringLiteral("Initial volley")));
    QVERIFY(dialog.oddsText().contains(QStringLiteral("medium")));
}

ADC_TEST_MAIN(tst_FireSetup)
#include "tst_firesetup.moc"
