#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace Adc {

class RequestReader;

// A brigade added to a side, the side created as needed (docs/contract.md,
// add-brigade). The names as given; the battle trims them and refuses a
// name of more than one line.
struct AddBrigadeOrder
{
    static constexpr char kKind[] = "add-brigade";

    QString side;
    QString name;
    std::optional<QString> commander;

    QJsonObject toJson() const;
    static Result<AddBrigadeOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
