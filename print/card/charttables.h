#pragma once

#include "core/common/rulings.h"
#include "print/card/cardtable.h"

#include <QCoreApplication>

namespace Adc {

// The charts of the reference card, read from the loaded rules tables: fire
// discipline, fire combat (stands and tubes rows) and the range bands.
class ChartTables
{
    Q_DECLARE_TR_FUNCTIONS(Adc::ChartTables)

public:
    static CardTable discipline(const Rulings &rulings);
    static CardTable fire(const Rulings &rulings);
    static CardTable ranges();
};

} // namespace Adc
