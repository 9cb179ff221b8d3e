#include "core/turn/enemysight.h"

#include <QSet>

namespace Adc {

QList<UnitRecord> EnemySight::seenBy(const QString &side, const QList<UnitRecord> &units,
                                     const Contacts &contacts)
{
    QSet<qint64> own;
    for (const UnitRecord &unit : units) {
        if (unit.side == side)
            own.insert(unit.id);
    }
    QSet<qint64> inContact;
    for (const auto &[first, second] : contacts) {
        if (own.contains(first))
            inContact.insert(second);
        if (own.contains(second))
            inContact.insert(first);
    }
    QList<UnitRecord> seen;
    for (const UnitRecord &unit : units) {
        if (unit.side != side && !unit.hidden && (unit.seen || inContact.contains(unit.id)))
            seen.append(unit);
    }
    return seen;
}

QList<UnitRecord> EnemySight::shownTo(const QString &side, const QList<UnitRecord> &units,
                                      const Contacts &contacts)
{
    QList<UnitRecord> shown;
    for (const UnitRecord &unit : units) {
        if (unit.side == side)
            shown.append(unit);
    }
    return shown + seenBy(side, units, contacts);
}

int EnemySight::aboutCastings(int castings)
{
    if (castings < 5)
        return 0;
    return (castings + 2) / 5 * 5;
}

bool EnemySight::showsMorale(const UnitRecord &unit)
{
    return unit.morale == Morale::Routed || unit.morale == Morale::Broken;
}

QJsonObject EnemySight::json(const UnitRecord &unit)
{
    QJsonObject object { { QStringLiteral("id"), unit.id },
                         { QStringLiteral("name"), unit.name },
                         { QStringLiteral("side"), unit.side },
                         { QStringLiteral("arm"), toName(unit.arm) },
                         { QStringLiteral("formation"), toName(unit.formation) },
                         { QStringLiteral("castings_about"), aboutCastings(unit.castings) } };
    if (showsMorale(unit))
        object.insert(QStringLiteral("morale"), toName(unit.morale));
    return object;
}

} // namespace Adc
