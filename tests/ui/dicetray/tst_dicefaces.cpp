// Every die on record as it fell, through the window's dialogs: a discipline
// roll rolled on screen, a fire whose die and boxcars faces the umpire typed,
// a charge rolled on screen; the log keeps each roll's dice, faces and
// whether it was rolled or typed, and the after-action report prints them so.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "db/battle/loggedrolls.h"
#include "db/battle/rolltext.h"
#include "print/pdftext.h"
#include "print/report/afteractionreport.h"
#include "testsuite.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/disciplinedialog.h"
#include "ui/procedures/firedialog.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QPushButton>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;
using namespace Adc::Testing;

namespace {

void enter(QDialog *dialog)
{
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : dialog,
                    Qt::Key_Return);
}

// The report's rolls of one log entry.
QList<AfterActionReport::Roll> rollsOf(const AfterActionReport &report, qint64 logId)
{
    QList<AfterActionReport::Roll> rolls;
    for (const AfterActionReport::Roll &roll : report.rolls()) {
        if (roll.logId == logId)
            rolls.append(roll);
    }
    return rolls;
}

} // namespace

class tst_DiceFaces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();
    void disciplineRolledFireTyped();
    void chargeRolledOnScreen();
};

void tst_DiceFaces::cleanup()
{
    const QList<QWidget *> windows = QApplication::topLevelWidgets();
    for (QWidget *window : windows) {
        if (qobject_cast<QDialog *>(window) && window->testAttribute(Qt::WA_DeleteOnClose))
            window->close();
    }
}

void tst_DiceFaces::disciplineRolledFireTyped()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 firer = battle.add(infantry(QStringLiteral("1/2e Léger"), QStringLiteral("France"),
                                             QStringLiteral("Bachelu")));
    const qint64 target = battle.add(infantry(QStringLiteral("3/1st Royal Scots"),
                                              QStringLiteral("Britain"), QStringLiteral("Pack")));

    // Two discipline rolls of 2d6, each rolled on the window's screen.
    QList<qint64> disciplines;
    for (const QList<int> &faces : { QList<int> { 3, 5 }, QList<int> { 1, 4 } }) {
        ScriptedRandom dice(faces);
        DisciplineDialog dialog(battle.battle.get());
        dialog.setRandomSource(&dice);
        dialog.setUnit(target);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        enter(&dialog);
        QVERIFY(!dialog.diceEntry()->hasTypedFaces());
        enter(&dialog);
        QCOMPARE(dialog.currentStep(), int(DisciplineDialog::ResultStep));
        QCOMPARE(dice.remaining(), 0);
        disciplines.append(battle->log().last().id);
    }

    // A fire whose die (10: boxcars) and boxcars faces the umpire types.
    ScriptedRandom none;
    FireDialog fire(battle.battle.get());
    fire.setRandomSource(&none);
    fire.setFirers({ firer });
    fire.setTarget(target);
    fire.setRange(2);
    fire.show();
    QVERIFY(QTest::qWaitForWindowActive(&fire));
    fire.findChild<QAbstractButton *>(QStringLiteral("oddsButton"))->click();
    QCOMPARE(fire.currentStep(), int(FireDialog::OddsStep));
    typeInto(fire.dieEntry()->facesField(), QStringLiteral("10"));
    enter(&fire);
    QCOMPARE(fire.currentStep(), int(FireDialog::BoxcarsStep));
    typeInto(fire.boxcarsEntries().at(0)->facesField(), QStringLiteral("3 5"));
    enter(&fire);
    QCOMPARE(fire.currentStep(), int(FireDialog::ResultStep));
    QCOMPARE(none.used(), 0);
    const LogEntry fired = battle->log().last();
    QCOMPARE(fired.kind, QStringLiteral("fire"));

    // The log keeps each roll whole: dice, faces, total and origin.
    const QList<LoggedRolls::Roll> logged = LoggedRolls::of(fired);
    QCOMPARE(logged.size(), 2);
    QCOMPARE(logged.at(1).role, QStringLiteral("boxcars"));
    QCOMPARE(logged.at(1).faces, (QList<int> { 3, 5 }));
    QCOMPARE(logged.at(1).origin, LoggedRolls::Origin::Typed);
    const QJsonObject kept
        = fired.result.value(QStringLiteral("dice_rolls")).toArray().at(1).toObject();
    QCOMPARE(kept.value(QStringLiteral("dice")).toString(), QStringLiteral("2d6"));
    QCOMPARE(kept.value(QStringLiteral("origin")).toString(), QStringLiteral("typed"));
    QCOMPARE(RollText::diceText(fired),
             QStringLiteral("fire die 1d10: 10, typed; boxcars penalty 2d6: 3 + 5 = 8, typed"));
    QCOMPARE(RollText::diceText(battle->logEntry(disciplines.first()).value()),
             QStringLiteral("discipline 2d6: 3 + 5 = 8, rolled"));

    // The after-action report shows the faces as they fell.
    const AfterActionReport report = AfterActionReport::fromBattle(*battle.battle);
    const QList<AfterActionReport::Roll> first = rollsOf(report, disciplines.at(0));
    const QList<AfterActionReport::Roll> second = rollsOf(report, disciplines.at(1));
    QCOMPARE(first.size(), 1);
    QCOMPARE(second.size(), 1);
    QCOMPARE(first.first().dice, QStringLiteral("2d6"));
    QCOMPARE(first.first().facesText(), QStringLiteral("3 + 5, rolled"));
    QCOMPARE(second.first().facesText(), QStringLiteral("1 + 4, rolled"));
    const QList<AfterActionReport::Roll> fireRolls = rollsOf(report, fired.id);
    QCOMPARE(fireRolls.size(), 2);
    QCOMPARE(fireRolls.at(0).facesText(), QStringLiteral("10, typed"));
    QCOMPARE(fireRolls.at(1).what, QStringLiteral("boxcars penalty"));
    QCOMPARE(fireRolls.at(1).dice, QStringLiteral("2d6"));
    QCOMPARE(fireRolls.at(1).facesText(), QStringLiteral("3 + 5, typed"));
    QCOMPARE(fireRolls.at(1).total, 8);

    const QString csv = QString::fromUtf8(report.csv());
    QVERIFY2(csv.contains(QStringLiteral("3 + 5, rolled")), qPrintable(csv));
    QVERIFY(csv.contains(QStringLiteral("1 + 4, rolled")));
    QVERIFY(csv.contains(QStringLiteral("3 + 5, typed")));
    QVERIFY(!csv.contains(QStringLiteral("typed 8")));
    QVERIFY(!csv.contains(QStringLiteral("typed 5")));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const Result<int> written = report.writePdf(path, PageBoxes::Paper::A4);
    QVERIFY2(written, qPrintable(written.error()));
    const QString text = pdfText(path);
    QVERIFY2(text.contains(QStringLiteral("3 + 5, rolled")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("3 + 5, typed")));
    QVERIFY(!text.contains(QStringLiteral("typed 8")));
}

