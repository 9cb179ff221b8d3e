#include "print/roster/rosterrow.h"

#include "core/ammunition/ammunition.h"
#include "core/casualties/casualties.h"
#include "core/common/vocabularytext.h"
#include "print/roster/rosterglyphs.h"
#include "print/roster/rostergrid.h"
#include "print/roster/rosterink.h"
#include "print/roster/rostersheet.h"
#include "print/roster/rosterstyle.h"

#include <QPainter>
#include <algorithm>

namespace Adc {

namespace {

// "11/12" as the unit stands; only the full count on blank tracks.
QString leadOf(int current, int full, bool blank)
{
    return blank ? QString::number(full) : QStringLiteral("%1/%2").arg(current).arg(full);
}

// A run of `total` boxes of which `lost` are struck (castings lost, AP spent).
RosterRow::Track lossTrack(int current, int full, bool blank)
{
    RosterRow::Track track;
    track.boxes = std::max(full, current);
    track.marked = blank ? 0 : track.boxes - current;
    track.lead = leadOf(current, full, blank);
    return track;
}

// Text at a baseline, in millimetres, gathered with the page's other texts
// in its font: the roster draws thousands of short texts, and measuring each
// (as PageBoxes::text does) or laying it out in a rectangle costs more than
// drawing it.
void put(RosterGlyphs &glyphs, double mm, double x, double baseline, const QString &text)
{
    glyphs.add(text, QPointF(x * mm, baseline * mm));
}

} // namespace

RosterRow::RosterRow(const UnitRecord &unit, bool blank)
    : m_unit(unit)
    , m_blank(blank)
    , m_what(RosterSheet::what(unit))
    , m_castings(lossTrack(unit.castings, unit.castingsInitial, blank))
    , m_cwTop(std::max(unit.cwInitial, unit.cw))
{
    const int maxSteps = Casualties::standard().maxStepsHeld();
    m_steps.boxes = std::max(maxSteps, unit.steps);
    m_steps.marked = blank ? 0 : unit.steps;
    m_steps.mark = PageBoxes::Mark::Filled;
    m_steps.lead = leadOf(unit.steps, maxSteps, blank);

    const AmmunitionLoad full = Ammunition::standard().fullLoad(unit);
    if (Ammunition::standard().kind(unit.arm) == Ammunition::Kind::Guns) {
        m_ap.append(lossTrack(unit.apBall, full.ball, blank));
        m_ap.append(lossTrack(unit.apCanister, full.canister, blank));
    } else {
        m_ap.append(lossTrack(unit.ap, full.smallArms, blank));
    }
}

int RosterRow::linesOf(int boxes, int perLine)
{
    return boxes <= 0 ? 1 : (boxes + perLine - 1) / perLine;
}

int RosterRow::trackLines(int castingsPerLine, int cwPerLine, int apPerLine) const
{
    int ap = 0;
    for (const Track &track : m_ap)
        ap += linesOf(track.boxes, apPerLine);
    return std::max(
        { linesOf(m_castings.boxes, castingsPerLine), linesOf(m_cwTop + 1, cwPerLine), ap });
}

void RosterRow::paint(PageBoxes &boxes, const RosterStyle &style, const RosterGrid &grid,
                      double top, double height, RosterInk &ink) const
{
    const double mm = style.dotsPerMm;
    paintText(boxes, style, grid, top);
    const double y = top + RosterGrid::rowPadding;
    using G = RosterGrid;
    paintTrack(style, m_castings, grid.left(G::Castings), grid.lead(G::Castings), y,
               grid.perLine(G::Castings), ink);
    paintTrack(style, m_steps, grid.left(G::Steps), grid.lead(G::Steps), y, 2, ink);
    double apTop = y;
    for (const Track &track : m_ap) {
        paintTrack(style, track, grid.left(G::Ap), grid.lead(G::Ap), apTop, grid.perLine(G::Ap),
                   ink);
        apTop += linesOf(track.boxes, grid.perLine(G::Ap)) * G::linePitch;
    }
    paintCw(style, grid, y, ink);

    Track smoke;
    smoke.boxes = 1;
    smoke.marked = !m_blank && m_unit.smoke ? 1 : 0;
    smoke.mark = PageBoxes::Mark::Ticked;
    paintTrack(style, smoke, grid.left(G::Smoke), -G::cellPadding / 2, y, 1, ink);
    const QStringList states = moraleNames();
    const double moraleLeft = grid.left(G::Morale) + G::cellPadding;
    const double boxTop = y + (G::linePitch - G::boxSize) / 2.0;
    for (int i = 0; i < states.size(); ++i) {
        const QRectF box((moraleLeft + i * G::boxPitch) * mm, boxTop * mm, G::boxSize * mm,
                         G::boxSize * mm);
        ink.plain.append(box);
        if (!m_blank && states.at(i) == toName(m_unit.morale))
            PageBoxes::tick(ink.ticks, box);
    }

    const double bottom = (top + height) * mm;
    ink.rules.append(QLineF(0, bottom, grid.pageWidth() * mm, bottom));
    for (int column = 1; column < G::Count; ++column) {
        const double x = grid.left(G::Column(column)) * mm;
        ink.rules.append(QLineF(x, top * mm, x, bottom));
    }
}

void RosterRow::paintText(PageBoxes &boxes, const RosterStyle &style, const RosterGrid &grid,
                          double top) const
{
    using G = RosterGrid;
    const double y = top + G::rowPadding;
    const double room = grid.width(G::Unit) - 2 * G::cellPadding;
    if (grid.oneLine(*this, style)) {
        const double baseline = y + style.nameMetrics.ascent() / style.dotsPerMm;
        const double mm = style.dotsPerMm;
        put(style.nameGlyphs, mm, G::cellPadding, baseline, m_unit.name);
        put(style.bodyGlyphs, mm, G::cellPadding + style.nameWidth(m_unit.name) + G::nameGap,
            baseline, m_what);
    } else if (style.nameWidth(m_unit.name) <= room && style.width(m_what) <= room) {
        // Name and description each on a line of their own.
        const double mm = style.dotsPerMm;
        put(style.nameGlyphs, mm, G::cellPadding, y + style.nameMetrics.ascent() / mm, m_unit.name);
        put(style.bodyGlyphs, mm, G::cellPadding,
            y + grid.nameHeight(*this, style) + style.bodyMetrics.ascent() / mm, m_what);
    } else {
        const double nameHeight = grid.nameHeight(*this, style);
        const double width = style.nameWidth(m_unit.name);
        QFont name = style.name;
        if (width > room)
            name.setStretch(std::max(50, int(95.0 * room / width)));
        boxes.text(G::cellPadding, y + style.nameMetrics.ascent() / style.dotsPerMm, m_unit.name,
                   name);
        boxes.textIn(QRectF(G::cellPadding, y + nameHeight, room, 20.0), m_what, style.body,
                     Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap);
    }
    const double baseline
        = y + (G::linePitch + style.bodyMetrics.capHeight() / style.dotsPerMm) / 2;
    put(style.bodyGlyphs, style.dotsPerMm, grid.left(G::Class) + G::cellPadding, baseline,
        VocabularyText::text(m_unit.troopClass));
    put(style.bodyGlyphs, style.dotsPerMm, grid.left(G::Formation) + G::cellPadding, baseline,
        VocabularyText::text(m_unit.formation));
}

void RosterRow::paintTrack(const RosterStyle &style, const Track &track, double x, double lead,
                           double top, int perLine, RosterInk &ink) const
{
    using G = RosterGrid;
    const double mm = style.dotsPerMm;
    const double left = x + G::cellPadding;
    if (!track.lead.isEmpty())
        put(style.bodyGlyphs, mm, left,
            top + (G::linePitch + style.bodyMetrics.capHeight() / mm) / 2, track.lead);
    const double first = left + lead + (lead > 0 ? 0.8 : 0.0);
    for (int i = 0; i < track.boxes; ++i) {
        const double boxTop = top + (i / perLine) * G::linePitch + (G::linePitch - G::boxSize) / 2;
        const QRectF box((first + (i % perLine) * G::boxPitch) * mm, boxTop * mm, G::boxSize * mm,
                         G::boxSize * mm);
        const PageBoxes::Mark mark = i < track.marked ? track.mark : PageBoxes::Mark::Empty;
        (mark == PageBoxes::Mark::Filled ? ink.filled : ink.plain).append(box);
        if (mark == PageBoxes::Mark::Struck)
            PageBoxes::cross(ink.crosses, box);
        else if (mark == PageBoxes::Mark::Ticked)
            PageBoxes::tick(ink.ticks, box);
    }
}

void RosterRow::paintCw(const RosterStyle &style, const RosterGrid &grid, double top,
                        RosterInk &ink) const
{
    // The CW track's numbers in their boxes: the lost ones struck through,
    // the current one ringed heavy, none marked on blank tracks.
    using G = RosterGrid;
    const double mm = style.dotsPerMm;
    const double left = grid.left(G::Cw) + G::cellPadding;
    const double first = left;
    const int perLine = grid.perLine(G::Cw);
    const double capHeight = style.bodyMetrics.capHeight() / mm;
    for (int i = 0; i <= m_cwTop; ++i) {
        const int value = m_cwTop - i;
        const double boxTop = top + (i / perLine) * G::linePitch + (G::linePitch - G::boxSize) / 2;
        const QRectF box((first + (i % perLine) * G::cwPitch) * mm, boxTop * mm, G::cwBoxWidth * mm,
                         G::boxSize * mm);
        const bool current = !m_blank && value == m_unit.cw;
        (current ? ink.current : ink.plain).append(box);
        if (!m_blank && value > m_unit.cw)
            ink.slashes.append(QLineF(box.bottomLeft(), box.topRight()));
        const QString number = QString::number(value);
        put(style.bodyGlyphs, mm, box.center().x() / mm - style.width(number) / 2,
            boxTop + (G::boxSize + capHeight) / 2, number);
    }
}

} // namespace Adc
