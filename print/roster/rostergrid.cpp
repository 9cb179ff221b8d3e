#include "print/roster/rostergrid.h"

#include "core/common/vocabularytext.h"
#include "print/page/pageboxes.h"
#include "print/roster/rosterink.h"
#include "print/roster/rosterrow.h"
#include "print/roster/rosterstyle.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QTextLayout>
#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace Adc {

namespace {

constexpr double kLeadGap = 0.8; // between a lead text and its first box

const QStringList &headings()
{
    static const QStringList names { QCoreApplication::translate("Adc::RosterGrid", "Unit"),
                                     QCoreApplication::translate("Adc::RosterGrid", "Class"),
                                     QCoreApplication::translate("Adc::RosterGrid", "Formation"),
                                     QCoreApplication::translate("Adc::RosterGrid", "Castings"),
                                     QCoreApplication::translate("Adc::RosterGrid", "Steps"),
                                     QCoreApplication::translate("Adc::RosterGrid", "CW"),
                                     QCoreApplication::translate("Adc::RosterGrid",
                                                                 "AP (guns: ball, canister)"),
                                     QCoreApplication::translate("Adc::RosterGrid", "smoke"),
                                     QString(),
                                     QCoreApplication::translate("Adc::RosterGrid", "Notes") };
    return names;
}

double leadWidth(const QList<RosterRow::Track> &tracks, const RosterStyle &style)
{
    double width = 0;
    for (const RosterRow::Track &track : tracks)
        width = std::max(width, style.width(track.lead));
    return width;
}

} // namespace

RosterGrid::RosterGrid(const QList<RosterRow> &rows, const RosterStyle &style, double width)
    : m_pageWidth(width)
    , m_left(Count, 0.0)
    , m_width(Count, 0.0)
    , m_lead(Count, 0.0)
    , m_perLine(Count, 1)
{
    measureFixed(rows, style);
    // The unit column as wide as gives the fewest millimetres: wider, more
    // names go on one line; narrower, more boxes do.
    double best = -1;
    double bestUnit = m_width.at(Unit);
    for (const double share : { 0.16, 0.19, 0.22, 0.25, 0.28 }) {
        m_width[Unit] = std::clamp(m_pageWidth * share, 36.0, 72.0);
        double used = 0;
        for (Column column : { Unit, Class, Formation, Steps, Smoke, Morale })
            used += m_width.at(column);
        const double cost = fitTracks(rows, style, width - used - minimumNotes);
        if (cost >= 0 && (best < 0 || cost < best - 0.01)) {
            best = cost;
            bestUnit = m_width.at(Unit);
        }
    }
    m_width[Unit] = bestUnit;
    double used = 0;
    for (Column column : { Unit, Class, Formation, Steps, Smoke, Morale })
        used += m_width.at(column);
    fitTracks(rows, style, width - used - minimumNotes);
    double sum = 0;
    for (int column = 0; column < Notes; ++column)
        sum += m_width.at(column);
    m_width[Notes] = std::max(minimumNotes, width - sum);
    double x = 0;
    for (int column = 0; column < Count; ++column) {
        m_left[column] = x;
        x += m_width.at(column);
    }
}

void RosterGrid::measureFixed(const QList<RosterRow> &rows, const RosterStyle &style)
{
    const double pad = 2 * cellPadding;
    m_width[Unit] = std::clamp(m_pageWidth * 0.18, 36.0, 50.0);
    // The heads are bold: measured in their own font.
    const QFontMetricsF bold(style.bold, style.device);
    auto headWidth = [&](Column column) {
        return bold.horizontalAdvance(headings().at(column)) / style.dotsPerMm;
    };
    double classWidth = headWidth(Class);
    double formationWidth = headWidth(Formation);
    for (const RosterRow &row : rows) {
        classWidth = std::max(classWidth, style.width(VocabularyText::text(row.unit().troopClass)));
        formationWidth
            = std::max(formationWidth, style.width(VocabularyText::text(row.unit().formation)));
        m_lead[Castings] = std::max(m_lead.at(Castings), style.width(row.castings().lead));
        m_lead[Steps] = std::max(m_lead.at(Steps), style.width(row.steps().lead));
        m_lead[Ap] = std::max(m_lead.at(Ap), leadWidth(row.ap(), style));
        m_maxCastings = std::max(m_maxCastings, row.castings().boxes);
        m_maxCw = std::max(m_maxCw, row.cwTop() + 1);
        for (const RosterRow::Track &track : row.ap())
            m_maxAp = std::max(m_maxAp, track.boxes);
    }
    m_width[Class] = classWidth + pad;
    m_width[Formation] = formationWidth + pad;
    m_width[Steps]
        = std::max(m_lead.at(Steps) + kLeadGap + 2 * boxPitch, style.width(headings().at(Steps)))
        + pad;
    m_width[Smoke] = boxPitch + pad;
    m_width[Morale] = moraleNames().size() * boxPitch + pad;

    double tallest = 0;
    for (const QString &word : moraleNames() + QStringList { headings().at(Smoke) })
        tallest = std::max(tallest, style.width(word));
    const double line = style.bodyMetrics.lineSpacing() / style.dotsPerMm;
    m_headerHeight = std::max(tallest, 2 * line) + pad;
}

