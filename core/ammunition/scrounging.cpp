#include "core/ammunition/scrounging.h"

#include <QCoreApplication>

namespace Adc {

int Scrounging::topUp(UnitRecord &unit, const Ammunition &table)
{
    if (!unit.scrounging || table.kind(unit.arm) != Ammunition::Kind::SmallArms
        || unit.ap >= table.scroungingApPerSegment())
        return 0;
    const int given = table.scroungingApPerSegment() - unit.ap;
    unit.ap = table.scroungingApPerSegment();
    return given;
}

bool Scrounging::mayDeclare(const UnitRecord &unit, const Ammunition &table)
{
    return !unit.scrounging && table.kind(unit.arm) == Ammunition::Kind::SmallArms && unit.ap <= 0;
}

QString Scrounging::declare(UnitRecord &unit, const Ammunition &table)
{
    if (unit.scrounging || table.kind(unit.arm) != Ammunition::Kind::SmallArms)
        return QString();
    if (unit.ap > 0)
        return QCoreApplication::translate("Adc::Scrounging",
                                           "%1 has %2 AP left: only a unit out of ammunition "
                                           "may scrounge")
            .arg(unit.name, QString::number(unit.ap));
    unit.scrounging = true;
    topUp(unit, table);
    return QString();
}

} // namespace Adc
