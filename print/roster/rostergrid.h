#pragma once

#include <QGlyphRun>
#include <QList>
#include <QString>
#include <QStringList>

class QPaintDevice;

namespace Adc {

class PageBoxes;
class RosterRow;
struct RosterInk;
struct RosterStyle;

// The roster's columns, the same on every page of a sheet so that an eye
// finds a column in the same place for every unit: unit, class, formation,
// castings, steps, CW, AP, smoke, morale and notes. The runs of boxes wrap
// onto more lines when a page is too narrow for them; how many boxes go on a
// line is chosen for the fewest millimetres over all the units.
class RosterGrid
{
public:
    enum Column { Unit, Class, Formation, Castings, Steps, Cw, Ap, Smoke, Morale, Notes, Count };

    // Sizes, millimetres.
    static constexpr double boxSize = 3.0;
    static constexpr double boxPitch = 3.5;
    static constexpr double cwBoxWidth = 3.7; // wide enough for "30" at 7.5 pt
    static constexpr double cwPitch = 4.0;
    static constexpr double linePitch = 4.0; // one line of boxes
    static constexpr double cellPadding = 0.8;
    static constexpr double rowPadding = 0.5; // above and below a row's lines
    static constexpr double minimumNotes = 16.0;
    static constexpr double nameGap = 2.0; // between the name and what the unit is

    RosterGrid(const QList<RosterRow> &rows, const RosterStyle &style, double width);

    double left(Column column) const { return m_left.at(column); }
    double width(Column column) const { return m_width.at(column); }
    // Width of the lead text ("11/12") of a column of boxes.
    double lead(Column column) const { return m_lead.at(column); }
    int perLine(Column column) const { return m_perLine.at(column); }
    double headerHeight() const { return m_headerHeight; }
    double pageWidth() const { return m_pageWidth; }

    // The height a row takes, millimetres.
    double rowHeight(const RosterRow &row, const RosterStyle &style) const;
    // The height of the unit cell's text: its name and what it is, wrapped.
    double textHeight(const RosterRow &row, const RosterStyle &style) const;
    // Whether the unit's name and what it is go on one line.
    bool oneLine(const RosterRow &row, const RosterStyle &style) const;
    // The height of the unit's name alone, wrapped.
    double nameHeight(const RosterRow &row, const RosterStyle &style) const;
    void paintHeader(PageBoxes &boxes, const RosterStyle &style, double top, RosterInk &ink) const;

private:
    // The headings' words, laid out once a sheet and drawn on each page from
    // their glyphs: laying them out again for each of a thousand pages was a
    // twentieth of printing 20,000 units. Device units, from the header's
    // top left; `upright` are the rotated words, from their baseline.
    struct Headings
    {
        const QPaintDevice *device = nullptr;
        QList<QGlyphRun> level;
        QList<QList<QGlyphRun>> upright;
    };
    const Headings &headingsOn(const QPaintDevice *device, const RosterStyle &style) const;

    void measureFixed(const QList<RosterRow> &rows, const RosterStyle &style);
    // Chooses the boxes to a line; returns the rows' total height (-1 when
    // nothing fits).
    double fitTracks(const QList<RosterRow> &rows, const RosterStyle &style, double room);

    double m_pageWidth = 0;
    double m_headerHeight = 0;
    QList<double> m_left, m_width, m_lead;
    QList<int> m_perLine;
    int m_maxCastings = 1, m_maxCw = 1, m_maxAp = 1;
    mutable Headings m_headings;
};

} // namespace Adc
