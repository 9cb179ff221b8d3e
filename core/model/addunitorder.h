#pragma once

#include "core/common/result.h"
#include "core/model/unitdraft.h"

#include <QJsonObject>

namespace Adc {

class RequestReader;

// One unit added (docs/contract.md, add-unit): a unit object without id,
// as `adc unit add` takes it, read into its fields where it enters. The
// battle reads the unit, whose rulings give the defaults of those left out.
struct AddUnitOrder
{
    static constexpr char kKind[] = "add-unit";

    UnitDraft unit;

    QJsonObject toJson() const;
    static Result<AddUnitOrder> fromJson(RequestReader &reader);
    // The problems of a unit's fields, each named "unit.FIELD" (`prefix`
    // "unit.") or "units[2].FIELD", as the battle names its own.
    static QStringList prefixed(const QString &prefix, const QStringList &problems);
};

} // namespace Adc
