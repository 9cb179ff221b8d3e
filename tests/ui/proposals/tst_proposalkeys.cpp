// The Proposals dock at the keyboard, on the sample battle: Enter accepts
// the highlighted proposal (not the oldest here) at once and the next is
// highlighted for the next Enter, the keyboard left in the dock; three
// fires and moves take three Enters, each die logged as its side gave it or
// as rolled; a charge opens its dialog and goes through its steps with
// Enter alone; a fire opened with Space whose range the umpire changes
// keeps the die its side typed; Delete then Enter declines with the reason
// used last.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "db/battle/loggedrolls.h"
#include "db/battle/proposaldesk.h"
#include "testsuite.h"
#include "ui/choosers/unitchoicemodel.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/procedureactions.h"
#include "ui/proposals/declinedialog.h"
#include "ui/proposals/proposalmodel.h"
#include "ui/proposals/proposalview.h"
#include "ui/window/mainwindow.h"

#include <QItemSelectionModel>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPointer>
#include <QSettings>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_ProposalKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void enterTakesAndHighlightsTheNext();
    void threeAcceptedWithThreeEnters();
    void chargeStepsWithEnter();
    void ballFireRicochetBySpace();
    void rangeChangedKeepsTheSidesDie();
    void declinedAgainInTwoKeys();

private:
    bool see(qint64 unit);
    Result<ProposalRecord> proposeFire(qint64 firer, double range,
                                       std::optional<int> die = std::nullopt);
    QString stateOf(qint64 id) const;
    ProposalView *focusDock();
    // The proposal highlighted (selected) in the dock, 0 when none is.
    qint64 highlighted() const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<ScriptedRandom> m_dice;
    int m_battles = 0;
    qint64 m_firer = 0;
    qint64 m_other = 0;
    qint64 m_target = 0;
};

void tst_ProposalKeys::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_proposalkeys"));
    QSettings().clear();
}

