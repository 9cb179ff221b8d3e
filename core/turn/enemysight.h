#pragma once

#include "core/model/unitrecord.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <utility>

namespace Adc {

// What one side sees of the other sides' units (docs/contract.md, "seen"):
// a unit the umpire marked seen, or one in contact with a unit of the side
// (a fire or a charge between them, neither having moved since:
// SweepEvidence::standing); never a hidden one, whatever else holds. Of a
// unit it sees, a side reads its name, arm and formation, about how many
// castings it has, and its morale only when it is visibly routed or broken.
// The players' pages, the window's players' view and the proposals all ask
// here.
class EnemySight
{
public:
    using Contacts = QList<std::pair<qint64, qint64>>;

    // The other sides' units `side` sees, in the battle's order.
    static QList<UnitRecord> seenBy(const QString &side, const QList<UnitRecord> &units,
                                    const Contacts &contacts);
    // All of the side's own units (hidden ones included), then the enemy
    // units it sees, each in the battle's order.
    static QList<UnitRecord> shownTo(const QString &side, const QList<UnitRecord> &units,
                                     const Contacts &contacts);
    // Castings to the nearest 5 ("about 20"); 0 for under 5 ("a few").
    static int aboutCastings(int castings);
    // Whether the side may read the unit's morale: only when it is routed
    // or broken, which the other side sees at a glance.
    static bool showsMorale(const UnitRecord &unit);
    // All a side is told of an enemy unit it sees: id, name, side, arm,
    // formation, castings_about, and morale when showsMorale.
    static QJsonObject json(const UnitRecord &unit);
};

} // namespace Adc
