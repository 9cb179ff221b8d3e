#pragma once

#include <QByteArray>
#include <QStringList>
#include <functional>
#include <optional>

namespace Adc {

class AfterActionReport;

// The after-action report as CSV: one header row, then a row per side,
// brigade and unit ("record" side, brigade, unit) and a row per roll
// ("record" roll). Fields with a comma, a quote or a line break are quoted.
class ReportCsv
{
public:
    static QStringList columns();
    // Told the rows written so far and how many there are, every few
    // hundred rows; answers false to stop.
    using Progress = std::function<bool(int done, int rows)>;

    // The whole CSV, or nothing when `progress` stopped it.
    static std::optional<QByteArray> of(const AfterActionReport &report,
                                        const Progress &progress = {});
};

} // namespace Adc
