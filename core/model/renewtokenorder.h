#pragma once

#include "core/common/result.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace Adc {

class RequestReader;

// A new players' view address for one page (docs/contract.md,
// renew-token): a side's, named by `side`, or the table display's
// ("page": "table"); the old one opens nothing from then on.
struct RenewTokenOrder
{
    static constexpr char kKind[] = "renew-token";

    std::optional<QString> side;
    std::optional<QString> page; // "side" or "table"

    bool isTable() const { return page == QLatin1String("table"); }

    QJsonObject toJson() const;
    static Result<RenewTokenOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
