#pragma once

#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace Adc {

// Whether a unit may stand where it is put: its arm may be in the terrain
// (only infantry in woods and BUAs, only infantry or artillery in a redoubt)
// and the named feature has room (one unit in a small wood, a BUA area or a
// redoubt). Both rules come from the terrain table (seed 001).
class Placement
{
public:
    // Why the unit may not stand in its terrain and feature, or an empty
    // string. The unit's own place in the feature does not count against
    // its capacity. Throws DatabaseError.
    static QString refusal(const QSqlDatabase &database, const UnitRecord &unit);
};

} // namespace Adc
