// A whole turn played through the window on the sample battle: in the first
// segment a fire from the fire dialog, the target's discipline roll that
// follows it, a charge through to its outcome, a move, and the end of the segment
// with its boxes filled from the log; in the second a fire and the end of
// the turn. After each step the units are checked against the rules.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "core/discipline/firedisciplinechart.h"
#include "testsuite.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/chargeoutcomepage.h"
#include "ui/procedures/disciplinedialog.h"
#include "ui/procedures/endsegmentdialog.h"
#include "ui/procedures/endturndialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/procedureactions.h"
#include "ui/procedures/segmentsweeptable.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"

#include <QAbstractButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

namespace {

// Three steps make a permanent loss (seed 002, Casualties): the steps a unit
// has taken in all, castings lost counted as three each.
int stepsTaken(const UnitRecord &before, const UnitRecord &after)
{
    return (before.castings - after.castings) * 3 + after.steps - before.steps;
}

} // namespace

class tst_WholeTurn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aTurnThroughTheWindow();

private:
    void fire(qint64 firer, qint64 target, double range);
    void discipline();
    void charge(qint64 charger, qint64 defender);
    void endSegment(qint64 firer, qint64 target);
    void endTurn(qint64 firer, qint64 target);

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    ProcedureActions *m_procedures = nullptr;
    ScriptedRandom m_dice;
};

void tst_WholeTurn::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_wholeturn"));
}

// The fire dialog from the roster: F, the target, the range, Enter.
void tst_WholeTurn::fire(qint64 firer, qint64 target, double range)
{
    Battle *battle = m_window->battle();
    const UnitRecord firerBefore = *battle->unit(firer);
    const UnitRecord targetBefore = *battle->unit(target);
    m_window->roster()->selectUnit(firer);
    FireDialog *dialog = m_procedures->openFire();
    QVERIFY(dialog);
    dialog->setTarget(target);
    dialog->setRange(range);
    dialog->next();
    QCOMPARE(dialog->currentStep(), int(FireDialog::ResultStep));
    const QJsonObject answer = battle->log().last().result;
    // Against the rules: the target took the chart's steps; the firer spent
    // 1 AP, is in smoke and has fired this segment.
    const UnitRecord hit = *battle->unit(target);
    QCOMPARE(stepsTaken(targetBefore, hit), answer.value(QStringLiteral("casualty_steps")).toInt());
    QVERIFY(hit.firedUponThisSegment);
    const UnitRecord fired = *battle->unit(firer);
    QCOMPARE(fired.ap, firerBefore.ap - 1);
    QVERIFY(fired.smoke && fired.firedThisSegment);
}

// The target's discipline roll, from the fire's result page.
void tst_WholeTurn::discipline()
{
    auto *fire = qobject_cast<FireDialog *>(m_procedures->openDialog());
    QVERIFY(fire);
    DisciplineDialog *dialog = fire->openDiscipline();
    QVERIFY(dialog);
    for (int i = 0; i < 4 && !dialog->isApplied(); ++i)
        dialog->next();
    QVERIFY(dialog->isApplied());
    const LogEntry entry = m_window->battle()->log().last();
    QCOMPARE(entry.kind, QStringLiteral("discipline"));
    // The fire discipline chart's row for the roll the battle logged, on the
    // column the unit's state gives.
    const int roll = entry.inputs.value(QStringLiteral("roll")).toInt();
    const std::optional<DisciplineSituation> situation
        = disciplineSituationFromName(entry.result.value(QStringLiteral("situation")).toString());
    QVERIFY(situation);
    QCOMPARE(entry.result.value(QStringLiteral("row")).toString(),
             FireDisciplineChart::standard().lookup(roll, *situation).row);
    dialog->close();
}

// A charge through to its outcome: a firefight for both units.
void tst_WholeTurn::charge(qint64 charger, qint64 defender)
{
    Battle *battle = m_window->battle();
    const UnitRecord chargerBefore = *battle->unit(charger);
    m_window->roster()->selectUnit(defender);
    ChargeDialog *dialog = m_procedures->openCharge();
    QVERIFY(dialog);
    dialog->setCharger(charger);
    QCOMPARE(dialog->charger(), charger);
    for (int i = 0; i < 6 && dialog->currentStep() != ChargeDialog::ResultStep; ++i)
        dialog->next();
    QCOMPARE(dialog->currentStep(), int(ChargeDialog::ResultStep));
    const QJsonObject answer = battle->log().last().result;
    // The defender fired at the distance it failed, as a fire: the charger
    // took its steps.
    const QJsonObject fire = answer.value(QStringLiteral("fire")).toObject();
    QVERIFY(!fire.isEmpty());
    QCOMPARE(stepsTaken(chargerBefore, *battle->unit(charger)),
             fire.value(QStringLiteral("casualty_steps")).toInt());
    dialog->next();
    QCOMPARE(dialog->currentStep(), int(ChargeDialog::OutcomeStep));
    dialog->outcomePage()->findChild<QRadioButton *>(QStringLiteral("firefight"))->click();
    dialog->next();
    QCOMPARE(battle->log().last().kind, QStringLiteral("charge-outcome"));
    // "The firefight result on the charge table is for both, or all, units."
    QVERIFY(battle->unit(charger)->firefight);
    QVERIFY(battle->unit(defender)->firefight);
    dialog->close();
}

