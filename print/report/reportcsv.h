#pragma once

#include <QByteArray>
#include <QStringList>

namespace Adc {

class AfterActionReport;

// The after-action report as CSV: one header row, then a row per side,
// brigade and unit ("record" side, brigade, unit) and a row per roll
// ("record" roll). Fields with a comma, a quote or a line break are quoted.
class ReportCsv
{
public:
    static QStringList columns();
    static QByteArray of(const AfterActionReport &report);
};

} // namespace Adc
