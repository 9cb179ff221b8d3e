#pragma once

#include "core/common/result.h"
#include "core/common/rulings.h"

#include <QJsonObject>
#include <QStringList>

namespace Adc {

class RequestReader;

// Rulings changed by name (docs/contract.md, set-rulings; Rulings::
// catalogue() lists them); the battle's other rulings keep their value.
// Each value is checked as Rulings::setValue checks it, where the order is
// read.
struct SetRulingsOrder
{
    static constexpr char kKind[] = "set-rulings";

    // The rulings changed, by name, in the order of their names.
    QStringList names;
    // Their new values; its other rulings are never read.
    Rulings values;

    // The rulings `to` holds otherwise than `from`, set to its values.
    static SetRulingsOrder between(const Rulings &from, const Rulings &to);
    // `rulings` with the named ones set to these values.
    Rulings appliedTo(Rulings rulings) const;

    QJsonObject toJson() const;
    static Result<SetRulingsOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
