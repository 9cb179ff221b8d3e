#include "ui/procedures/disciplineunitpage.h"

#include "core/common/vocabularytext.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/idrole.h"
#include "ui/procedures/proceduredialog.h"

#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace Adc {

namespace {

const QList<DisciplineTrigger> &triggers()
{
    static const QList<DisciplineTrigger> list { DisciplineTrigger::MovingForward,
                                                 DisciplineTrigger::TakingFire,
                                                 DisciplineTrigger::ActingInFirefight };
    return list;
}

} // namespace

DisciplineUnitPage::DisciplineUnitPage(QWidget *parent)
    : QWidget(parent)
{
    m_unit = new UnitChooser(this);
    m_unit->setObjectName(QStringLiteral("unit"));
    m_unit->setNoneAllowed(true);
    m_unit->setPrompt(tr("Type the name of the unit that rolls (or its brigade or side)."));
    m_unit->setListRows(6);
    m_unit->setEnterPassesOn(true);
    m_triggers = new QListWidget(this);
    m_triggers->setObjectName(QStringLiteral("triggers"));
    for (DisciplineTrigger trigger : triggers()) {
        auto *item = new QListWidgetItem(describe(trigger), m_triggers);
        item->setData(kIdRole, toName(trigger));
    }
    m_triggers->setCurrentRow(0);
    m_triggers->setMaximumHeight(90);
    m_column = new QLabel(this);
    m_column->setObjectName(QStringLiteral("column"));
    m_column->setWordWrap(true);
    m_column->setTextFormat(Qt::RichText);

    auto *form = new QFormLayout;
    form->addRow(tr("&Unit:"), m_unit);
    form->addRow(tr("&Trigger:"), m_triggers);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(m_column);
    layout->addStretch(1);
    setTabOrder(m_unit, m_triggers);
    connect(m_unit, &UnitChooser::choiceChanged, this, &DisciplineUnitPage::unitChanged);
}

QString DisciplineUnitPage::columnTitle(DisciplineSituation situation)
{
    switch (situation) {
    case DisciplineSituation::Normal:
        return tr("NORMAL");
    case DisciplineSituation::InSmoke:
        return tr("IN SMOKE");
    case DisciplineSituation::Firefight:
        return tr("FIREFIGHT");
    }
    return QString();
}

qint64 DisciplineUnitPage::unit() const
{
    return m_unit->unit();
}

void DisciplineUnitPage::setUnit(qint64 id)
{
    m_unit->chooseUnit(id);
}

DisciplineTrigger DisciplineUnitPage::trigger() const
{
    const QListWidgetItem *item = m_triggers->currentItem();
    if (!item)
        return DisciplineTrigger::MovingForward;
    return disciplineTriggerFromName(item->data(kIdRole).toString())
        .value_or(DisciplineTrigger::MovingForward);
}

void DisciplineUnitPage::setTrigger(DisciplineTrigger trigger)
{
    for (int i = 0; i < m_triggers->count(); ++i) {
        if (m_triggers->item(i)->data(kIdRole).toString() == toName(trigger))
            m_triggers->setCurrentRow(i);
    }
}

void DisciplineUnitPage::showPlan(const UnitRecord *unit, const DisciplinePlan &plan)
{
    if (!unit) {
        m_column->setText(tr("Choose the unit that rolls."));
        return;
    }
    QString why;
    switch (plan.situation) {
    case DisciplineSituation::Firefight:
        why = tr("it is in a firefight");
        break;
    case DisciplineSituation::InSmoke:
        why = tr("it is in smoke");
        break;
    case DisciplineSituation::Normal:
        why = tr("not in a firefight, not in smoke");
        break;
    }
    QString text = tr("Column <b>%1</b> (%2). Class dice of %3: <b>%4</b> (the battle's "
                      "rulings).")
                       .arg(columnTitle(plan.situation), ProcedureDialog::escaped(why),
                            ProcedureDialog::escaped(VocabularyText::troops(unit->troopClass)),
                            plan.isRefused() ? QStringLiteral("?")
                                             : ProcedureDialog::escaped(plan.dice.toString()));
    if (unit->arm != Arm::Infantry)
        text += QStringLiteral("<br><span style=\"color:#555\">%1</span>")
                    .arg(tr("Fire discipline is rolled for infantry; %1 is %2.")
                             .arg(ProcedureDialog::escaped(unit->name),
                                  VocabularyText::text(unit->arm)));
    if (plan.isRefused())
        text += QStringLiteral("<br><span style=\"color:#b71c1c\">%1</span>")
                    .arg(ProcedureDialog::escaped(plan.refusal));
    m_column->setText(text);
}

void DisciplineUnitPage::focusFirstEmpty()
{
    if (unit())
        m_triggers->setFocus(Qt::OtherFocusReason);
    else
        m_unit->setFocus(Qt::OtherFocusReason);
}

} // namespace Adc
