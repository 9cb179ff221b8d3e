#pragma once

#include "core/common/rulings.h"
#include "print/card/cardtable.h"

#include <QCoreApplication>

namespace Adc {

// The rules of the reference card beside the charts: the other fire
// modifiers and AP rates, the terrain morale bonuses, the ammunition,
// replenishment and scrounging, and the rulings in force, each value under
// the battle's rulings.
class RuleTables
{
    Q_DECLARE_TR_FUNCTIONS(Adc::RuleTables)

public:
    static CardTable modifiers(const Rulings &rulings);
    static CardTable terrain(const Rulings &rulings);
    // Starting AP and AP a fire of each arm, the boxcars penalty.
    static CardTable ammunition(const Rulings &rulings);
    static CardTable replenishment(const Rulings &rulings);
    // The rulings of the battle against their house defaults.
    static CardTable inForce(const Rulings &rulings);

private:
    // "AP per fire" rows; arms with the same rates share a row.
    static QList<QStringList> apRateRows();
};

} // namespace Adc
