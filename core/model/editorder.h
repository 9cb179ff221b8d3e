#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace Adc {

class RequestReader;

// One unit field set by its command-line name (docs/contract.md, edit):
// the value as given, read again with the whole unit by the action, which
// knows the unit and the battle's rulings. Null is a value only for
// edge_distance (a town occupant's distance from the edge left unknown).
struct EditOrder
{
    static constexpr char kKind[] = "edit";

    qint64 unit = 0;
    QString field;
    QJsonValue value;

    QJsonObject toJson() const;
    static Result<EditOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
