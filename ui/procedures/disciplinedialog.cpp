#include "ui/procedures/disciplinedialog.h"

#include "core/discipline/disciplineplanner.h"
#include "db/battle/battle.h"
#include "ui/choosers/unitchooser.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/dicetray/oddschart.h"
#include "ui/procedures/disciplineoddspage.h"
#include "ui/procedures/disciplineresultpage.h"
#include "ui/procedures/disciplineunitpage.h"
#include "ui/procedures/firedialog.h"

#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

namespace Adc {

DisciplineDialog::DisciplineDialog(Battle *battle, QWidget *parent)
    : ProcedureDialog(battle, parent)
{
    setObjectName(QStringLiteral("disciplineDialog"));
    setWindowTitle(tr("Fire Discipline"));
    m_unitPage = new DisciplineUnitPage(this);
    if (battle) {
        QList<UnitRecord> units;
        for (const UnitRecord &unit : battle->units()) {
            // Batteries do not roll fire discipline (the planner says why).
            if (unit.castings > 0 && DisciplinePlanner::refusalFor(unit).isEmpty())
                units.append(unit);
        }
        m_unitPage->unitChooser()->setUnits(units);
    }
    m_oddsPage = new DisciplineOddsPage(this);
    m_resultPage = new DisciplineResultPage(this);
    addStep(tr("Unit and trigger"), m_unitPage);
    addStep(tr("Odds and dice"), m_oddsPage);
    addStep(tr("Result"), m_resultPage);
    connect(m_unitPage, &DisciplineUnitPage::unitChanged, this, &DisciplineDialog::refreshUnit);
    connect(m_oddsPage->dice(), &DicesEntry::edited, this, &DisciplineDialog::updateRollButton);
    connect(m_resultPage, &DisciplineResultPage::fireRequested, this, [this] { openFire(); });
    resize(760, 560);
    goToStep(UnitStep);
}

DisciplineDialog::~DisciplineDialog() = default;

UnitChooser *DisciplineDialog::unitChooser() const
{
    return m_unitPage->unitChooser();
}

QListWidget *DisciplineDialog::triggerList() const
{
    return m_unitPage->triggerList();
}

OddsChart *DisciplineDialog::oddsChart() const
{
    return m_oddsPage->chart();
}

DicesEntry *DisciplineDialog::diceEntry() const
{
    return m_oddsPage->dice();
}

QPushButton *DisciplineDialog::fireButton() const
{
    return m_resultPage->fireButton();
}

void DisciplineDialog::setUnit(qint64 id)
{
    m_unitPage->setUnit(id);
    refreshUnit();
    if (currentStep() == UnitStep)
        stepShown(UnitStep);
}

qint64 DisciplineDialog::unit() const
{
    return m_unitPage->unit();
}

void DisciplineDialog::setTrigger(DisciplineTrigger trigger)
{
    m_unitPage->setTrigger(trigger);
}

DisciplineTrigger DisciplineDialog::trigger() const
{
    return m_unitPage->trigger();
}

void DisciplineDialog::setEnemy(qint64 id, double range)
{
    m_enemy = id;
    m_enemyRange = range;
}

std::optional<UnitRecord> DisciplineDialog::unitRecord() const
{
    if (!battle() || !unit())
        return std::nullopt;
    return battle()->unit(unit());
}

DisciplineOrder DisciplineDialog::order() const
{
    return DisciplineOrder { unit(), m_roll, trigger(), std::nullopt };
}

DisciplinePlan DisciplineDialog::plan() const
{
    const std::optional<UnitRecord> record = unitRecord();
    if (!record || !battle())
        return DisciplinePlan();
    return DisciplinePlanner::plan(order(), *record, battle()->rulings());
}

DisciplineSituation DisciplineDialog::situation() const
{
    return plan().situation;
}

Result<DiceExpression> DisciplineDialog::classDice() const
{
    const std::optional<UnitRecord> record = unitRecord();
    if (!record)
        return Failure::malformed(tr("Choose the unit that rolls."));
    const DisciplinePlan planned = plan();
    if (planned.isRefused())
        return Failure::refused(planned.refusal);
    return planned.dice;
}

Order DisciplineDialog::action() const
{
    DisciplineOrder given = order();
    if (m_rolled)
        given.faces = m_rolled->faces();
    return Order(given, m_dice.rolled());
}

void DisciplineDialog::refreshUnit()
{
    const std::optional<UnitRecord> record = unitRecord();
    m_unitPage->showPlan(record ? &*record : nullptr, plan());
}

void DisciplineDialog::updateRollButton()
{
    if (currentStep() != OddsStep)
        return;
    DicesEntry *dice = m_oddsPage->dice();
    if (!dice->hasTypedFaces()) {
        setPrimary(tr("&Roll and apply"));
        return;
    }
    const Result<DiceRoll> typed = dice->typedRoll();
    setPrimary(typed ? tr("Apply &total %1").arg(typed->total()) : tr("&Roll and apply"),
               typed.ok());
}

void DisciplineDialog::fillResult()
{
    // The plan the battle wrote.
    const DisciplinePlan &plan = *outcome()->procedure.discipline;
    const std::optional<UnitRecord> record = unitRecord();
    DisciplineResultPage::Shown shown;
    shown.unitName = record ? record->name : QString();
    shown.result = *plan.result;
    shown.firefight = plan.change.after.firefight;
    shown.firefightEnded = plan.firefightEnded();
    shown.rolled = m_rolled;
    shown.trigger = trigger();
    m_resultPage->show(shown, m_oddsPage->chart()->bars());
}

QString DisciplineDialog::oddsText() const
{
    return m_oddsPage->text();
}

QString DisciplineDialog::resultText() const
{
    return m_resultPage->text();
}

FireDialog *DisciplineDialog::openFire()
{
    if (!isApplied())
        return nullptr;
    auto *dialog = new FireDialog(battle(), parentWidget());
    dialog->setFirers({ unit() });
    if (m_enemy)
        dialog->setTarget(m_enemy);
    double range = m_enemyRange;
    const std::optional<int> cellRange = outcome()->procedure.discipline->result->range;
    if (range <= 0 && cellRange)
        range = *cellRange;
    if (range > 0)
        dialog->setRange(range);
    openFollowUp(dialog);
    return dialog;
}

void DisciplineDialog::stepShown(int step)
{
    switch (step) {
    case UnitStep:
        setPrimary(tr("&Odds"));
        refreshUnit();
        m_unitPage->focusFirstEmpty();
        break;
    case OddsStep: {
        m_roll.reset();
        m_rolled.reset();
        m_dice.clear();
        const std::optional<UnitRecord> record = unitRecord();
        if (record)
            m_oddsPage->showPlan(*record, plan(), trigger());
        m_oddsPage->dice()->reset();
        updateRollButton();
        m_oddsPage->dice()->facesField()->setFocus(Qt::OtherFocusReason);
        break;
    }
    case ResultStep:
        fillResult();
        showClosingButtons();
        break;
    default:
        break;
    }
}

void DisciplineDialog::rollAndApply()
{
    const bool typed = m_oddsPage->dice()->hasTypedFaces();
    const Result<DiceRoll> roll = m_oddsPage->dice()->take(random());
    if (!roll) {
        showMessage(tr("Dice: %1").arg(roll.error()), true);
        return;
    }
    m_rolled = *roll;
    m_roll = roll->total();
    m_dice.setFaces(QStringLiteral("faces"), !typed);
    if (commit(action()))
        goToStep(ResultStep);
}

void DisciplineDialog::advance(int step)
{
    switch (step) {
    case UnitStep: {
        if (!unitRecord()) {
            showMessage(tr("Choose the unit that rolls."), true);
            return;
        }
        const Result<DiceExpression> dice = classDice();
        if (!dice) {
            showMessage(dice.error(), true);
            return;
        }
        goToStep(OddsStep);
        break;
    }
    case OddsStep:
        rollAndApply();
        break;
    case ResultStep:
        accept();
        break;
    default:
        break;
    }
}

} // namespace Adc