void tst_DiceFaces::chargeRolledOnScreen()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 defender = battle.add(infantry(QStringLiteral("1/42nd Highlanders"),
                                                QStringLiteral("Britain"), QStringLiteral("Pack")));
    UnitRecord cuirassiers = infantry(QStringLiteral("8e Cuirassiers"), QStringLiteral("France"),
                                      QStringLiteral("Guiton"), 7);
    cuirassiers.arm = Arm::Cavalry;
    const qint64 charger = battle.add(cuirassiers);
    // 1 + 2 at 4" ends the discipline; then the defender's fire die, 8.
    ScriptedRandom dice({ 1, 2, 8 });
    auto *dialog = new ChargeDialog(battle.battle.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setRandomSource(&dice);
    dialog->setDefender(defender);
    dialog->setCharger(charger);
    dialog->show();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    enter(dialog); // rolls at 4" from the first page
    QCOMPARE(dialog->currentStep(), int(ChargeDialog::ResultStep));
    QCOMPARE(dice.remaining(), 0);
    const LogEntry charge = battle->log().last();
    QCOMPARE(charge.kind, QStringLiteral("charge"));

    const AfterActionReport report = AfterActionReport::fromBattle(*battle.battle);
    const QList<AfterActionReport::Roll> rolls = rollsOf(report, charge.id);
    QCOMPARE(rolls.size(), 2);
    QCOMPARE(rolls.at(0).what, QStringLiteral("charge discipline at 4\""));
    QCOMPARE(rolls.at(0).facesText(), QStringLiteral("1 + 2, rolled"));
    QCOMPARE(rolls.at(1).what, QStringLiteral("defender's fire die"));
    QCOMPARE(rolls.at(1).facesText(), QStringLiteral("8, rolled"));
    // The defender's fire is counted as a fire of its unit.
    const AfterActionReport::BrigadeLine *pack
        = report.brigade(QStringLiteral("Britain"), QStringLiteral("Pack"));
    QVERIFY(pack);
    QCOMPARE(pack->units.first().tally.fires, 1);
    QCOMPARE(pack->units.first().tally.apSpent(), 1);
    QCOMPARE(battle.unit(defender).ap, 7);
    dialog->close();
}

ADC_TEST_MAIN(tst_DiceFaces)
#include "tst_dicefaces.moc"
