// A charge proposed with the defender's class dice thrown at the table, on
// the sample battle: the dock's Dice column reads them at their inches;
// Enter opens the charge dialog filled in from it, Enter starts the rolls
// and each Enter takes the side's next roll (its faces typed in where the
// side gave them, else its total), so the charge is applied with the
// side's dice, the log's inputs hold them and "proposed.typed" lists
// them. Faces the umpire types over the side's replace them, and the log
// says he changed them.

#include "ui/proceduretesting.h"

#include "core/dice/scriptedrandom.h"
#include "db/battle/loggedrolls.h"
#include "db/battle/proposaldesk.h"
#include "db/battle/rolltext.h"
#include "testsuite.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/chargedialog.h"
#include "ui/procedures/procedureactions.h"
#include "ui/proposals/proposalmodel.h"
#include "ui/proposals/proposalview.h"
#include "ui/window/mainwindow.h"

#include <QJsonArray>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QtTest>

using namespace Adc;
using namespace Adc::Testing;

class tst_ProposalCharge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void typedFacesTaken();
    void typedTotalsTaken();
    void umpireFacesReplaceTyped();
    void sideRollsThenRolledOnScreen();

private:
    // The Gordons charged by the 6e Lanciers, with the dice the side typed.
    Result<ProposalRecord> proposeCharge(const QJsonArray &rolls, const QJsonArray &faces = {});
    // Enter in the dock, then Enter on the odds: the rolls step, open.
    ChargeDialog *openRolls(Keyboard &keys);
    // The last log entry's note of the proposal.
    QJsonObject proposed() const;

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<ScriptedRandom> m_dice;
    int m_battles = 0;
    qint64 m_defender = 0;
    qint64 m_charger = 0;
};

void tst_ProposalCharge::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("AideDeCampTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_proposalcharge"));
    QSettings().clear();
}

void tst_ProposalCharge::init()
{
    const QString path = m_dir.filePath(QStringLiteral("charge-%1.adc").arg(++m_battles));
    QVERIFY(writeSampleBattle(path));
    m_window = std::make_unique<MainWindow>();
    QVERIFY(m_window->openBattle(path));
    // The defender's fire die: whatever the side typed, the umpire rolls it.
    m_dice = std::make_unique<ScriptedRandom>(QList<int> { 6, 6, 6, 6 });
    m_window->findChild<ProcedureActions *>()->setRandomSource(m_dice.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    Battle *battle = m_window->battle();
    m_defender = unitNamed(*battle, QStringLiteral("1/92nd (Gordon Highlanders)"));
    m_charger = unitNamed(*battle, QStringLiteral("6e Lanciers"));
    QVERIFY(m_defender && m_charger);
    // In the French side's sight.
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), m_defender },
                          { QStringLiteral("field"), QStringLiteral("seen") },
                          { QStringLiteral("value"), true } })
                .ok());
}

void tst_ProposalCharge::cleanup()
{
    m_window.reset();
    m_dice.reset();
}

Result<ProposalRecord> tst_ProposalCharge::proposeCharge(const QJsonArray &rolls,
                                                         const QJsonArray &faces)
{
    QJsonObject action { { QStringLiteral("action"), QStringLiteral("charge") },
                         { QStringLiteral("charger"), m_charger },
                         { QStringLiteral("defender"), m_defender },
                         { QStringLiteral("rolls"), rolls } };
    if (!faces.isEmpty())
        action.insert(QStringLiteral("faces"), faces);
    return m_window->battle()->proposals().propose(QStringLiteral("French"), action);
}

ChargeDialog *tst_ProposalCharge::openRolls(Keyboard &keys)
{
    auto *view = m_window->findChild<ProposalView *>();
    if (!view)
        return nullptr;
    view->setFocus(Qt::OtherFocusReason);
    if (!QTest::qWaitFor([view] { return QApplication::focusWidget() == view; }))
        return nullptr;
    keys.press(Qt::Key_Return); // the charge dialog, filled in from the proposal
    auto *dialog = findDialog<ChargeDialog>();
    if (!dialog || !QTest::qWaitFor([dialog] { return QApplication::activeWindow() == dialog; }))
        return nullptr;
    if (dialog->defender() != m_defender || dialog->charger() != m_charger)
        return nullptr;
    // Its units as proposed, it opens on the rolls, at 4".
    return dialog->currentStep() == ChargeDialog::RollsStep ? dialog : nullptr;
}

QJsonObject tst_ProposalCharge::proposed() const
{
    return m_window->battle()->log().last().result.value(QStringLiteral("proposed")).toObject();
}

