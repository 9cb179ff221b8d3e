#pragma once

#include "core/common/result.h"

#include <QJsonObject>

namespace Adc {

class RequestReader;

// One unit added (docs/contract.md, add-unit): a unit object without id,
// as `adc unit add` takes it. Its fields are read by the battle, whose
// rulings give the defaults of those left out.
struct AddUnitOrder
{
    static constexpr char kKind[] = "add-unit";

    QJsonObject unit;

    QJsonObject toJson() const;
    static Result<AddUnitOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