double RosterGrid::fitTracks(const QList<RosterRow> &rows, const RosterStyle &style, double room)
{
    // Units alike in their boxes and text are counted together, so the
    // search costs the same for 78 units as for 20,000.
    using Key = std::tuple<int, int, int, int, int>;
    std::map<Key, int> alike;
    for (const RosterRow &row : rows) {
        const QList<RosterRow::Track> &ap = row.ap();
        const Key key { row.castings().boxes, row.cwTop() + 1, ap.value(0).boxes,
                        ap.size() > 1 ? ap.at(1).boxes : -1,
                        int(std::ceil(textHeight(row, style) * 10.0)) };
        ++alike[key];
    }
    const double pad = 2 * cellPadding;
    auto widthOf = [&](Column column, int perLine, double pitch) {
        return pad + m_lead.at(column) + (m_lead.at(column) > 0 ? kLeadGap : 0.0) + perLine * pitch;
    };
    double best = -1;
    for (int c = 1; c <= m_maxCastings; ++c) {
        for (int w = 1; w <= m_maxCw; ++w) {
            const double left = room - widthOf(Castings, c, boxPitch) - widthOf(Cw, w, cwPitch);
            const int a = std::min(
                m_maxAp, int(std::floor((left - pad - m_lead.at(Ap) - kLeadGap) / boxPitch)));
            if (a < 1)
                continue;
            double cost = 0;
            for (const auto &[key, count] : alike) {
                const auto [castings, cw, ap, canister, text] = key;
                int lines = std::max(RosterRow::linesOf(castings, c), RosterRow::linesOf(cw, w));
                lines = std::max(lines,
                                 RosterRow::linesOf(ap, a)
                                     + (canister >= 0 ? RosterRow::linesOf(canister, a) : 0));
                cost += count * std::max(text / 10.0, lines * linePitch);
            }
            if (best < 0 || cost < best - 0.01) {
                best = cost;
                m_perLine[Castings] = c;
                m_perLine[Cw] = w;
                m_perLine[Ap] = a;
            }
        }
    }
    m_width[Castings] = widthOf(Castings, m_perLine.at(Castings), boxPitch);
    m_width[Cw] = widthOf(Cw, m_perLine.at(Cw), cwPitch);
    m_width[Ap] = widthOf(Ap, m_perLine.at(Ap), boxPitch);
    return best;
}

namespace {

// The height of a text wrapped to `room` millimetres; one line when it fits.
double wrappedHeight(const QString &text, const QFontMetricsF &metrics, double width, double room,
                     double mm)
{
    if (width <= room)
        return metrics.lineSpacing() / mm;
    return metrics.boundingRect(QRectF(0, 0, room * mm, 1e6), Qt::TextWordWrap, text).height() / mm;
}

} // namespace

double RosterGrid::nameHeight(const RosterRow &, const RosterStyle &style) const
{
    // A name is never broken (the eye, and a search of the PDF, find it
    // whole): one too long for its cell is set condensed.
    return style.nameMetrics.lineSpacing() / style.dotsPerMm;
}

