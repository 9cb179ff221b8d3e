#pragma once

#include "core/model/unitrecord.h"

#include <QJsonObject>
#include <QStringList>

namespace Adc {

// A unit as a CSV row (docs/contract.md): each cell typed after its column.
// The object a row reads as is checked by UnitReader like any unit object.
class UnitCsv
{
public:
    // One CSV row read as a unit object: each cell typed after its column
    // (whole numbers, true/false, names); an empty cell is a field left out.
    // Cells that do not read as their column's type are left out of the
    // object and named in unreadable ("FIELD: what is wrong"). Text cells
    // escaped against formulas are read back as they were written.
    struct Row
    {
        QJsonObject object;
        QStringList unreadable;
    };
    static Row objectFromRow(const QStringList &header, const QStringList &cells);
    // The unit as a CSV row under UnitRecord::fieldNames() (unquoted cells;
    // text that a spreadsheet would run as a formula escaped, CsvFormula).
    static QStringList cells(const UnitRecord &unit);
};

} // namespace Adc