void tst_ProposalKeys::init()
{
    const QString path = m_dir.filePath(QStringLiteral("keys-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(path));
    m_dice = std::make_unique<ScriptedRandom>(QList<int> { 7, 7, 7, 7 });
    m_window->findChild<ProcedureActions *>()->setRandomSource(m_dice.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    Battle *battle = m_window->battle();
    m_firer = unitNamed(*battle, QStringLiteral("61e Ligne"));
    m_other = unitNamed(*battle, QStringLiteral("2e Léger"));
    m_target = unitNamed(*battle, QStringLiteral("3/2nd Nassau"));
    QVERIFY(m_firer && m_other && m_target);
    QVERIFY(see(m_target));
}

void tst_ProposalKeys::cleanup()
{
    m_window.reset();
    m_dice.reset();
}

bool tst_ProposalKeys::see(qint64 unit)
{
    return m_window->battle()
        ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                  { QStringLiteral("unit"), unit },
                  { QStringLiteral("field"), QStringLiteral("seen") },
                  { QStringLiteral("value"), true } })
        .ok();
}

Result<ProposalRecord> tst_ProposalKeys::proposeFire(qint64 firer, double range,
                                                     std::optional<int> die)
{
    QJsonObject action { { QStringLiteral("action"), QStringLiteral("fire") },
                         { QStringLiteral("firers"), QJsonArray { firer } },
                         { QStringLiteral("target"), m_target },
                         { QStringLiteral("range"), range } };
    if (die)
        action.insert(QStringLiteral("die"), *die);
    return m_window->battle()->proposals().propose(QStringLiteral("French"), action);
}

QString tst_ProposalKeys::stateOf(qint64 id) const
{
    Battle *battle = m_window->battle();
    const std::optional<ProposalRecord> proposal = battle->proposals().find(id);
    return proposal ? ProposalRecord::stateName(proposal->state(battle->clock())) : QString();
}

ProposalView *tst_ProposalKeys::focusDock()
{
    auto *view = m_window->findChild<ProposalView *>();
    if (view)
        view->setFocus(Qt::OtherFocusReason);
    return view;
}

qint64 tst_ProposalKeys::highlighted() const
{
    auto *view = m_window->findChild<ProposalView *>();
    const QModelIndexList rows = view->selectionModel()->selectedRows();
    return rows.size() == 1 ? rows.first().data(ProposalModel::ProposalIdRole).toLongLong() : 0;
}

void tst_ProposalKeys::enterTakesAndHighlightsTheNext()
{
    const Result<ProposalRecord> before
        = proposeFire(unitNamed(*m_window->battle(), QStringLiteral("72e Ligne")), 5);
    const Result<ProposalRecord> first = proposeFire(m_firer, 3);
    const Result<ProposalRecord> second = proposeFire(m_other, 4);
    QVERIFY2(before.ok() && first.ok() && second.ok(),
             qPrintable(before.error() + first.error() + second.error()));
    ProposalView *view = focusDock();
    QTRY_COMPARE(QApplication::focusWidget(), view);
    QCOMPARE(highlighted(), before->id);

    Keyboard keys;
    keys.press(Qt::Key_Down); // the umpire takes the second first
    QCOMPARE(highlighted(), first->id);
    keys.press(Qt::Key_Return); // applied at once
    QVERIFY2(!findDialog<FireDialog>(), "Enter opened the fire dialog");
    QCOMPARE(stateOf(first->id), QStringLiteral("applied"));
    QCOMPARE(stateOf(before->id), QStringLiteral("waiting"));
    QCOMPARE(QApplication::focusWidget(), view);
    // The next proposal is highlighted (not the oldest): Enter takes it.
    QCOMPARE(highlighted(), second->id);
    keys.press(Qt::Key_Return);
    QCOMPARE(stateOf(second->id), QStringLiteral("applied"));
    QCOMPARE(m_window->battle()->log().last().result.value(QStringLiteral("proposal")).toInteger(),
             second->id);
    QCOMPARE(keys.inputs, 3);
}

void tst_ProposalKeys::threeAcceptedWithThreeEnters()
{
    Battle *battle = m_window->battle();
    const qint64 mover = unitNamed(*battle, QStringLiteral("72e Ligne"));
    QVERIFY(mover);
    const Result<ProposalRecord> typed = proposeFire(m_firer, 3, 4);
    const Result<ProposalRecord> left = proposeFire(m_other, 4);
    const Result<ProposalRecord> move
        = battle->proposals().propose(QStringLiteral("French"),
                                      { { QStringLiteral("action"), QStringLiteral("move") },
                                        { QStringLiteral("unit"), mover },
                                        { QStringLiteral("to"), QStringLiteral("woods") } });
    QVERIFY2(typed.ok() && left.ok() && move.ok(),
             qPrintable(typed.error() + left.error() + move.error()));
    const Terrain was = battle->unit(mover)->terrain;
    QVERIFY(was != Terrain::Woods);
    ProposalView *view = focusDock();
    QTRY_COMPARE(QApplication::focusWidget(), view);

    Keyboard keys;
    const QList<qint64> order { typed->id, left->id, move->id };
    for (int i = 0; i < order.size(); ++i) {
        QCOMPARE(highlighted(), order.at(i));
        keys.press(Qt::Key_Return);
        QVERIFY2(!findDialog<ProcedureDialog>(), "Enter opened a dialog");
        QCOMPARE(stateOf(order.at(i)), QStringLiteral("applied"));
        QCOMPARE(battle->log().last().result.value(QStringLiteral("proposal")).toInteger(),
                 order.at(i));
        QCOMPARE(QApplication::focusWidget(), view);
    }
    qInfo("accepting two fires and a move: %d keys", keys.inputs);
    QCOMPARE(keys.inputs, 3);
    const QList<LogEntry> log = battle->log();
    const LogEntry &fire = log.at(log.size() - 3);
    const LogEntry &rolled = log.at(log.size() - 2);
    QCOMPARE(fire.inputs.value(QStringLiteral("die")).toInt(), 4);
    QCOMPARE(LoggedRolls::of(fire).first().origin, LoggedRolls::Origin::Proposed);
    QCOMPARE(rolled.inputs.value(QStringLiteral("die")).toInt(), 7);
    QCOMPARE(LoggedRolls::of(rolled).first().origin, LoggedRolls::Origin::Rolled);
    QCOMPARE(m_dice->used(), 1);
    QCOMPARE(battle->unit(mover)->terrain, Terrain::Woods);

    // Ctrl+Z takes the move back, as any action.
    keys.press(Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(battle->unit(mover)->terrain, was);
}

void tst_ProposalKeys::chargeStepsWithEnter()
{
    Battle *battle = m_window->battle();
    const qint64 defender = unitNamed(*battle, QStringLiteral("1/92nd (Gordon Highlanders)"));
    const qint64 charger = unitNamed(*battle, QStringLiteral("6e Lanciers"));
    QVERIFY(defender && charger);
    QVERIFY(see(defender));
    const Result<ProposalRecord> proposal
        = battle->proposals().propose(QStringLiteral("French"),
                                      { { QStringLiteral("action"), QStringLiteral("charge") },
                                        { QStringLiteral("charger"), charger },
                                        { QStringLiteral("defender"), defender } });
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    // The Gordons hold at 4" and 3", fail at 2" and fire there (die 6).
    m_dice = std::make_unique<ScriptedRandom>(QList<int> { 5, 4, 4, 4, 2, 2, 6 });
    m_window->findChild<ProcedureActions *>()->setRandomSource(m_dice.get());
    QTRY_COMPARE(QApplication::focusWidget(), focusDock());
    Keyboard keys;
    keys.press(Qt::Key_Return);
    auto *dialog = findDialog<ChargeDialog>();
    QVERIFY2(dialog, "Enter did not open the charge dialog");
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    // The units are as proposed: it opens on its rolls, a roll an Enter;
    // three rolls and the charge is applied.
    QCOMPARE(dialog->currentStep(), int(ChargeDialog::RollsStep));
    for (int i = 0; i < 6 && !dialog->isApplied(); ++i)
        keys.press(Qt::Key_Return);
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    QCOMPARE(dialog->currentStep(), int(ChargeDialog::ResultStep));
    QCOMPARE(keys.inputs, 4);
    QCOMPARE(stateOf(proposal->id), QStringLiteral("applied"));
    QVERIFY(m_dice->ok());
    QCOMPARE(m_dice->remaining(), 0);
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("fire_die")).toInt(), 6);
    // The result page takes the digit of how it ended ("2": repulsed): it
    // is recorded, the dialog closes and the list has the keyboard again.
    QPointer<ChargeDialog> open(dialog);
    keys.press(Qt::Key_2);
    QCOMPARE(battle->log().last().kind, QStringLiteral("charge-outcome"));
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("outcome")).toString(),
             QStringLiteral("repulsed"));
    QTRY_VERIFY(!open || !open->isVisible());
    auto *said = m_window->findChild<QLabel *>(QStringLiteral("proposalDone"));
    QVERIFY(said);
    QVERIFY2(said->text().contains(QLatin1String("accepted")), qPrintable(said->text()));
    qInfo("accepting a charge and its end: %d keys", keys.inputs);
    QCOMPARE(keys.inputs, 5);
}