bool RosterGrid::oneLine(const RosterRow &row, const RosterStyle &style) const
{
    const double name = style.nameWidth(row.unit().name);
    return name + nameGap + style.width(row.what()) <= m_width.at(Unit) - 2 * cellPadding;
}

double RosterGrid::textHeight(const RosterRow &row, const RosterStyle &style) const
{
    if (oneLine(row, style))
        return style.nameMetrics.lineSpacing() / style.dotsPerMm;
    return nameHeight(row, style)
        + wrappedHeight(row.what(), style.bodyMetrics, style.width(row.what()),
                        m_width.at(Unit) - 2 * cellPadding, style.dotsPerMm);
}

double RosterGrid::rowHeight(const RosterRow &row, const RosterStyle &style) const
{
    const int lines = row.trackLines(m_perLine.at(Castings), m_perLine.at(Cw), m_perLine.at(Ap));
    return std::max(textHeight(row, style), lines * linePitch) + 2 * rowPadding;
}

const RosterGrid::Headings &RosterGrid::headingsOn(const QPaintDevice *device,
                                                   const RosterStyle &style) const
{
    if (m_headings.device == device)
        return m_headings;
    m_headings = Headings { device, {}, {} };
    const double mm = style.dotsPerMm;
    for (int column = 0; column < Count; ++column) {
        if (column == Smoke || column == Morale)
            continue;
        // As drawText() with AlignLeft, AlignBottom and TextWordWrap lays
        // the words in the cell.
        const QRectF cell((left(Column(column)) + cellPadding) * mm, 0,
                          (width(Column(column)) - 2 * cellPadding) * mm,
                          (m_headerHeight - cellPadding) * mm);
        QTextLayout layout(headings().at(column), style.bold, device);
        QTextOption option(Qt::AlignLeft);
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        double height = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(cell.width());
            line.setPosition(QPointF(0, height));
            height += line.height();
        }
        layout.endLayout();
        const QPointF origin(cell.left(), cell.bottom() - height);
        for (QGlyphRun run : layout.glyphRuns()) {
            QList<QPointF> positions = run.positions();
            for (QPointF &position : positions)
                position += origin;
            run.setPositions(positions);
            m_headings.level.append(run);
        }
    }
    QStringList upright { headings().at(Smoke) };
    upright += moraleNames();
    for (const QString &word : std::as_const(upright)) {
        QTextLayout layout(word, style.body, device);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        layout.endLayout();
        QList<QGlyphRun> runs = layout.glyphRuns();
        for (QGlyphRun &run : runs) {
            QList<QPointF> positions = run.positions();
            for (QPointF &position : positions)
                position.ry() -= line.ascent();
            run.setPositions(positions);
        }
        m_headings.upright.append(runs);
    }
    return m_headings;
}

void RosterGrid::paintHeader(PageBoxes &boxes, const RosterStyle &style, double top,
                             RosterInk &ink) const
{
    QPainter *painter = boxes.painter();
    const double mm = style.dotsPerMm;
    painter->fillRect(boxes.toDevice(QRectF(0, top, m_pageWidth, m_headerHeight)),
                      QColor(235, 235, 235));
    const Headings &words = headingsOn(painter->device(), style);
    painter->setPen(Qt::black);
    for (const QGlyphRun &run : words.level)
        painter->drawGlyphRun(QPointF(0, top * mm), run);
    for (int column = 1; column < Count; ++column)
        ink.rules.append(QLineF(left(Column(column)) * mm, top * mm, left(Column(column)) * mm,
                                (top + m_headerHeight) * mm));
    // The smoke box's and the morale boxes' words stand upright over them.
    const double descent = style.bodyMetrics.descent() / mm;
    for (int i = 0; i < words.upright.size(); ++i) {
        const double x
            = i == 0 ? left(Smoke) + cellPadding : left(Morale) + cellPadding + (i - 1) * boxPitch;
        painter->save();
        painter->translate((x + boxSize - descent - 0.3) * mm,
                           (top + m_headerHeight - cellPadding) * mm);
        painter->rotate(-90);
        for (const QGlyphRun &run : words.upright.at(i))
            painter->drawGlyphRun(QPointF(0, 0), run);
        painter->restore();
    }
    boxes.line(0, top + m_headerHeight, m_pageWidth, top + m_headerHeight, 0.4);
}

} // namespace Adc
