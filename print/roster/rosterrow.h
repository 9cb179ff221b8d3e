#pragma once

#include "core/model/unitrecord.h"
#include "print/page/pageboxes.h"

#include <QList>
#include <QString>

namespace Adc {

class RosterGrid;
struct RosterInk;
struct RosterStyle;

// One unit's row of the roster grid: what each cell holds, as the unit
// stands or as blank tracks to strike at the table.
class RosterRow
{
public:
    // A run of boxes after a lead text ("11/12", "ball 6/8"): `boxes` of
    // them, the first `marked` carrying `mark`.
    struct Track
    {
        QString lead;
        int boxes = 0;
        int marked = 0;
        PageBoxes::Mark mark = PageBoxes::Mark::Struck;
    };

    RosterRow(const UnitRecord &unit, bool blank);

    const UnitRecord &unit() const { return m_unit; }
    // "infantry, musket" or "artillery, 6pdr, 6 tubes, on a hill": what the
    // unit is beyond its class and formation, which have columns of their own.
    const QString &what() const { return m_what; }
    const Track &castings() const { return m_castings; }
    const Track &steps() const { return m_steps; }
    const QList<Track> &ap() const { return m_ap; } // one, or ball and canister
    // The CW track: its numbers run from cwTop() down to 0.
    int cwTop() const { return m_cwTop; }
    bool blank() const { return m_blank; }

    // Lines the boxes take with so many boxes to a line.
    static int linesOf(int boxes, int perLine);
    int trackLines(int castingsPerLine, int cwPerLine, int apPerLine) const;

    // Paints the row from `top` (millimetres), `height` tall.
    void paint(PageBoxes &boxes, const RosterStyle &style, const RosterGrid &grid, double top,
               double height, RosterInk &ink) const;

private:
    void paintText(PageBoxes &boxes, const RosterStyle &style, const RosterGrid &grid,
                   double top) const;
    void paintTrack(const RosterStyle &style, const Track &track, double x, double lead, double top,
                    int perLine, RosterInk &ink) const;
    void paintCw(const RosterStyle &style, const RosterGrid &grid, double top,
                 RosterInk &ink) const;

    UnitRecord m_unit;
    bool m_blank = false;
    QString m_what;
    Track m_castings;
    Track m_steps;
    QList<Track> m_ap;
    int m_cwTop = 0;
};

} // namespace Adc
