#pragma once

#include "core/model/unitrecord.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>

namespace Adc {

// One unit as a plan leaves it: before and after. The planners list every
// change they will make this way, so a preview and the action can be held
// equal field by field.
struct UnitChange
{
    UnitRecord before;
    UnitRecord after;

    bool changes() const { return before != after; }
    // {"unit": id, FIELD: value after, ...} for each field of the unit
    // object (docs/contract.md) that differs.
    QJsonObject toJson() const;
    bool operator==(const UnitChange &other) const
    {
        return before == other.before && after == other.after;
    }
};

// The units a list of changes actually changes, as JSON.
QJsonArray changesToJson(const QList<UnitChange> &changes);

} // namespace Adc
