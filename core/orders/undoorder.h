#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <optional>

namespace Adc {

class RequestReader;

// Takes back the latest action still in force (docs/contract.md, undo);
// with `entry`, only when that entry is the one undo would take back, so
// no one undoes another station's action by surprise.
struct UndoOrder
{
    static constexpr char kKind[] = "undo";

    std::optional<qint64> entry;

    QJsonObject toJson() const;
    static Result<UndoOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