// The end of the segment, its boxes filled from the log.
void tst_WholeTurn::endSegment(qint64 firer, qint64 target)
{
    Battle *battle = m_window->battle();
    const Clock before = battle->clock();
    EndSegmentDialog *dialog = m_procedures->openEndSegment();
    QVERIFY(dialog);
    // The firer fired at the target 3" away: each had an enemy within 12".
    QVERIFY(dialog->sweepTable()->enemyWithin12().contains(firer));
    QVERIFY(dialog->sweepTable()->enemyWithin12().contains(target));
    const UnitRecord firerBefore = *battle->unit(firer);
    dialog->next();
    QVERIFY(dialog->isApplied());
    // Smoke stays on a unit that fired; the flags of the segment are cleared.
    const UnitRecord after = *battle->unit(firer);
    QCOMPARE(after.smoke, firerBefore.smoke);
    QVERIFY(!after.firedThisSegment && !after.firedUponThisSegment);
    QCOMPARE(battle->clock().segment, before.segment + 1);
    dialog->close();
}

// The end of the turn: the units in contact this turn are not replenished.
void tst_WholeTurn::endTurn(qint64 firer, qint64 target)
{
    Battle *battle = m_window->battle();
    const Clock before = battle->clock();
    EndTurnDialog *dialog = m_procedures->openEndTurn();
    QVERIFY(dialog);
    QVERIFY(!dialog->outOfContact().contains(firer));
    for (int i = 0; i < 4 && !dialog->isApplied(); ++i)
        dialog->next();
    QVERIFY(dialog->isApplied());
    QCOMPARE(battle->unit(firer)->replenishmentTurns, 0);
    QCOMPARE(battle->unit(target)->replenishmentTurns, 0);
    QCOMPARE(battle->clock().turn, before.turn + 1);
    QCOMPARE(battle->clock().segment, 1);
    dialog->close();
}

void tst_WholeTurn::aTurnThroughTheWindow()
{
    const QString path = m_dir.filePath(QStringLiteral("turn.adc"));
    QVERIFY(writeSampleBattle(path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(path));
    m_procedures = m_window->findChild<ProcedureActions *>();
    // Every die of the turn: fires 6, discipline and charge totals from 3s.
    m_dice.append(QList<int>(40, 3));
    m_procedures->setRandomSource(&m_dice);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    Battle *battle = m_window->battle();
    const qint64 ligne = unitNamed(*battle, QStringLiteral("61e Ligne"));
    const qint64 leger = unitNamed(*battle, QStringLiteral("2e Léger"));
    const qint64 nassau = unitNamed(*battle, QStringLiteral("2/2nd Nassau"));
    const qint64 jagers = unitNamed(*battle, QStringLiteral("27th Jagers"));

    fire(ligne, nassau, 3);
    discipline();
    charge(leger, jagers);
    // A move, as the move action logs it (the window's M key is not part of
    // this test): the unit has moved and is out of smoke.
    const qint64 gloucesters = unitNamed(*battle, QStringLiteral("1/28th (North Gloucestershire)"));
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), gloucesters },
                          { QStringLiteral("field"), QStringLiteral("smoke") },
                          { QStringLiteral("value"), true } })
                .ok());
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("move") },
                          { QStringLiteral("unit"), gloucesters } })
                .ok());
    QVERIFY(battle->unit(gloucesters)->movedThisSegment);
    QVERIFY(!battle->unit(gloucesters)->smoke);
    endSegment(ligne, nassau);
    QVERIFY(!battle->unit(gloucesters)->movedThisSegment);
    fire(nassau, ligne, 4);
    endTurn(ligne, nassau);
    QVERIFY2(m_dice.ok(), qPrintable(m_dice.error()));
    m_window.reset();
}

ADC_TEST_MAIN(tst_WholeTurn)
#include "tst_wholeturn.moc"
