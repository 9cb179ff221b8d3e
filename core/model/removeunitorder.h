#pragma once

#include "core/common/result.h"

#include <QJsonObject>

namespace Adc {

class RequestReader;

// A unit taken out of the order of battle (docs/contract.md, remove-unit);
// undo brings it back.
struct RemoveUnitOrder
{
    static constexpr char kKind[] = "remove-unit";

    qint64 unit = 0;

    QJsonObject toJson() const;
    static Result<RemoveUnitOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
