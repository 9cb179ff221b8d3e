#include "core/discipline/chargeroles.h"

#include "core/common/vocabulary.h"

#include <QCoreApplication>

namespace Adc {

QString ChargeRoles::defenderRefusal(const UnitRecord &defender)
{
    if (defender.castings <= 0)
        return QCoreApplication::translate("Adc::ChargeRoles", "%1 has no castings left")
            .arg(defender.name);
    return QString();
}

QString ChargeRoles::chargerRefusal(const UnitRecord &charger, const UnitRecord &defender)
{
    // One arg() call each, so a unit's name stays as it is.
    if (charger.id == defender.id)
        return QCoreApplication::translate("Adc::ChargeRoles", "%1 cannot charge itself")
            .arg(charger.name);
    if (charger.side == defender.side)
        return QCoreApplication::translate("Adc::ChargeRoles", "%1 and %2 are both of %3")
            .arg(charger.name, defender.name, charger.side);
    if (charger.castings <= 0)
        return QCoreApplication::translate("Adc::ChargeRoles", "%1 has no castings left")
            .arg(charger.name);
    if (charger.arm != Arm::Infantry && charger.arm != Arm::Cavalry)
        return QCoreApplication::translate("Adc::ChargeRoles",
                                           "only infantry and cavalry charge; %1 is %2")
            .arg(charger.name, toName(charger.arm));
    return QString();
}

QList<ChargeRoles::Candidate> ChargeRoles::defenders(const QList<UnitRecord> &units)
{
    QList<Candidate> answers;
    for (const UnitRecord &unit : units)
        answers.append({ unit, defenderRefusal(unit) });
    return answers;
}

QList<ChargeRoles::Candidate> ChargeRoles::chargers(const UnitRecord &defender,
                                                    const QList<UnitRecord> &units)
{
    QList<Candidate> answers;
    for (const UnitRecord &unit : units)
        answers.append({ unit, chargerRefusal(unit, defender) });
    return answers;
}

QList<UnitRecord> ChargeRoles::allowed(const QList<Candidate> &candidates)
{
    QList<UnitRecord> units;
    for (const Candidate &candidate : candidates) {
        if (candidate.allowed())
            units.append(candidate.unit);
    }
    return units;
}

} // namespace Adc
