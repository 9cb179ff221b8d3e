#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QString>

namespace Adc {

class RequestReader;

// A terrain feature taken off the table, by name (docs/contract.md,
// remove-feature); the battle refuses while a unit is in it.
struct RemoveFeatureOrder
{
    static constexpr char kKind[] = "remove-feature";

    QString feature;

    QJsonObject toJson() const;
    static Result<RemoveFeatureOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
