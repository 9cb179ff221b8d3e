#pragma once

#include "model/unitrecord.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

namespace Adc {

class ActionContext;

// What happens to every unit when a segment ends (seed 002): smoke stays on
// a unit that fired and clears from one that did not (In Smoke); units of
// the active side that did not move, were not fired upon and have no enemy
// within 12" recover soft steps by class (Mechanics of Firing); scrounging
// units have their 1 AP for the next segment (Ammunition); this segment's
// fired, moved and fired-upon flags are cleared. The rules themselves are
// the core's (Smoke, Recovery, Ammunition).
class SegmentSweep
{
public:
    // moved: units the umpire says moved (besides those already marked);
    // enemyWithin12: units with an enemy closer than the recovery distance.
    // Gives one object per unit that changed: what and why.
    static QJsonArray run(ActionContext &context, const QSet<qint64> &moved,
                          const QSet<qint64> &enemyWithin12);

    // The sweep of one unit, touching nothing: the unit as the end of the
    // segment leaves it, and in *line (if given) what changed and why
    // ({"unit", "smoke", "recovered", "recovery_blocked_by", "scrounged"};
    // only "unit" when nothing shows). activeSide is the name of the side
    // whose initiative ends. run() applies exactly this to every unit; the
    // end-of-segment dialog previews with it.
    static UnitRecord sweep(const UnitRecord &unit, const QString &activeSide, bool moved,
                            bool enemyWithin12, QJsonObject *line = nullptr);
};

} // namespace Adc
