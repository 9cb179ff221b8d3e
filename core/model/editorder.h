#pragma once

#include "core/common/result.h"
#include "core/model/unitvalue.h"

#include <QJsonObject>
#include <QString>

namespace Adc {

class RequestReader;

// One unit field set by its command-line name (docs/contract.md, edit):
// the value of the field's kind (UnitFields), read where it enters; the
// action reads it again with the whole unit, as it knows the unit and the
// battle's rulings (a range, a vocabulary word, castings above
// castings_initial). Null is a value only for edge_distance (a town
// occupant's distance from the edge left unknown).
struct EditOrder
{
    static constexpr char kKind[] = "edit";

    qint64 unit = 0;
    QString field;
    UnitValue value;

    QJsonObject toJson() const;
    static Result<EditOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
