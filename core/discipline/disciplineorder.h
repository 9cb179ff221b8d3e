#pragma once

#include "core/common/result.h"
#include "core/discipline/disciplinetrigger.h"

#include <QJsonObject>
#include <QList>
#include <optional>

namespace Adc {

class RequestReader;

// A fire discipline roll as the umpire orders it (docs/contract.md,
// discipline): the unit, the class-dice total or its faces when thrown at
// the table (rolled when both are left out), and what calls for it.
struct DisciplineOrder
{
    static constexpr char kKind[] = "discipline";

    qint64 unit = 0;
    std::optional<int> roll;
    std::optional<DisciplineTrigger> trigger;
    std::optional<QList<int>> faces;

    QJsonObject toJson() const;
    static Result<DisciplineOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
