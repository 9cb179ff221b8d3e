#pragma once

#include "core/common/result.h"
#include "core/model/unitdraft.h"

#include <QJsonObject>
#include <QList>
#include <optional>

namespace Adc {

class RequestReader;

// Units added all or none (docs/contract.md, add-units): unit objects
// without ids, each read where it enters as add-unit reads one.
struct AddUnitsOrder
{
    static constexpr char kKind[] = "add-units";

    QList<UnitDraft> units;
    // How many units an import added, in place of the units themselves: the
    // log's form of an import, whose entry holds each unit once, as the row
    // it inserts (docs/contributing.md). Never read from a request.
    std::optional<qsizetype> count;

    QJsonObject toJson() const;
    static Result<AddUnitsOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
