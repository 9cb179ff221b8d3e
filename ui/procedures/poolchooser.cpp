#include "ui/procedures/poolchooser.h"

#include "ui/choosers/unitchoicemodel.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/firescene.h"
#include "ui/procedures/firetargetlabel.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Adc {

PoolChooser::PoolChooser(QWidget *parent)
    : QWidget(parent)
{
    m_units = new UnitChooser(this);
    m_units->setObjectName(QStringLiteral("pool"));
    m_units->setCheckable(true);
    m_units->setListRows(3);
    m_label = new QLabel(tr("&Pool with (same brigade; Enter ticks, Shift+Enter for more):"), this);
    m_label->setBuddy(m_units);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_units);
    setFocusProxy(m_units);
    connect(m_units, &UnitChooser::checkedChanged, this, &PoolChooser::checkedChanged);
}

void PoolChooser::offer(const FireScene &scene, qint64 lead, const QList<qint64> &checked)
{
    const QList<UnitRecord> brigade = scene.brigadeOf(lead);
    QList<UnitChoiceModel::Choice> choices;
    for (int i = 1; i < brigade.size(); ++i)
        choices.append(
            UnitChoiceModel::unitChoice(brigade.at(i), FireTargetLabel::unit(brigade.at(i))));
    m_units->setChoices(choices);
    m_units->setCheckedUnits(checked);
    setVisible(!choices.isEmpty());
}

QList<qint64> PoolChooser::checkedUnits() const
{
    return m_units->checkedUnits();
}

} // namespace Adc
