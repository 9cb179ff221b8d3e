#pragma once

#include "core/model/unitrecord.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace Adc {

// A side's units as its page shows them on a phone: a compact table,
// brigade by brigade (name, castings, CW, AP, and marks for smoke, morale
// and no ammunition), each row opening on a tap to the unit's details. Every name
// escaped; the rows carry the unit's id so a refreshed page keeps open what
// the reader opened.
class UnitRows
{
    // Its words are the pages' own (and translated with them).
    Q_DECLARE_TR_FUNCTIONS(Adc::UnitRows)

public:
    // The units in the battle's order, brigade by brigade, and the legend
    // of the marks.
    static QString html(const QList<UnitRecord> &units);

private:
    static QString row(const UnitRecord &unit);
    static QString details(const UnitRecord &unit);
    static QString marks(const UnitRecord &unit);
    static QString head();
};

} // namespace Adc
