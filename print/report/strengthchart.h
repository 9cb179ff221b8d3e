#pragma once

#include "core/model/clock.h"
#include "core/model/unitrecord.h"
#include "db/tables/logentry.h"

#include <QList>
#include <QRectF>
#include <QString>

namespace Adc {

class PageBoxes;

// Each side's strength turn by turn, castings and CW, read from the battle's
// log: every unit starts at its initial values and each fire that stands
// (not undone) sets its targets to what they were left with. Drawn with
// QPainter, so the print library needs no widgets (Qt Charts would).
class StrengthChart
{
public:
    struct Series
    {
        QString side;
        QList<int> castings; // [0] at the start, [t] at the end of turn t
        QList<int> cw;
    };

    StrengthChart(const QList<UnitRecord> &units, const QList<LogEntry> &log, const Clock &clock);

    const QList<Series> &series() const { return m_series; }
    // The turns shown after the start.
    int turns() const { return m_turns; }

    // Paints the chart in a rectangle given in millimetres.
    void paint(PageBoxes &boxes, const QRectF &millimetres) const;

private:
    QList<Series> m_series;
    int m_turns = 0;
};

} // namespace Adc
