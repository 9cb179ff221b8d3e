#pragma once

#include "core/common/result.h"
#include "core/dice/diceexpression.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

namespace Adc {

class RequestReader;

// A roll of any dice for the log (docs/contract.md, roll; the dice tray):
// the dice, the faces when thrown at the table (rolled when left out) and
// what the roll is for. The dice are written in their own spelling
// ("2d6+1").
struct RollOrder
{
    static constexpr char kKind[] = "roll";

    DiceExpression dice;
    std::optional<QList<int>> faces;
    std::optional<QString> purpose;

    QJsonObject toJson() const;
    static Result<RollOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
