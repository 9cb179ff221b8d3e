#pragma once

#include "core/common/result.h"

#include <QJsonObject>

namespace Adc {

class RequestReader;

// Rulings changed by name (docs/contract.md, set-rulings; Rulings::
// catalogue() lists them); the battle's other rulings keep their value.
// Each value is checked as Rulings::setValue checks it.
struct SetRulingsOrder
{
    static constexpr char kKind[] = "set-rulings";

    QJsonObject rulings;

    QJsonObject toJson() const;
    static Result<SetRulingsOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