void tst_ProposalKeys::ballFireRicochetBySpace()
{
    Battle *battle = m_window->battle();
    const qint64 guns = unitNamed(*battle, QStringLiteral("Bachelu's foot battery"));
    QVERIFY(guns);
    // As proposed, guns firing ball name no unit beyond the target: Enter
    // accepts the fire at once, with no ricochet.
    const Result<ProposalRecord> plain = proposeFire(guns, 10);
    QVERIFY2(plain.ok(), qPrintable(plain.error()));
    QTRY_COMPARE(QApplication::focusWidget(), focusDock());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(stateOf(plain->id), QStringLiteral("applied"));
    QCOMPARE(battle->log().last().kind, QStringLiteral("fire"));
    QVERIFY(findDialog<FireDialog>() == nullptr);

    // Space opens the next in its dialog, where the umpire names the unit
    // behind the target; after the die, its dice, and Enter applies both.
    const Result<ProposalRecord> proposal = proposeFire(guns, 10);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    const qint64 entries = battle->log().last().id;
    QTRY_COMPARE(QApplication::focusWidget(), focusDock());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    auto *dialog = findDialog<FireDialog>();
    QVERIFY2(dialog, "Space did not open the fire dialog");
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    QCOMPARE(dialog->proposal(), std::optional<qint64>(proposal->id));
    UnitChooser *beyond = dialog->ricochetChooser();
    QVERIFY(beyond->isVisible());
    QVERIFY(beyond->model()->rowCount() > 0);
    const qint64 behind = beyond->model()->choices().first().unitId;
    beyond->field()->setFocus();
    QTest::keyClick(beyond->field(), Qt::Key_Down);
    QTest::keyClick(beyond->field(), Qt::Key_Return);
    QCOMPARE(beyond->checkedUnits(), QList<qint64> { behind });
    dialog->rangeField()->setFocus();
    QTest::keyClick(dialog->rangeField(), Qt::Key_Return);
    QCOMPARE(dialog->currentStep(), int(FireDialog::RicochetStep));
    QCOMPARE(battle->log().last().id, entries);
    QPointer<FireDialog> open(dialog);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(stateOf(proposal->id), QStringLiteral("applied"));
    const LogEntry fire = battle->log().last();
    QCOMPARE(fire.kind, QStringLiteral("fire"));
    QCOMPARE(idList(fire.inputs.value(QStringLiteral("ricochet"))), QList<qint64> { behind });
    QVERIFY(open && open->isApplied());
}

