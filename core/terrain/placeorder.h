#pragma once

#include "core/common/result.h"
#include "core/common/vocabulary.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace Adc {

class RequestReader;

// A unit put in a terrain feature, or taken out of one (docs/contract.md,
// place; seed 001): in a feature it stands in the feature's terrain (an
// LTF has none: `terrain`, else where it stood); "feature": "" takes it
// out, into `terrain` (open when left out).
struct PlaceOrder
{
    static constexpr char kKind[] = "place";

    qint64 unit = 0;
    QString feature;
    std::optional<Terrain> terrain;

    QJsonObject toJson() const;
    static Result<PlaceOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
