#include "core/model/unitrecord.h"

#include "core/model/unitfields.h"

#include <QJsonValue>
#include <algorithm>

namespace Adc {

QJsonObject UnitRecord::toJson() const
{
    // Keys in the order a QJsonObject keeps them, so each one is appended:
    // an import writes thousands of units.
    static const QList<const UnitFields::Field *> sorted = [] {
        QList<const UnitFields::Field *> fields;
        for (const UnitFields::Field &field : UnitFields::all())
            fields.append(&field);
        std::sort(fields.begin(), fields.end(),
                  [](const UnitFields::Field *a, const UnitFields::Field *b) {
                      return a->name < b->name;
                  });
        return fields;
    }();
    QJsonObject object;
    for (const UnitFields::Field *field : sorted)
        object.insert(field->name, field->value(*this).toJson());
    return object;
}

QStringList UnitRecord::fieldNames()
{
    return UnitFields::names();
}

const QStringList &UnitRecord::flagNames()
{
    static const QStringList names = UnitFields::namesOf(UnitFields::Kind::Flag);
    return names;
}

bool UnitRecord::operator==(const UnitRecord &other) const
{
    return id == other.id && name == other.name && side == other.side && brigade == other.brigade
        && arm == other.arm && troopClass == other.troopClass
        && castingsInitial == other.castingsInitial && castings == other.castings
        && steps == other.steps && cwInitial == other.cwInitial && cw == other.cw && ap == other.ap
        && apBall == other.apBall && apCanister == other.apCanister
        && apBallFull == other.apBallFull && apCanisterFull == other.apCanisterFull
        && tubes == other.tubes && weapon == other.weapon && smoke == other.smoke
        && morale == other.morale && formation == other.formation && terrain == other.terrain
        && feature == other.feature && firefight == other.firefight && hasFired == other.hasFired
        && firedThisSegment == other.firedThisSegment && movedThisSegment == other.movedThisSegment
        && firedUponThisSegment == other.firedUponThisSegment
        && replenishmentTurns == other.replenishmentTurns && scrounging == other.scrounging
        && hidden == other.hidden && edgeDistance == other.edgeDistance && seen == other.seen;
}

} // namespace Adc
