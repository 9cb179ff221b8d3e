#include "dice/rolleddice.h"

namespace Adc {

QJsonArray RolledDice::faces(const DiceRoll &roll)
{
    QJsonArray array;
    for (int face : roll.faces())
        array.append(face);
    return array;
}

void RolledDice::setFaces(const QString &field, const DiceRoll &roll, bool onScreen)
{
    m_faces.insert(field, faces(roll));
    m_rolled.removeAll(field);
    if (onScreen)
        m_rolled.append(field);
}

void RolledDice::setFacesAt(const QString &field, int index, const DiceRoll &roll, bool onScreen)
{
    QJsonArray &list = m_lists[field];
    while (list.size() <= index)
        list.append(QJsonValue());
    list[index] = faces(roll);
    const QString item = QStringLiteral("%1[%2]").arg(field).arg(index);
    m_rolled.removeAll(item);
    if (onScreen)
        m_rolled.append(item);
}

void RolledDice::markRolled(const QString &field)
{
    if (!m_rolled.contains(field))
        m_rolled.append(field);
}

void RolledDice::clear()
{
    m_faces = QJsonObject();
    m_lists.clear();
    m_rolled.clear();
}

void RolledDice::addTo(QJsonObject &action) const
{
    for (auto it = m_faces.constBegin(); it != m_faces.constEnd(); ++it)
        action.insert(it.key(), it.value());
    for (auto it = m_lists.constBegin(); it != m_lists.constEnd(); ++it)
        action.insert(it.key(), it.value());
    QJsonArray rolled;
    for (const QString &item : m_rolled) {
        const QJsonValue given = action.value(item.section(QLatin1Char('['), 0, 0));
        if (given.isUndefined() || given.isNull())
            continue;
        const qsizetype open = item.indexOf(QLatin1Char('['));
        if (open >= 0 && item.mid(open + 1).chopped(1).toInt() >= given.toArray().size())
            continue;
        rolled.append(item);
    }
    if (!rolled.isEmpty())
        action.insert(QStringLiteral("rolled"), rolled);
}

} // namespace Adc
