#include "ui/choosers/tickedunits.h"

#include "ui/choosers/unitchooser.h"

#include <QLabel>
#include <QVBoxLayout>

namespace Adc {

TickedUnits::TickedUnits(const QString &label, const QString &objectName, QWidget *parent)
    : QWidget(parent)
{
    m_units = new UnitChooser(this);
    m_units->setObjectName(objectName);
    m_units->setCheckable(true);
    m_units->setListRows(3);
    m_label = new QLabel(label, this);
    m_label->setWordWrap(true);
    m_label->setBuddy(m_units);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_units);
    setFocusProxy(m_units);
    connect(m_units, &UnitChooser::checkedChanged, this, &TickedUnits::checkedChanged);
}

QList<qint64> TickedUnits::checkedUnits() const
{
    return m_units->checkedUnits();
}

} // namespace Adc
