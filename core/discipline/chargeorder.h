#pragma once

#include <QList>

namespace Adc {

// Charge discipline as the umpire orders it (CLI.md, charge): the defending
// infantry and the class-dice totals thrown, farthest first.
struct ChargeOrder
{
    qint64 defender = 0;
    QList<int> rolls;
};

} // namespace Adc
