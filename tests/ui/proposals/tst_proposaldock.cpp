// The Proposals dock on the sample battle: the French propose from their
// players' pages; the dock lists what waits, oldest first, and the status
// bar counts it. Enter rolls and applies a fire as the proposal accepted
// (one key; two with Ctrl+6 from the roster), the keyboard left in the
// dock; Space takes it into the fire dialog filled in from it, the die the
// side typed taken and what the umpire changed noted in the log. Delete
// declines one with a reason, and removes no unit. A charge opens its
// dialog with Enter, a move with Space; a proposal withdrawn while its
// dialog is open is refused there.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "db/battle/loggedrolls.h"
#include "db/battle/proposaldesk.h"
#include "testsuite.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/firedialog.h"
#include "ui/procedures/movedialog.h"
#include "ui/procedures/procedureactions.h"
#include "ui/proposals/declinedialog.h"
#include "ui/proposals/proposalmodel.h"
#include "ui/proposals/proposalview.h"
#include "ui/rosterview/rosterpane.h"
#include "ui/window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QStatusBar>
#include <QTreeView>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_ProposalDock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void listedAndCounted();
    void fireAcceptedWithOneKey();
    void fromTheRosterInTwoKeys();
    void typedDieTaken();
    void umpireChangesNoted();
    void declinedWithAReason();
    void declinedWithATypedReason();
    void withdrawnMeanwhileRefused();
    void chargeInItsDialog();
    void moveInItsDialog();

private:
    // Puts the unit in the French side's sight.
    bool see(qint64 unit);
    // A French proposal, its units named.
    Result<ProposalRecord> propose(QJsonObject action);
    Result<ProposalRecord> proposeFire(double range, std::optional<int> die = std::nullopt);
    QString stateOf(qint64 id) const;
    ProposalView *focusDock();
    QLabel *waitingLabel() const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<ScriptedRandom> m_dice;
    int m_battles = 0;
    qint64 m_firer = 0;
    qint64 m_target = 0;
};

void tst_ProposalDock::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_proposaldock"));
    QSettings().clear();
}