void tst_ProposalKeys::rangeChangedKeepsTheSidesDie()
{
    const Result<ProposalRecord> proposal = proposeFire(m_firer, 3, 4);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    QTRY_COMPARE(QApplication::focusWidget(), focusDock());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    auto *dialog = findDialog<FireDialog>();
    QVERIFY2(dialog, "Space did not open the fire dialog");
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    QCOMPARE(dialog->currentStep(), int(FireDialog::OddsStep));
    // Back to the range: the umpire measured 4".
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(dialog->currentStep(), int(FireDialog::SetupStep));
    typeInto(dialog->rangeField(), QStringLiteral("4"));
    QTest::keyClick(dialog->rangeField(), Qt::Key_Return);
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    QCOMPARE(m_dice->used(), 0);
    const LogEntry fire = m_window->battle()->log().last();
    QCOMPARE(fire.inputs.value(QStringLiteral("range")).toDouble(), 4.0);
    QCOMPARE(fire.inputs.value(QStringLiteral("die")).toInt(), 4);
}

void tst_ProposalKeys::declinedAgainInTwoKeys()
{
    const Result<ProposalRecord> first = proposeFire(m_firer, 3);
    const Result<ProposalRecord> second = proposeFire(m_other, 4);
    QVERIFY2(first.ok() && second.ok(), qPrintable(first.error() + second.error()));
    QTRY_COMPARE(QApplication::focusWidget(), focusDock());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Delete);
    auto *dialog = findDialog<DeclineDialog>();
    QVERIFY(dialog);
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down); // no line of sight
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(stateOf(first->id), QStringLiteral("declined"));
    QTRY_VERIFY(!findDialog<DeclineDialog>());
    m_window->activateWindow();

    QTRY_COMPARE(QApplication::focusWidget(), m_window->findChild<ProposalView *>());
    Keyboard keys;
    keys.press(Qt::Key_Delete);
    dialog = findDialog<DeclineDialog>();
    QVERIFY(dialog);
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    keys.press(Qt::Key_Return);
    QCOMPARE(keys.inputs, 2);
    QCOMPARE(stateOf(second->id), QStringLiteral("declined"));
    QCOMPARE(m_window->battle()->proposals().find(second->id)->reason,
             QStringLiteral("no line of sight"));
}

ADC_TEST_MAIN(tst_ProposalKeys)
#include "tst_proposalkeys.moc"
