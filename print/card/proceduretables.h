#pragma once

#include "core/common/rulings.h"
#include "print/card/cardtable.h"

#include <QCoreApplication>

namespace Adc {

// The procedures of the reference card in words, each number read from the
// loaded rules tables the program computes with: the charge (the discipline
// chart's distances), casualties and recovery (Casualties, Recovery), smoke
// (Ammunition's AP limits, FireModifiers' smoke rule), ricochet
// (FireModifiers' ricochet rule) and fire at towns (the cover modifiers and
// the terrain's capacity). Each is a card section of notes without a grid.
class ProcedureTables
{
    Q_DECLARE_TR_FUNCTIONS(Adc::ProcedureTables)

public:
    static CardTable charge();
    static CardTable casualties();
    static CardTable smoke();
    static CardTable ricochet();
    static CardTable towns();
};

} // namespace Adc