void tst_ProposalDock::init()
{
    const QString path = m_dir.filePath(QStringLiteral("proposals-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(path));
    m_dice = std::make_unique<ScriptedRandom>(QList<int> { 7, 7, 7, 7 });
    m_window->findChild<ProcedureActions *>()->setRandomSource(m_dice.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    Battle *battle = m_window->battle();
    m_firer = unitNamed(*battle, QStringLiteral("61e Ligne"));
    m_target = unitNamed(*battle, QStringLiteral("3/2nd Nassau"));
    QVERIFY(m_firer && m_target);
    QVERIFY(see(m_target));
}

void tst_ProposalDock::cleanup()
{
    m_window.reset();
    m_dice.reset();
}

bool tst_ProposalDock::see(qint64 unit)
{
    return m_window->battle()
        ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                  { QStringLiteral("unit"), unit },
                  { QStringLiteral("field"), QStringLiteral("seen") },
                  { QStringLiteral("value"), true } })
        .ok();
}

Result<ProposalRecord> tst_ProposalDock::propose(QJsonObject action)
{
    return m_window->battle()->proposals().propose(QStringLiteral("French"), action);
}

Result<ProposalRecord> tst_ProposalDock::proposeFire(double range, std::optional<int> die)
{
    QJsonObject action { { QStringLiteral("action"), QStringLiteral("fire") },
                         { QStringLiteral("firers"), QJsonArray { m_firer } },
                         { QStringLiteral("target"), m_target },
                         { QStringLiteral("range"), range } };
    if (die)
        action.insert(QStringLiteral("die"), *die);
    return propose(action);
}

QString tst_ProposalDock::stateOf(qint64 id) const
{
    Battle *battle = m_window->battle();
    const std::optional<ProposalRecord> proposal = battle->proposals().find(id);
    return proposal ? ProposalRecord::stateName(proposal->state(battle->clock())) : QString();
}

ProposalView *tst_ProposalDock::focusDock()
{
    auto *view = m_window->findChild<ProposalView *>();
    if (view)
        view->setFocus(Qt::OtherFocusReason);
    return view;
}

QLabel *tst_ProposalDock::waitingLabel() const
{
    return m_window->findChild<QLabel *>(QStringLiteral("proposalsWaiting"));
}

void tst_ProposalDock::listedAndCounted()
{
    QLabel *waiting = waitingLabel();
    QVERIFY(waiting);
    QVERIFY(waiting->text().isEmpty());
    QVERIFY(!waiting->isVisible());

    const Result<ProposalRecord> first = proposeFire(3, 4);
    QVERIFY2(first.ok(), qPrintable(first.error()));
    const qint64 leger = unitNamed(*m_window->battle(), QStringLiteral("2e Léger"));
    const Result<ProposalRecord> second
        = propose({ { QStringLiteral("action"), QStringLiteral("fire") },
                    { QStringLiteral("firers"), QJsonArray { leger } },
                    { QStringLiteral("target"), m_target },
                    { QStringLiteral("range"), 4 } });
    QVERIFY2(second.ok(), qPrintable(second.error()));

    auto *model = m_window->findChild<ProposalModel *>();
    QVERIFY(model);
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->index(0, ProposalModel::ProposalColumn).data().toString(),
             QStringLiteral("French No. ") + QString::number(first->number));
    QCOMPARE(model->index(0, ProposalModel::ActionColumn).data().toString(),
             QStringLiteral("Fire: 61e Ligne at 3/2nd Nassau, 3\""));
    QCOMPARE(model->index(0, ProposalModel::DiceColumn).data().toString(), QStringLiteral("die 4"));
    QCOMPARE(model->index(1, ProposalModel::ActionColumn).data().toString(),
             QStringLiteral("Fire: 2e Léger at 3/2nd Nassau, 4\""));
    QVERIFY(model->index(1, ProposalModel::DiceColumn).data().toString().isEmpty());
    QVERIFY2(waiting->text().startsWith(QLatin1String("2 proposal")), qPrintable(waiting->text()));
    QVERIFY(waiting->text().contains(QLatin1String("waiting")));
    QVERIFY(waiting->isVisible());
    // The oldest is the one Enter and Delete act on.
    QCOMPARE(focusDock()->chosenProposal(), first->id);

    // Withdrawn by its side, it leaves the list; the count follows.
    QVERIFY(m_window->battle()->proposals().withdraw(QStringLiteral("French"), first->number).ok());
    QCOMPARE(model->rowCount(), 1);
    QVERIFY2(waiting->text().startsWith(QLatin1String("1 proposal")), qPrintable(waiting->text()));
    QCOMPARE(focusDock()->chosenProposal(), second->id);
}

