#pragma once

#include "core/common/rulings.h"
#include "core/model/brigaderecord.h"
#include "core/model/clock.h"
#include "core/model/siderecord.h"
#include "core/model/unitrecord.h"
#include "print/page/pageboxes.h"

#include <QDate>
#include <QList>
#include <QPageLayout>
#include <QString>
#include <QStringList>
#include <functional>

class QPagedPaintDevice;
class QPaintDevice;

namespace Adc {

class Battle;
struct RosterInk;
class RosterGrid;
struct RosterStyle;

// The roster sheets a player keeps beside the table: per side, a fixed grid
// with one row per unit and the same columns on every page (name, class,
// formation, castings, steps, CW, AP, smoke, morale, notes), the brigades as
// headed groups running on from page to page; a unit is never split. The
// boxes come blank, to strike at the table, or struck to the unit's state.
//
// The sheet is painted with QPainter in millimetres on any paged device (a
// PDF writer, a printer, a print preview); layout() gives the pages before
// anything is painted, so a test reads the page of every unit and brigade.
class RosterSheet
{
public:
    // Everything the sheets show, read from the battle once.
    struct Source
    {
        QString battleName;
        QString battleDate; // the battle's own date ("1815-06-16"), may be empty
        Clock clock;
        QList<SideRecord> sides;
        QList<BrigadeRecord> brigades;
        QList<UnitRecord> units;
        Rulings rulings;
    };

    struct Options
    {
        QString side; // empty: every side
        QString brigade; // empty: every brigade
        PageBoxes::Paper paper = PageBoxes::Paper::A4;
        QPageLayout::Orientation orientation = QPageLayout::Landscape;
        bool blankTracks = false; // boxes to strike, not struck to the current state
        QDate printed = QDate::currentDate();
    };

    // One brigade, or the part of it that is on one page.
    struct Block
    {
        QString side;
        QString brigade;
        QString commander;
        QList<int> units; // indexes into Source::units, in print order
        double top = 0; // millimetres from the top of the printable area
        double height = 0; // millimetres
        bool continued = false; // the brigade began on an earlier page
    };

    struct Page
    {
        QString side;
        QList<Block> blocks;
    };

    struct Layout
    {
        QList<Page> pages;
        double pageWidth = 0; // printable area, millimetres
        double pageHeight = 0;
        double bodyTop = 0; // below the page's heading and the columns' heads, mm

        // The page (from 0) a unit is printed on, or -1.
        int pageOfUnit(qint64 unitId, const Source &source) const;
        // The pages a brigade is printed on, in order.
        QList<int> pagesOfBrigade(const QString &side, const QString &brigade) const;
    };

    // Sizes of the sheet: millimetres, and points for text (7.5 pt or more,
    // readable on a table at arm's length).
    static constexpr double pageHeaderHeight = 11.0;
    static constexpr double brigadeHeaderHeight = 4.8;
    static constexpr double bodyPoints = 7.5;
    static constexpr double namePoints = 8.5;

    RosterSheet(Source source, Options options);

    static Source sourceOf(const Battle &battle);
    // The side names of a source, in their order.
    static QStringList sideNames(const Source &source);

    const Source &source() const { return m_source; }
    const Options &options() const { return m_options; }

    // The pages, measured on the device the sheet will be painted on (its
    // fonts and printable area).
    Layout layout(const QPaintDevice *device) const;
    // The height each printed unit takes on the device, millimetres, by its
    // index in Source::units (0 for a unit not printed).
    QList<double> unitHeights(const QPaintDevice *device) const;

    // Told the pages painted so far and how many there are; answers false
    // to stop.
    using Progress = std::function<bool(int done, int pages)>;

    // Paints every page on a paged device whose page layout is already set;
    // returns the pages painted, or -1 when `progress` stopped it.
    int paint(QPagedPaintDevice *device, const Progress &progress = {}) const;
    // Writes the sheets as a PDF on the options' paper, whole or not at all:
    // a print that `progress` stops leaves no file. Returns the pages written.
    Result<int> writePdf(const QString &path, const Progress &progress = {}) const;

    // The header line of a page: "Turn 3, segment 1 · battle of 1815-06-16 ·
    // printed 2025-05-01 · page 2 of 9".
    QString headerLine(int page, int pages) const;
    // "infantry, line class, line, musket" or
    // "artillery, line class, unlimbered, 6pdr, 6 tubes".
    static QString description(const UnitRecord &unit);
    // What the unit is beyond its class and formation, which have columns of
    // their own: "infantry, musket", "artillery, 6pdr, 6 tubes, on a hill".
    static QString what(const UnitRecord &unit);

private:
    struct Grid;
    // The rows of the printed units and the columns they share, measured on
    // the device.
    Grid gridOn(const QPaintDevice *device, const RosterStyle &style) const;
    Layout layoutOf(const Grid &grid, const RosterStyle &style, const QPaintDevice *device) const;
    void paintHeader(PageBoxes &boxes, const RosterStyle &style, const Page &page, int index,
                     int count) const;
    void paintBlock(PageBoxes &boxes, const RosterStyle &style, const Grid &grid,
                    const RosterGrid &columns, const Block &block, RosterInk &ink) const;
    // Paints every page of the layout in the style it was laid out with,
    // asking `going` before each; false when it said stop.
    bool paintPages(QPagedPaintDevice *device, const RosterStyle &style, const Grid &grid,
                    const Layout &layout, const std::function<bool(int page)> &going) const;
    // The brigades of a side in order, each with its units (indexes).
    QList<QPair<BrigadeRecord, QList<int>>> brigadesOf(const QString &side) const;
    bool printed(const UnitRecord &unit) const;

    Source m_source;
    Options m_options;
};

} // namespace Adc
