#include "ui/procedures/ricochetchooser.h"

#include "core/fire/ricochet.h"
#include "ui/choosers/unitchoicemodel.h"
#include "ui/choosers/unitchooser.h"
#include "ui/procedures/firerequestbuilder.h"
#include "ui/procedures/proceduredialog.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Adc {

RicochetChooser::RicochetChooser(QWidget *parent)
    : QWidget(parent)
{
    m_units = new UnitChooser(this);
    m_units->setObjectName(QStringLiteral("ricochetOn"));
    m_units->setCheckable(true);
    m_units->setListRows(3);
    m_units->setNoneAllowed(true);
    m_units->setPrompt(tr("No ricochet until a unit is ticked here."));
    m_label = new QLabel(
        tr("Ricoc&het on (in the line of fire within %1 beyond the target; Enter ticks):")
            .arg(ProcedureDialog::inches(Ricochet::reach())),
        this);
    m_label->setWordWrap(true);
    m_label->setBuddy(m_units);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_units);
    setFocusProxy(m_units);
    connect(m_units, &UnitChooser::checkedChanged, this, &RicochetChooser::checkedChanged);
}

void RicochetChooser::offer(const FireRequestBuilder &builder)
{
    const bool may = builder.mayRicochet();
    setVisible(may);
    if (!may) {
        if (!m_units->checkedUnits().isEmpty())
            m_units->setCheckedUnits({});
        return;
    }
    QList<UnitChoiceModel::Choice> choices;
    for (const UnitRecord &unit : builder.ricochetCandidates())
        choices.append(UnitChoiceModel::unitChoice(unit));
    m_units->setChoices(choices);
}

QList<qint64> RicochetChooser::checkedUnits() const
{
    return isVisibleTo(parentWidget()) ? m_units->checkedUnits() : QList<qint64>();
}

} // namespace Adc
