#include "ui/procedures/chargedialog.h"

#include "core/dice/randomsource.h"
#include "core/discipline/chargeplanner.h"
#include "core/discipline/chargeroles.h"
#include "db/battle/battle.h"
#include "ui/choosers/unitchooser.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/dicetray/oddschart.h"
#include "ui/procedures/chargefiredie.h"
#include "ui/procedures/chargeoutcomepage.h"
#include "ui/procedures/chargeresultpage.h"
#include "ui/procedures/chargerollspage.h"
#include "ui/procedures/chargesetuppage.h"
#include "ui/procedures/firedialog.h"

#include <QLineEdit>
#include <QPushButton>
#include <QShortcut>

namespace Adc {

ChargeDialog::ChargeDialog(Battle *battle, QWidget *parent)
    : ProcedureDialog(battle, parent)
{
    setObjectName(QStringLiteral("chargeDialog"));
    setWindowTitle(tr("Charge"));
    m_setupPage = new ChargeSetupPage(this);
    if (battle) {
        const QList<UnitRecord> defenders
            = ChargeRoles::allowed(ChargeRoles::defenders(battle->units()));
        defenderChooser()->setUnits(defenders, battle->likelyUnits().defenders(defenders));
    }
    m_rollsPage = new ChargeRollsPage(this);
    m_resultPage = new ChargeResultPage(this);
    m_outcomePage = new ChargeOutcomePage(this);
    addStep(tr("Defender and odds"), m_setupPage);
    addStep(tr("Inch by inch"), m_rollsPage);
    addStep(tr("Result"), m_resultPage);
    addStep(tr("Outcome"), m_outcomePage);
    connect(m_outcomePage, &ChargeOutcomePage::chosen, this, [this] { setPrimaryEnabled(true); });
    connect(m_outcomePage, &ChargeOutcomePage::pickedByKey, this, [this] { next(); });
    // On the result page the digit of how the charge ended records it too:
    // the umpire who knows the four ends need not open their page first.
    for (int i = 0; i < ChargeOutcomePage::count(); ++i) {
        auto *digit = new QShortcut(QKeySequence(Qt::Key(Qt::Key_1 + i)), this);
        digit->setEnabled(false);
        m_resultDigits.append(digit);
        connect(digit, &QShortcut::activated, this, [this, i] {
            goToStep(OutcomeStep);
            m_outcomePage->pick(i);
        });
    }
    connect(chargerChooser(), &UnitChooser::choiceChanged, this, &ChargeDialog::refreshCharge);
    connect(defenderChooser(), &UnitChooser::choiceChanged, this, [this] {
        fillChargers();
        refreshCharge();
    });
    connect(m_rollsPage->dice(), &DicesEntry::edited, this, &ChargeDialog::updateRollButton);
    connect(m_setupPage, &ChargeSetupPage::rollsRequested, this, &ChargeDialog::showRolls);
    m_fireDieEntry = new ChargeFireDie(m_rollsPage);
    resize(780, 580);
    goToStep(ChargeStep);
}

ChargeDialog::~ChargeDialog() = default;

UnitChooser *ChargeDialog::defenderChooser() const
{
    return m_setupPage->defenderChooser();
}
UnitChooser *ChargeDialog::chargerChooser() const
{
    return m_setupPage->chargerChooser();
}
OddsChart *ChargeDialog::oddsChart() const
{
    return m_setupPage->chart();
}
DicesEntry *ChargeDialog::diceEntry() const
{
    return m_rollsPage->dice();
}

void ChargeDialog::setDefender(qint64 id)
{
    defenderChooser()->chooseUnit(id);
    if (currentStep() == ChargeStep)
        stepShown(ChargeStep);
}

qint64 ChargeDialog::defender() const
{
    return defenderChooser()->unit();
}

void ChargeDialog::setCharger(qint64 id)
{
    m_setupPage->chooseCharger(id);
}

qint64 ChargeDialog::charger() const
{
    return chargerChooser()->unit();
}

std::optional<UnitRecord> ChargeDialog::defenderRecord() const
{
    if (!battle() || !defender())
        return std::nullopt;
    return battle()->unit(defender());
}

ChargeOrder ChargeDialog::order() const
{
    return ChargeOrder { defender(), m_rolls, charger(), {}, {} };
}

ChargePlan ChargeDialog::plan() const
{
    const std::optional<UnitRecord> unit = defenderRecord();
    if (!unit || !battle())
        return ChargePlan();
    const std::optional<UnitRecord> chargerUnit
        = charger() ? battle()->unit(charger()) : std::optional<UnitRecord>();
    return ChargePlanner::plan(
        order(), ChargeUnits { chargerUnit, *unit, {}, battle()->features() }, battle()->rulings());
}

Result<DiceExpression> ChargeDialog::classDice() const
{
    if (!defenderRecord())
        return Failure::malformed(tr("Choose the defending unit."));
    const ChargePlan planned = plan();
    if (planned.isRefused())
        return Failure::refused(planned.refusal);
    return planned.dice;
}

Order ChargeDialog::action() const
{
    ChargeOrder given = order();
    for (const std::optional<DiceRoll> &dice : m_dice)
        given.faces.append(dice ? std::optional<QList<int>>(dice->faces()) : std::nullopt);
    // A total taken without faces (the side's) lists none after the last given.
    while (!given.faces.isEmpty() && !given.faces.constLast())
        given.faces.removeLast();
    given.fireDie = m_fireDie;
    return Order(given, m_taken.rolled());
}

void ChargeDialog::fillChargers()
{
    const std::optional<UnitRecord> unit = defenderRecord();
    const QList<UnitRecord> units = battle() ? battle()->units() : QList<UnitRecord>();
    m_setupPage->fillChargers(unit ? &*unit : nullptr, units,
                              battle() ? battle()->likelyUnits() : LikelyUnits());
}

void ChargeDialog::refreshCharge()
{
    const std::optional<UnitRecord> unit = defenderRecord();
    const ChargePlan planned = plan();
    m_setupPage->showPlan(unit ? &*unit : nullptr, planned);
    if (currentStep() == ChargeStep)
        setPrimary(!unit || planned.isRefused() || planned.rolls ? tr("&Roll at 4\"")
                                                                 : tr("&Apply"));
    // A battery fires on the charger without rolling: its die on this page.
    if (m_fireDieEntry && currentStep() <= ChargeStep)
        m_fireDieEntry->placeOn(m_setupPage, !planned.rolls && planned.fire.has_value());
}

QString ChargeDialog::rollLine(int index) const
{
    return m_rollsPage->line(index);
}

void ChargeDialog::updateRollButton()
{
    if (currentStep() != RollsStep)
        return;
    const int distance = nextDistance();
    if (distance == 0) {
        setPrimary(tr("&Apply"));
        return;
    }
    // Faces typed: take them when they read, else the button waits for them.
    // None typed: the total the side typed without faces, else a roll.
    const bool typing = diceEntry()->hasTypedFaces();
    const Result<DiceRoll> typed = diceEntry()->typedRoll();
    std::optional<int> total = m_rollsPage->sideTotal(int(m_rolls.size()));
    if (typing)
        total = typed ? std::optional<int>(typed->total()) : std::nullopt;
    setPrimary(total ? tr("Take %1 at %2\"").arg(*total).arg(distance)
                     : tr("&Roll at %1\"").arg(distance),
               !typing || typed.ok());
}

void ChargeDialog::fillResult()
{
    // The plan the battle wrote, with every roll it read.
    const std::optional<UnitRecord> unit = defenderRecord();
    const std::optional<DiceRoll> lastDice = m_dice.isEmpty() ? std::nullopt : m_dice.constLast();
    m_resultPage->show(ChargeResultPage::written(unit ? unit->name : QString(),
                                                 *outcome()->procedure.charge,
                                                 outcome()->procedure.chargeFire, lastDice),
                       oddsChart()->bars());
}

int ChargeDialog::firesAt() const
{
    const std::optional<ChargePlan> &written = outcome()->procedure.charge;
    return written && written->outcome ? written->outcome->firesAt : 0;
}

QString ChargeDialog::oddsText() const
{
    return m_setupPage->text();
}

QString ChargeDialog::resultText() const
{
    return m_resultPage->text();
}

FireDialog *ChargeDialog::openFire()
{
    if (!isApplied())
        return nullptr;
    auto *dialog = new FireDialog(battle(), parentWidget());
    dialog->setFirers({ defender() });
    if (charger())
        dialog->setTarget(charger());
    dialog->setRange(firesAt());
    openFollowUp(dialog);
    return dialog;
}

void ChargeDialog::startRolls()
{
    m_rolls.clear();
    m_dice.clear();
    m_taken.clear();
    const std::optional<UnitRecord> unit = defenderRecord();
    m_rollsPage->start(plan(), unit ? unit->name : QString());
    m_fireDieEntry->placeOn(m_rollsPage, charger() != 0);
    updateRollButton();
    diceEntry()->facesField()->setFocus(Qt::OtherFocusReason);
}

void ChargeDialog::stepShown(int step)
{
    for (QShortcut *digit : std::as_const(m_resultDigits))
        digit->setEnabled(step == ResultStep && charger());
    switch (step) {
    case ChargeStep:
        if (!chargerChooser()->hasChoice())
            fillChargers();
        refreshCharge();
        if (defender())
            chargerChooser()->setFocus(Qt::OtherFocusReason);
        else
            defenderChooser()->setFocus(Qt::OtherFocusReason);
        break;
    case RollsStep:
        startRolls();
        break;
    case ResultStep: {
        fillResult();
        // With a charger named, on to how the charge ended; without, straight
        // into the defender's fire: Enter opens it.
        setPrimary(charger() ? tr("&Outcome...") : tr("&Fire at %1\"").arg(firesAt()));
        if (charger())
            showMessage(tr("How did the charge end? Its key, 1 to 4, records it; Enter shows "
                           "the four."));
        closeButton()->setText(tr("Close"));
        primaryButton()->setFocus(Qt::OtherFocusReason);
        break;
    }
    case OutcomeStep:
        m_outcomePage->setHeadline(tr("<b>How did the charge end?</b> The rules give no table for "
                                      "the result of a charge: choose what happened at the table "
                                      "(keys 1 to 4), and the program applies what the rules say "
                                      "of it."));
        setPrimary(tr("&Apply"), m_outcomePage->outcome().has_value());
        m_outcomePage->setFocus(Qt::OtherFocusReason);
        break;
    default:
        break;
    }
}

void ChargeDialog::rollOnce()
{
    if (nextDistance() != 0) {
        const int index = int(m_rolls.size());
        const Result<ChargeRollsPage::Taken> roll = m_rollsPage->take(index, random());
        if (!roll) {
            showMessage(tr("Dice: %1").arg(roll.error()), true);
            return;
        }
        m_taken.setFacesAt(QStringLiteral("faces"), index, roll->onScreen);
        m_rolls.append(roll->total);
        m_dice.append(roll->dice);
        m_rollsPage->showPlan(plan(), m_dice);
    }
    // Each roll shows as it happens; once the procedure is over the whole
    // charge is applied.
    if (nextDistance() == 0) {
        applyCharge();
        return;
    }
    m_rollsPage->offerSideRoll(int(m_rolls.size()));
    updateRollButton();
    diceEntry()->facesField()->setFocus(Qt::OtherFocusReason);
}

void ChargeDialog::advance(int step)
{
    switch (step) {
    case ChargeStep:
        // A battery or cavalry does not roll: the charge applies at once.
        // Infantry roll at 4" with this Enter, as a fire rolls from its
        // first page; the dice thrown at the table are typed on the rolls.
        if (defenderRecord() && !plan().isRefused() && !plan().rolls)
            applyCharge();
        else if (showRolls())
            rollOnce();
        break;
    case RollsStep:
        rollOnce();
        break;
    case ResultStep:
        if (charger())
            goToStep(OutcomeStep);
        else
            openFire();
        break;
    case OutcomeStep:
        if (isApplied() && outcome()->procedure.chargeEnding)
            accept();
        else
            applyOutcome();
        break;
    default:
        break;
    }
}

bool ChargeDialog::showRolls()
{
    if (currentStep() != ChargeStep)
        return currentStep() == RollsStep;
    if (const Result<DiceExpression> dice = classDice(); !dice)
        showMessage(dice.error(), true);
    else if (plan().rolls)
        goToStep(RollsStep);
    return currentStep() == RollsStep;
}

void ChargeDialog::applyCharge()
{
    // The defender's fire at a named charger is part of the charge: its d10
    // typed from the table, else rolled here (a battery's at once), and
    // named so however the charge came.
    m_fireDie.reset();
    m_appliedPlan = plan();
    if (charger() && m_appliedPlan.fire) {
        const bool typed = m_fireDieEntry->hasTypedFaces();
        const Result<DiceRoll> die = m_fireDieEntry->take(random());
        if (!die) {
            showMessage(tr("Fire die: %1").arg(die.error()), true);
            m_fireDieEntry->setVisible(true);
            m_fireDieEntry->facesField()->setFocus(Qt::OtherFocusReason);
            return;
        }
        m_fireDie = die->total();
        m_taken.setFaces(QStringLiteral("fire_die"), !typed);
    }
    if (commit(action()))
        goToStep(ResultStep);
}

void ChargeDialog::applyOutcome()
{
    const std::optional<ChargeOutcome> outcome = m_outcomePage->outcome();
    if (!outcome) {
        showMessage(tr("Choose how the charge ended."), true);
        return;
    }
    if (commit(Order(ChargeOutcomeOrder { *outcome, std::nullopt }))) {
        showMessage(tr("%1. %2").arg(chargeOutcomeTitle(*outcome),
                                     ChargeOutcomePage::consequence(*outcome)));
        showClosingButtons();
    }
}

} // namespace Adc
