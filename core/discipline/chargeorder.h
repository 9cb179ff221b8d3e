#pragma once

#include "core/common/result.h"
#include "core/discipline/chargeoutcome.h"

#include <QJsonObject>
#include <QList>
#include <optional>

namespace Adc {

class RequestReader;

// A charge as the umpire orders it (docs/contract.md, charge): the charger (0 in the
// old form, which rolls the defender's discipline only), the defender, the
// class-dice totals thrown, farthest first, other units caught in it, and
// how it ended when the umpire says so; with the dice thrown at the table:
// each total's faces (null where none were given), and the d10 of the
// defender's fire and the faces of its boxcars penalty. The battle rolls what
// is left out.
struct ChargeOrder
{
    static constexpr char kKind[] = "charge";

    qint64 defender = 0;
    QList<int> rolls;
    qint64 charger = 0;
    QList<qint64> also = {};
    std::optional<ChargeOutcome> outcome = std::nullopt;
    QList<std::optional<QList<int>>> faces = {};
    std::optional<int> fireDie = std::nullopt;
    std::optional<QList<int>> fireBoxcarsFaces = std::nullopt;

    QJsonObject toJson() const;
    static Result<ChargeOrder> fromJson(RequestReader &reader);
};

} // namespace Adc
