#include "ui/procedures/firedialog.h"

#include "core/orders/order.h"
#include "db/battle/battle.h"
#include "ui/choosers/unitchooser.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/dicetray/oddschart.h"
#include "ui/procedures/conditionlist.h"
#include "ui/procedures/disciplinedialog.h"
#include "ui/procedures/fireboxcarspage.h"
#include "ui/procedures/fireoddspage.h"
#include "ui/procedures/fireresultpage.h"
#include "ui/procedures/firericochetpage.h"
#include "ui/procedures/firesetuppage.h"

#include <QKeySequence>
#include <QLineEdit>
#include <QShortcut>
#include <QTreeWidget>

namespace Adc {

FireDialog::FireDialog(Battle *battle, QWidget *parent)
    : ProcedureDialog(battle, parent)
{
    setObjectName(QStringLiteral("fireDialog"));
    setWindowTitle(tr("Fire"));
    if (battle)
        m_builder = FireRequestBuilder(*battle);
    m_setup = new FireSetupPage(&m_builder, this);
    m_odds = new FireOddsPage(this);
    m_boxcars = new FireBoxcarsPage(this);
    m_ricochet = new FireRicochetPage(this);
    m_result = new FireResultPage(this);
    addStep(tr("Firer and target"), m_setup);
    addStep(tr("Odds and die"), m_odds);
    addStep(tr("Boxcars"), m_boxcars);
    addStep(tr("Ricochet"), m_ricochet);
    addStep(tr("Result"), m_result);
    connect(m_odds, &FireOddsPage::dieEdited, this, &FireDialog::updateDieButton);
    connect(m_ricochet, &FireRicochetPage::checkedChanged, this, [this](int checked) {
        setPrimary(checked
                       ? tr("Apply with %1").arg(counted(checked, tr("ricochet"), tr("ricochets")))
                       : tr("Apply, no ricochet"));
    });
    connect(m_result, &FireResultPage::disciplineRequested, this, [this] { openDiscipline(); });
    connect(m_setup, &FireSetupPage::oddsRequested, this, &FireDialog::showOdds);
    m_setup->fillFirers();
    // Alt+F, the firer's letter on the first page, reaches the firer from
    // every later page too while nothing is applied: the way back is taken.
    for (QWidget *page : { static_cast<QWidget *>(m_odds), static_cast<QWidget *>(m_boxcars),
                           static_cast<QWidget *>(m_ricochet) }) {
        auto *firerKey = new QShortcut(QKeySequence(Qt::ALT | Qt::Key_F), page);
        connect(firerKey, &QShortcut::activated, this, &FireDialog::focusFirer);
    }
    setStepListed(BoxcarsStep, false);
    setStepListed(RicochetStep, false);
    resize(900, 640);
    goToStep(SetupStep);
}

FireDialog::~FireDialog() = default;

OddsChart *FireDialog::oddsChart() const
{
    return m_odds->chart();
}
DicesEntry *FireDialog::dieEntry() const
{
    return m_odds->die();
}
const QList<DicesEntry *> &FireDialog::boxcarsEntries() const
{
    return m_boxcars->entries();
}
QTreeWidget *FireDialog::ricochetList() const
{
    return m_ricochet->list();
}
QLineEdit *FireDialog::ricochetDiceField() const
{
    return m_ricochet->diceField();
}
QPushButton *FireDialog::disciplineButton() const
{
    return m_result->disciplineButton();
}
QString FireDialog::oddsText() const
{
    return m_odds->oddsText();
}
QString FireDialog::resultText() const
{
    return m_result->resultText();
}

void FireDialog::setFirers(const QList<qint64> &ids)
{
    m_setup->setFirers(ids);
    if (currentStep() == SetupStep)
        stepShown(SetupStep);
}

void FireDialog::setSideDie(int die)
{
    m_sideDie = die;
}

void FireDialog::setTarget(qint64 id)
{
    m_setup->setTarget(id);
}

void FireDialog::setRange(double inches)
{
    m_setup->setRange(inches);
}

DisciplineDialog *FireDialog::openDiscipline()
{
    const std::optional<UnitRecord> target = m_builder.targetUnit();
    if (!target || !isApplied())
        return nullptr;
    auto *dialog = new DisciplineDialog(battle(), parentWidget());
    dialog->setUnit(target->id);
    dialog->setTrigger(DisciplineTrigger::TakingFire);
    if (!m_builder.firers().isEmpty())
        dialog->setEnemy(m_builder.firers().first(), m_builder.range());
    openFollowUp(dialog);
    return dialog;
}

void FireDialog::focusFirer()
{
    while (!isApplied() && currentStep() != SetupStep && backButton()->isEnabled())
        back();
    if (currentStep() == SetupStep)
        m_setup->firerChooser()->setFocus(Qt::ShortcutFocusReason);
}

void FireDialog::updateDieButton()
{
    if (currentStep() != OddsStep)
        return;
    const bool allowed = m_builder.odds().allowed;
    DicesEntry *die = m_odds->die();
    if (!die->hasTypedFaces()) {
        setPrimary(tr("R&oll and apply"), allowed);
        return;
    }
    const Result<DiceRoll> typed = die->typedRoll();
    setPrimary(typed ? tr("Apply with die &%1").arg(typed->total()) : tr("R&oll and apply"),
               allowed && typed.ok());
}

void FireDialog::afterDice()
{
    if (ricochetAsked())
        goToStep(RicochetStep);
    else
        apply();
}

bool FireDialog::ricochetAsked() const
{
    // Units named beyond the target, or a town block's occupants: their
    // distances and dice after the die.
    return m_builder.ricochetRefusal().isEmpty()
        && (m_builder.townBlock() || !m_builder.ricochet().isEmpty());
}

void FireDialog::apply()
{
    // The dice as they fell: the die, and each boxcars penalty's faces,
    // with those the window rolled named.
    RolledDice dice = m_boxcarsTaken;
    if (!m_dieTyped)
        dice.markRolled(QStringLiteral("die"));
    if (!commit(Order(m_builder.order(), dice.rolled())))
        return;
    if (battle())
        m_builder.refresh(*battle());
    goToStep(ResultStep);
}

// --- Flow -----------------------------------------------------------------

void FireDialog::stepShown(int step)
{
    switch (step) {
    case SetupStep:
        setPrimary(tr("R&oll and apply"));
        m_setup->focusFirst();
        m_setup->refresh();
        break;
    case OddsStep:
        m_builder.setDie(std::nullopt);
        m_builder.setBoxcarsRolls({});
        m_boxcarsTaken.clear();
        m_odds->die()->reset();
        m_odds->fill(m_builder);
        if (m_sideDie) {
            m_odds->die()->facesField()->setText(QString::number(*m_sideDie));
            m_odds->die()->facesField()->selectAll();
        }
        updateDieButton();
        m_odds->die()->facesField()->setFocus(Qt::OtherFocusReason);
        break;
    case BoxcarsStep:
        m_builder.setBoxcarsRolls({});
        m_boxcarsTaken.clear();
        m_boxcars->fill(m_builder, m_builder.die().value_or(0));
        updateBoxcarsButton();
        break;
    case RicochetStep:
        m_ricochet->fill(m_builder, m_builder.die().value_or(0));
        m_ricochet->list()->setFocus(Qt::OtherFocusReason);
        break;
    case ResultStep:
        m_result->fill(*outcome()->procedure.fire, m_builder,
                       { m_dieTyped, m_dieRoll, m_boxcarsRolled, m_odds->chart()->bars() });
        showClosingButtons();
        break;
    default:
        break;
    }
}

void FireDialog::advance(int step)
{
    switch (step) {
    case SetupStep:
        advanceFromSetup();
        break;
    case OddsStep:
        advanceFromOdds();
        break;
    case BoxcarsStep:
        advanceFromBoxcars();
        break;
    case RicochetStep:
        advanceFromRicochet();
        break;
    case ResultStep:
        accept();
        break;
    default:
        break;
    }
}

bool FireDialog::setupReady()
{
    // What is missing, or why the rules refuse, shows once: under the setup,
    // where it already is.
    if (!m_builder.problem().isEmpty()) {
        showMessage(tr("The fire is not ready: what is missing is shown above."), true);
        return false;
    }
    if (!m_builder.odds().allowed) {
        // A firer out of ammunition is offered scrounging (the planner's
        // words): Enter again takes the offer.
        const QString offer = m_builder.plan().scroungeOffer;
        if (!offer.isEmpty() && offer == m_scroungeOffered) {
            m_scroungeOffered.clear();
            conditionList()->setChecked(QStringLiteral("scrounging"), true);
            return setupReady();
        }
        m_scroungeOffered = offer;
        showMessage(offer.isEmpty()
                        ? tr("The fire cannot be made as set up: the reason is shown above.")
                        : tr("The fire cannot be made as set up: %1. Press Enter again to "
                             "scrounge.")
                              .arg(offer),
                    true);
        return false;
    }
    m_scroungeOffered.clear();
    setStepListed(BoxcarsStep, false);
    setStepListed(RicochetStep, ricochetAsked());
    return true;
}

void FireDialog::showOdds()
{
    if (currentStep() == SetupStep && setupReady())
        goToStep(OddsStep);
}

// One Enter rolls and applies a routine fire: the die on this dialog's dice
// (boxcars then asks for its 2d6; guns firing ball choose their ricochet).
void FireDialog::advanceFromSetup()
{
    if (!setupReady())
        return;
    // Enter rolls the die (or takes the side's) and goes on: to boxcars,
    // to the guns' ricochet, or applies; the odds page is for a die typed.
    m_odds->die()->reset();
    m_odds->fill(m_builder);
    if (m_sideDie)
        m_odds->die()->facesField()->setText(QString::number(*m_sideDie));
    m_dieTyped = m_sideDie.has_value();
    const Result<DiceRoll> roll = m_odds->die()->take(random());
    if (!roll) {
        showMessage(tr("Die: %1").arg(roll.error()), true);
        return;
    }
    m_dieRoll = *roll;
    m_builder.setDie(roll->total());
    const FireResult preview = m_builder.preview(roll->total());
    setStepListed(BoxcarsStep, preview.boxcars);
    if (preview.boxcars)
        goToStep(BoxcarsStep);
    else
        afterDice();
}

void FireDialog::advanceFromOdds()
{
    m_dieTyped = m_odds->die()->hasTypedFaces();
    const Result<DiceRoll> roll = m_odds->die()->take(random());
    if (!roll) {
        showMessage(tr("Die: %1").arg(roll.error()), true);
        return;
    }
    m_builder.setDie(roll->total());
    m_dieRoll = *roll;
    const FireResult preview = m_builder.preview(roll->total());
    if (!preview.allowed) {
        showMessage(tr("No fire: %1").arg(preview.reason), true);
        return;
    }
    setStepListed(BoxcarsStep, preview.boxcars);
    if (preview.boxcars)
        goToStep(BoxcarsStep);
    else
        afterDice();
}

void FireDialog::advanceFromBoxcars()
{
    if (const Result<void> taken = m_boxcars->takeNext(random()); !taken) {
        showMessage(tr("Boxcars: %1").arg(taken.error()), true);
        return;
    }
    if (updateBoxcarsButton())
        return;
    QList<int> totals;
    QList<std::optional<QList<int>>> faces;
    m_boxcarsRolled = m_boxcars->rolls();
    m_boxcarsTaken.clear();
    for (const DiceRoll &roll : std::as_const(m_boxcarsRolled)) {
        m_boxcarsTaken.setFacesAt(QStringLiteral("boxcars_faces"), int(totals.size()),
                                  m_boxcars->rolledOnScreen(int(totals.size())));
        totals.append(roll.total());
        faces.append(roll.faces());
    }
    m_builder.setBoxcarsRolls(totals, faces);
    afterDice();
}

bool FireDialog::updateBoxcarsButton()
{
    const int waiting = m_boxcars->focusWaiting();
    if (waiting > 0)
        setPrimary(waiting > 1 ? tr("&Roll this firer's boxcars") : tr("&Roll boxcars and apply"));
    return waiting > 0;
}

void FireDialog::advanceFromRicochet()
{
    const Result<QList<int>> dice = m_ricochet->dice();
    if (!dice) {
        showMessage(tr("Ricochet dice: %1").arg(dice.error()), true);
        return;
    }
    const Result<QList<std::optional<double>>> distances = m_ricochet->distances();
    if (!distances) {
        showMessage(tr("Ricochet: %1").arg(distances.error()), true);
        return;
    }
    m_builder.setRicochet(m_ricochet->checkedUnits(), *dice, *distances);
    apply();
}

} // namespace Adc
