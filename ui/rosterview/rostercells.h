#pragma once

#include "core/model/unitrecord.h"

#include <QCoreApplication>
#include <QVariant>

namespace Adc {

struct RosterNode;

// What a roster row shows in each column: text, sort keys, colours for a
// unit's conditions, a brigade's totals, the headers.
class RosterCells
{
    Q_DECLARE_TR_FUNCTIONS(Adc::RosterCells)

public:
    static QVariant unitData(const UnitRecord &unit, int column, int role);
    static QVariant groupData(const RosterNode &node, int column, int role);
    static QVariant header(int section, int role);
};

} // namespace Adc
