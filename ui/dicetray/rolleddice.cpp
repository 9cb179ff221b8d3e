#include "ui/dicetray/rolleddice.h"

namespace Adc {

void RolledDice::set(const QString &item, bool onScreen)
{
    m_rolled.removeAll(item);
    if (onScreen)
        m_rolled.append(item);
}

void RolledDice::setFaces(const QString &field, bool onScreen)
{
    set(field, onScreen);
}

void RolledDice::setFacesAt(const QString &field, int index, bool onScreen)
{
    set(QStringLiteral("%1[%2]").arg(field).arg(index), onScreen);
}

void RolledDice::markRolled(const QString &field)
{
    if (!m_rolled.contains(field))
        m_rolled.append(field);
}

} // namespace Adc
