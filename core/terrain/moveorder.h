#pragma once

#include "core/common/result.h"
#include "core/common/vocabulary.h"

#include <QJsonObject>
#include <QStringList>
#include <optional>

namespace Adc {

class RequestReader;

// A unit's move as the umpire orders it (docs/contract.md, the move action): the
// unit, the terrain it ends in (its own when left out), the named feature
// it enters (or leaves, with leaveFeature: "feature": null), what it crosses
// and whether it keeps to a road (none and no when left out).
struct MoveOrder
{
    static constexpr char kKind[] = "move";

    qint64 unit = 0;
    std::optional<Terrain> to;
    std::optional<qint64> feature;
    bool leaveFeature = false;
    std::optional<QStringList> across;
    std::optional<bool> road;

    QJsonObject toJson() const;
    static Result<MoveOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
