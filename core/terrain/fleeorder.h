#pragma once

#include "core/common/result.h"

#include <QJsonObject>

namespace Adc {

class RequestReader;

// A shaken unit called on to flee (docs/contract.md, flee): which unit.
struct FleeOrder
{
    static constexpr char kKind[] = "flee";

    qint64 unit = 0;

    QJsonObject toJson() const;
    static Result<FleeOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
