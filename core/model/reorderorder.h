#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QList>

namespace Adc {

class RequestReader;

// Units that take, in the order listed, the places they held between them
// in the order of battle; the rest keep theirs (docs/contract.md, reorder).
struct ReorderOrder
{
    static constexpr char kKind[] = "reorder";

    QList<qint64> units;

    QJsonObject toJson() const;
    static Result<ReorderOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