void tst_ProposalDock::fireAcceptedWithOneKey()
{
    const Result<ProposalRecord> proposal = proposeFire(3);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    ProposalView *view = focusDock();
    QVERIFY(view);
    QTRY_COMPARE(QApplication::focusWidget(), view);

    Keyboard keys;
    keys.press(Qt::Key_Return); // rolls and applies
    QVERIFY2(!findDialog<FireDialog>(), "Enter opened the fire dialog");
    QCOMPARE(stateOf(proposal->id), QStringLiteral("applied"));
    qInfo("accepting a fire: %d keys", keys.inputs);
    QCOMPARE(keys.inputs, 1);
    QCOMPARE(QApplication::focusWidget(), view);
    // What was done, in words, under the list and in the status bar.
    auto *done = m_window->findChild<QLabel *>(QStringLiteral("proposalDone"));
    QVERIFY(done);
    QVERIFY2(done->text().contains(QLatin1String("accepted")), qPrintable(done->text()));
    QVERIFY2(done->text().contains(QLatin1String("3/2nd Nassau")), qPrintable(done->text()));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QLatin1String("accepted")));

    // The fire, logged as the proposal accepted; the die rolled on screen
    // where the side typed none changes nothing of its, and is logged rolled.
    const LogEntry fire = m_window->battle()->log().last();
    QCOMPARE(fire.kind, QStringLiteral("fire"));
    QCOMPARE(fire.result.value(QStringLiteral("proposal")).toInteger(), proposal->id);
    QCOMPARE(fire.inputs.value(QStringLiteral("range")).toDouble(), 3.0);
    QCOMPARE(fire.inputs.value(QStringLiteral("die")).toInt(), 7);
    const QJsonObject proposed = fire.result.value(QStringLiteral("proposed")).toObject();
    QCOMPARE(proposed.value(QStringLiteral("changed")).toArray(), QJsonArray());
    QCOMPARE(LoggedRolls::of(fire).first().origin, LoggedRolls::Origin::Rolled);
    QCOMPARE(stateOf(proposal->id), QStringLiteral("applied"));
    QVERIFY(m_window->battle()->unit(m_target)->firedUponThisSegment);
    // The list and the count are empty again.
    QCOMPARE(m_window->findChild<ProposalModel *>()->rowCount(), 0);
    QVERIFY(waitingLabel()->text().isEmpty());
}

void tst_ProposalDock::fromTheRosterInTwoKeys()
{
    const Result<ProposalRecord> proposal = proposeFire(3);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    m_window->roster()->view()->setFocus();
    Keyboard keys;
    keys.press(Qt::Key_6, Qt::ControlModifier); // the Proposals dock
    QTRY_COMPARE(QApplication::focusWidget(), m_window->findChild<ProposalView *>());
    keys.press(Qt::Key_Return);
    QVERIFY(!findDialog<FireDialog>());
    qInfo("accepting a fire from the roster: %d keys", keys.inputs);
    QCOMPARE(keys.inputs, 2);
    QCOMPARE(stateOf(proposal->id), QStringLiteral("applied"));
}

void tst_ProposalDock::typedDieTaken()
{
    const Result<ProposalRecord> proposal = proposeFire(3, 4);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    QVERIFY(focusDock());
    Keyboard keys;
    keys.press(Qt::Key_Space); // the fire dialog, filled in from the proposal
    auto *dialog = findDialog<FireDialog>();
    QVERIFY2(dialog, "Space did not open the fire dialog");
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    // The odds page, the side's die typed in: Enter applies it.
    QCOMPARE(dialog->currentStep(), int(FireDialog::OddsStep));
    QCOMPARE(QApplication::focusWidget(), dialog->dieEntry()->facesField());
    QCOMPARE(dialog->dieEntry()->facesField()->text(), QStringLiteral("4"));
    keys.press(Qt::Key_Return);
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    QCOMPARE(keys.inputs, 2);
    QCOMPARE(m_dice->used(), 0);
    const LogEntry fire = m_window->battle()->log().last();
    QCOMPARE(fire.result.value(QStringLiteral("proposal")).toInteger(), proposal->id);
    QCOMPARE(fire.inputs.value(QStringLiteral("die")).toInt(), 4);
    const QJsonObject proposed = fire.result.value(QStringLiteral("proposed")).toObject();
    QCOMPARE(proposed.value(QStringLiteral("typed")).toArray(),
             QJsonArray { QStringLiteral("die") });
    QVERIFY(proposed.value(QStringLiteral("changed")).toArray().isEmpty());
    QCOMPARE(LoggedRolls::of(fire).first().origin, LoggedRolls::Origin::Proposed);
}