void tst_ProposalCharge::typedFacesTaken()
{
    // Gordons (elite, 2d6+1): 5+4 holds at 4", 4+4 holds at 3", 2+2 (5: 4"
    // fire) fails at 2" and fires there.
    const QJsonArray rolls { 10, 9, 5 };
    const QJsonArray faces { QJsonArray { 5, 4 }, QJsonArray { 4, 4 }, QJsonArray { 2, 2 } };
    const Result<ProposalRecord> proposal = proposeCharge(rolls, faces);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    QCOMPARE(m_window->findChild<ProposalModel *>()
                 ->index(0, ProposalModel::DiceColumn)
                 .data()
                 .toString(),
             QStringLiteral("class dice 10 at 4\" (5-4), 9 at 3\" (4-4), 5 at 2\" (2-2)"));

    Keyboard keys;
    ChargeDialog *dialog = openRolls(keys);
    QVERIFY2(dialog, "Enter did not reach the charge's rolls");
    // The side's faces for 4", typed in: Enter takes them.
    QLineEdit *field = dialog->diceEntry()->facesField();
    QCOMPARE(QApplication::focusWidget(), field);
    QCOMPARE(field->text(), QStringLiteral("5 4"));
    QVERIFY2(dialog->primaryButton()->text().contains(QStringLiteral("10 at 4\"")),
             qPrintable(dialog->primaryButton()->text()));
    keys.press(Qt::Key_Return);
    QCOMPARE(dialog->rolls(), QList<int> { 10 });
    QCOMPARE(field->text(), QStringLiteral("4 4"));
    keys.press(Qt::Key_Return);
    QCOMPARE(field->text(), QStringLiteral("2 2"));
    keys.press(Qt::Key_Return); // fails at 2": the charge is applied
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    QCOMPARE(dialog->currentStep(), int(ChargeDialog::ResultStep));
    qInfo("accepting a charge with three typed rolls: %d keys", keys.inputs);
    QCOMPARE(keys.inputs, 4);
    QCOMPARE(m_dice->used(), 1); // the defender's fire die only

    const LogEntry charge = m_window->battle()->log().last();
    QCOMPARE(charge.kind, QStringLiteral("charge"));
    QCOMPARE(charge.result.value(QStringLiteral("proposal")).toInteger(), proposal->id);
    QCOMPARE(charge.inputs.value(QStringLiteral("rolls")).toArray(), rolls);
    QCOMPARE(charge.inputs.value(QStringLiteral("faces")).toArray(), faces);
    QCOMPARE(charge.result.value(QStringLiteral("fires_at")).toInt(), 2);
    QCOMPARE(proposed().value(QStringLiteral("typed")).toArray(),
             (QJsonArray { QStringLiteral("rolls"), QStringLiteral("faces") }));
    // The defender's fire die, which a side never types, changes nothing of its.
    QCOMPARE(proposed().value(QStringLiteral("changed")).toArray(), QJsonArray());
}

void tst_ProposalCharge::typedTotalsTaken()
{
    // The totals alone, as the side's page sends them.
    const QJsonArray rolls { 10, 9, 5 };
    const Result<ProposalRecord> proposal = proposeCharge(rolls);
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    QCOMPARE(m_window->findChild<ProposalModel *>()
                 ->index(0, ProposalModel::DiceColumn)
                 .data()
                 .toString(),
             QStringLiteral("class dice 10 at 4\", 9 at 3\", 5 at 2\""));

    Keyboard keys;
    ChargeDialog *dialog = openRolls(keys);
    QVERIFY2(dialog, "Enter did not reach the charge's rolls");
    // No faces to type: Enter takes the side's total.
    QVERIFY(dialog->diceEntry()->facesField()->text().isEmpty());
    QVERIFY2(dialog->primaryButton()->text().contains(QStringLiteral("10 at 4\"")),
             qPrintable(dialog->primaryButton()->text()));
    keys.press(Qt::Key_Return);
    QVERIFY2(dialog->primaryButton()->text().contains(QStringLiteral("9 at 3\"")),
             qPrintable(dialog->primaryButton()->text()));
    keys.press(Qt::Key_Return);
    keys.press(Qt::Key_Return);
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    QVERIFY2(dialog->rollLine(0).contains(QStringLiteral("<b>10</b>")),
             qPrintable(dialog->rollLine(0)));
    QCOMPARE(keys.inputs, 4);
    QCOMPARE(m_dice->used(), 1);

    const LogEntry charge = m_window->battle()->log().last();
    QCOMPARE(charge.result.value(QStringLiteral("proposal")).toInteger(), proposal->id);
    QCOMPARE(charge.inputs.value(QStringLiteral("rolls")).toArray(), rolls);
    QVERIFY(!charge.inputs.contains(QStringLiteral("faces")));
    QCOMPARE(proposed().value(QStringLiteral("typed")).toArray(),
             QJsonArray { QStringLiteral("rolls") });
    QCOMPARE(proposed().value(QStringLiteral("changed")).toArray(), QJsonArray());
}

