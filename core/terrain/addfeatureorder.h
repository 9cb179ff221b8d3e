#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace Adc {

class RequestReader;

// A terrain feature set on the table (docs/contract.md, add-feature; seed
// 001): its name, kind and cover, how many units it holds, and for a BUA
// whether it is a farm or a block of a town (seed 002, Fire At And In Town).
struct AddFeatureOrder
{
    static constexpr char kKind[] = "add-feature";

    QString name;
    QString kind;
    std::optional<QString> cover; // none when left out
    // Left out: the terrain rules' capacity for the kind; `unlimited`
    // ("capacity": null): no limit.
    std::optional<int> capacity;
    bool unlimited = false;
    std::optional<QString> block;

    QJsonObject toJson() const;
    static Result<AddFeatureOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
