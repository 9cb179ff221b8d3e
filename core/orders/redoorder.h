#pragma once

#include "core/common/result.h"

#include <QJsonObject>

namespace Adc {

class RequestReader;

// Applies again what undo just took back (docs/contract.md, redo).
struct RedoOrder
{
    static constexpr char kKind[] = "redo";

    QJsonObject toJson() const { return {}; }
    static Result<RedoOrder> fromJson(RequestReader &) { return RedoOrder(); }
};

} // namespace Adc