void tst_ProposalCharge::umpireFacesReplaceTyped()
{
    const Result<ProposalRecord> proposal = proposeCharge(
        { 10, 9, 5 }, { QJsonArray { 5, 4 }, QJsonArray { 4, 4 }, QJsonArray { 2, 2 } });
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    Keyboard keys;
    ChargeDialog *dialog = openRolls(keys);
    QVERIFY2(dialog, "Enter did not reach the charge's rolls");
    // The side's faces are selected: what the umpire types replaces them.
    QLineEdit *field = dialog->diceEntry()->facesField();
    QCOMPARE(field->selectedText(), QStringLiteral("5 4"));
    keys.type(QStringLiteral("22")); // 5 at 4": fails and fires at 4"
    QCOMPARE(field->text(), QStringLiteral("22"));
    keys.press(Qt::Key_Return);
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));

    const LogEntry charge = m_window->battle()->log().last();
    QCOMPARE(charge.result.value(QStringLiteral("proposal")).toInteger(), proposal->id);
    QCOMPARE(charge.inputs.value(QStringLiteral("rolls")).toArray(), QJsonArray { 5 });
    QVERIFY(proposed().value(QStringLiteral("typed")).toArray().isEmpty());
    const QJsonArray changed = proposed().value(QStringLiteral("changed")).toArray();
    QVERIFY(changed.contains(QStringLiteral("rolls")));
    QVERIFY(changed.contains(QStringLiteral("faces")));
}

void tst_ProposalCharge::sideRollsThenRolledOnScreen()
{
    // The side's totals hold at 4" and 3"; at 2" the window rolls 1+1 (3:
    // fails and fires), then the defender's fire die.
    ScriptedRandom dice({ 1, 1, 6 });
    m_window->findChild<ProcedureActions *>()->setRandomSource(&dice);
    const Result<ProposalRecord> proposal = proposeCharge({ 10, 9 });
    QVERIFY2(proposal.ok(), qPrintable(proposal.error()));
    Keyboard keys;
    ChargeDialog *dialog = openRolls(keys);
    QVERIFY2(dialog, "Enter did not reach the charge's rolls");
    keys.press(Qt::Key_Return); // the side's 10 at 4"
    keys.press(Qt::Key_Return); // the side's 9 at 3"
    QVERIFY2(dialog->primaryButton()->text().contains(QStringLiteral("Roll at 2\"")),
             qPrintable(dialog->primaryButton()->text()));
    keys.press(Qt::Key_Return); // rolled on screen: fails at 2"
    QVERIFY2(dialog->isApplied(), qPrintable(dialog->message()));
    QCOMPARE(dice.used(), 3);

    const LogEntry charge = m_window->battle()->log().last();
    QCOMPARE(charge.result.value(QStringLiteral("proposal")).toInteger(), proposal->id);
    QCOMPARE(charge.inputs.value(QStringLiteral("rolls")).toArray(), (QJsonArray { 10, 9, 3 }));
    // The side's two totals stood: nothing of its was changed.
    QCOMPARE(proposed().value(QStringLiteral("typed")).toArray(),
             QJsonArray { QStringLiteral("rolls") });
    QCOMPARE(proposed().value(QStringLiteral("changed")).toArray(), QJsonArray());
    // Each die as it was made: the side's proposed, the window's rolled.
    QList<LoggedRolls::Origin> origins;
    QStringList words;
    for (const LoggedRolls::Roll &roll : LoggedRolls::of(charge)) {
        origins.append(roll.origin);
        words.append(RollText::facesText(roll));
    }
    QVERIFY(origins.size() >= 4); // three class dice, the fire's d10 (its boxcars, if any)
    QCOMPARE(
        origins.mid(0, 3),
        (QList<LoggedRolls::Origin> { LoggedRolls::Origin::Proposed, LoggedRolls::Origin::Proposed,
                                      LoggedRolls::Origin::Rolled }));
    for (qsizetype i = 3; i < origins.size(); ++i)
        QCOMPARE(origins.at(i), LoggedRolls::Origin::Rolled);
    QCOMPARE(words.first(), QStringLiteral("proposed 10"));
    QCOMPARE(words.at(2), QStringLiteral("1 + 1 + 1, rolled"));
}

ADC_TEST_MAIN(tst_ProposalCharge)
#include "tst_proposalcharge.moc"
