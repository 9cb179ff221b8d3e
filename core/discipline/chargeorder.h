#pragma once

#include "discipline/chargeoutcome.h"

#include <QList>
#include <optional>

namespace Adc {

// A charge as the umpire orders it (docs/contract.md, charge): the charger (0 in the
// old form, which rolls the defender's discipline only), the defender, the
// class-dice totals thrown, farthest first, other units caught in it, and
// how it ended when the umpire says so.
struct ChargeOrder
{
    qint64 defender = 0;
    QList<int> rolls;
    qint64 charger = 0;
    QList<qint64> also = {};
    std::optional<ChargeOutcome> outcome = std::nullopt;
};

} // namespace Adc