void tst_ProposalDock::umpireChangesNoted()
{
    const Result<ProposalRecord> proposal = proposeFire(3);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    QVERIFY(focusDock());
    Keyboard keys;
    keys.press(Qt::Key_Space); // the fire dialog, filled in from the proposal
    auto *dialog = findDialog<FireDialog>();
    QVERIFY2(dialog, "Space did not open the fire dialog");
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    QCOMPARE(dialog->proposal(), std::optional<qint64>(proposal->id));
    QCOMPARE(dialog->request().firers(), QList<qint64> { m_firer });
    QCOMPARE(dialog->request().target(), m_target);
    QCOMPARE(dialog->request().range(), 3.0);
    QVERIFY(dialog->windowTitle().contains(QLatin1String("French No.")));
    // The umpire measured 4".
    typeInto(dialog->rangeField(), QStringLiteral("4"));
    QCOMPARE(dialog->request().range(), 4.0);
    QTest::keyClick(dialog->rangeField(), Qt::Key_Return);
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    const LogEntry fire = m_window->battle()->log().last();
    QCOMPARE(fire.result.value(QStringLiteral("proposal")).toInteger(), proposal->id);
    QCOMPARE(fire.inputs.value(QStringLiteral("range")).toDouble(), 4.0);
    const QJsonArray changed = fire.result.value(QStringLiteral("proposed"))
                                   .toObject()
                                   .value(QStringLiteral("changed"))
                                   .toArray();
    QCOMPARE(changed, QJsonArray { QStringLiteral("range") });
    QCOMPARE(LoggedRolls::of(fire).first().origin, LoggedRolls::Origin::Rolled);
}

void tst_ProposalDock::declinedWithAReason()
{
    const Result<ProposalRecord> proposal = proposeFire(3);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    Battle *battle = m_window->battle();
    const int units = int(battle->units().size());
    // A unit is selected in the roster: the window's Delete would remove it.
    QVERIFY(!m_window->roster()->selectedUnitIds().isEmpty());
    ProposalView *view = focusDock();
    QTRY_COMPARE(QApplication::focusWidget(), view);

    Keyboard keys;
    keys.press(Qt::Key_Delete);
    auto *dialog = findDialog<DeclineDialog>();
    QVERIFY2(dialog, "Delete did not ask why");
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    QCOMPARE(QApplication::focusWidget(), dialog->reasonList());
    QCOMPARE(dialog->reasonList()->count(), 4);
    keys.press(Qt::Key_Down); // no line of sight
    keys.press(Qt::Key_Return);
    QCOMPARE(keys.inputs, 3);

    QCOMPARE(stateOf(proposal->id), QStringLiteral("declined"));
    QCOMPARE(battle->proposals().find(proposal->id)->reason, QStringLiteral("no line of sight"));
    QCOMPARE(battle->log().last().kind, QStringLiteral("decline"));
    QCOMPARE(int(battle->units().size()), units);
    QCOMPARE(m_window->findChild<ProposalModel *>()->rowCount(), 0);
}

void tst_ProposalDock::declinedWithATypedReason()
{
    const Result<ProposalRecord> proposal = proposeFire(3);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    QVERIFY(focusDock());
    Keyboard keys;
    keys.press(Qt::Key_Delete);
    auto *dialog = findDialog<DeclineDialog>();
    QVERIFY(dialog);
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    keys.press(Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), dialog->typedField());
    keys.type(QStringLiteral("behind the farm"));
    QCOMPARE(dialog->reason(), QStringLiteral("behind the farm"));
    keys.press(Qt::Key_Return);
    QCOMPARE(stateOf(proposal->id), QStringLiteral("declined"));
    QCOMPARE(m_window->battle()->proposals().find(proposal->id)->reason,
             QStringLiteral("behind the farm"));
}

