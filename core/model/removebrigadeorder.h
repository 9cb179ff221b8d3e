#pragma once

#include "core/common/result.h"

#include <QJsonObject>

namespace Adc {

class RequestReader;

// A brigade taken out of its side (docs/contract.md, remove-brigade); the
// battle refuses while it has units.
struct RemoveBrigadeOrder
{
    static constexpr char kKind[] = "remove-brigade";

    qint64 brigade = 0;

    QJsonObject toJson() const;
    static Result<RemoveBrigadeOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
