#include "ammunition/scrounging.h"

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

} // namespace Adc