void tst_ProposalDock::withdrawnMeanwhileRefused()
{
    const Result<ProposalRecord> proposal = proposeFire(3);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    QVERIFY(focusDock());
    Keyboard keys;
    keys.press(Qt::Key_Space); // the fire dialog, filled in from the proposal
    auto *dialog = findDialog<FireDialog>();
    QVERIFY2(dialog, "Space did not open the fire dialog");
    QTRY_COMPARE(QApplication::activeWindow(), dialog);
    const qint64 entries = m_window->battle()->log().last().id;
    // Its side thinks better of it while the umpire looks.
    QVERIFY(
        m_window->battle()->proposals().withdraw(QStringLiteral("French"), proposal->number).ok());
    keys.press(Qt::Key_Return);
    QVERIFY(!dialog->isApplied());
    QVERIFY(dialog->messageIsError());
    QVERIFY2(dialog->message().contains(QLatin1String("withdrawn")), qPrintable(dialog->message()));
    QCOMPARE(m_window->battle()->log().last().id, entries);
    QCOMPARE(stateOf(proposal->id), QStringLiteral("withdrawn"));
}

void tst_ProposalDock::chargeInItsDialog()
{
    Battle *battle = m_window->battle();
    const qint64 defender = unitNamed(*battle, QStringLiteral("1/92nd (Gordon Highlanders)"));
    const qint64 charger = unitNamed(*battle, QStringLiteral("6e Lanciers"));
    QVERIFY(defender && charger);
    QVERIFY(see(defender));
    const Result<ProposalRecord> proposal
        = propose({ { QStringLiteral("action"), QStringLiteral("charge") },
                    { QStringLiteral("charger"), charger },
                    { QStringLiteral("defender"), defender } });
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    QCOMPARE(m_window->findChild<ProposalModel *>()
                 ->index(0, ProposalModel::ActionColumn)
                 .data()
                 .toString(),
             QStringLiteral("Charge: 6e Lanciers on 1/92nd (Gordon Highlanders)"));
    // The Gordons hold at 4" and 3", fail at 2" and fire there (die 6).
    m_dice = std::make_unique<ScriptedRandom>(QList<int> { 5, 4, 4, 4, 2, 2, 6 });
    m_window->findChild<ProcedureActions *>()->setRandomSource(m_dice.get());
    QVERIFY(focusDock());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    auto *dialog = findDialog<ChargeDialog>();
    QVERIFY2(dialog, "Enter did not open the charge dialog");
    QCOMPARE(dialog->defender(), defender);
    QCOMPARE(dialog->charger(), charger);
    for (int i = 0; i < 8 && !dialog->isApplied(); ++i)
        dialog->next();
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    const LogEntry charge = battle->log().last();
    QCOMPARE(charge.kind, QStringLiteral("charge"));
    QCOMPARE(charge.result.value(QStringLiteral("proposal")).toInteger(), proposal->id);
    QCOMPARE(stateOf(proposal->id), QStringLiteral("applied"));
}

void tst_ProposalDock::moveInItsDialog()
{
    const Result<ProposalRecord> proposal
        = propose({ { QStringLiteral("action"), QStringLiteral("move") },
                    { QStringLiteral("unit"), m_firer },
                    { QStringLiteral("to"), QStringLiteral("woods") },
                    { QStringLiteral("road"), true } });
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    QVERIFY(focusDock());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    auto *dialog = findDialog<MoveDialog>();
    QVERIFY2(dialog, "Space did not open the move dialog");
    QCOMPARE(dialog->unit(), m_firer);
    QCOMPARE(dialog->terrainBox()->currentData().toString(), QStringLiteral("woods"));
    QVERIFY(dialog->roadBox()->isChecked());
    dialog->next();
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    const LogEntry move = m_window->battle()->log().last();
    QCOMPARE(move.kind, QStringLiteral("move"));
    QCOMPARE(move.result.value(QStringLiteral("proposal")).toInteger(), proposal->id);
    // Applied as proposed: nothing changed.
    QVERIFY(move.result.value(QStringLiteral("proposed"))
                .toObject()
                .value(QStringLiteral("changed"))
                .toArray()
                .isEmpty());
    QCOMPARE(m_window->battle()->unit(m_firer)->terrain, Terrain::Woods);
}

ADC_TEST_MAIN(tst_ProposalDock)
#include "tst_proposaldock.moc"
