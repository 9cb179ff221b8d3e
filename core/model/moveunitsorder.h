#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QList>
#include <optional>

namespace Adc {

class RequestReader;

// Units dragged in the roster (docs/contract.md, move-units): they join
// the brigade, of their own side, and stand in the order listed just
// before unit `before` of that brigade, or after its last unit.
struct MoveUnitsOrder
{
    static constexpr char kKind[] = "move-units";

    QList<qint64> units;
    qint64 brigade = 0;
    std::optional<qint64> before;

    QJsonObject toJson() const;
    static Result<MoveUnitsOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
