#include "print/roster/rosterglyphs.h"

#include <QGlyphRun>
#include <QPaintDevice>
#include <QPainter>
#include <cmath>

namespace Adc {

RosterGlyphs::RosterGlyphs(const QFont &font, const QPaintDevice *device)
    : m_font(QRawFont::fromFont(QFont(font, device)))
{
}

const RosterGlyphs::Shaped &RosterGlyphs::shaped(const QString &text)
{
    auto found = m_shaped.constFind(text);
    if (found != m_shaped.constEnd())
        return *found;
    Shaped shape;
    shape.glyphs = m_font.glyphIndexesForString(text);
    const QList<QPointF> advances = m_font.advancesForGlyphIndexes(
        shape.glyphs, QRawFont::SeparateAdvances | QRawFont::KernedAdvances);
    double x = 0;
    for (const QPointF &advance : advances) {
        shape.offsets.append(x);
        x += advance.x();
    }
    shape.width = x;
    return *m_shaped.insert(text, shape);
}

double RosterGlyphs::width(const QString &text)
{
    return shaped(text).width;
}

void RosterGlyphs::add(const QString &text, const QPointF &origin)
{
    const Shaped &shape = shaped(text);
    for (int i = 0; i < shape.glyphs.size(); ++i) {
        m_glyphs.append(shape.glyphs.at(i));
        // Whole device units (1/600"): the PDF writes a whole number in a
        // few characters, a fraction in ten.
        m_positions.append(
            QPointF(std::round(origin.x() + shape.offsets.at(i)), std::round(origin.y())));
    }
}

void RosterGlyphs::flush(QPainter *painter)
{
    if (m_glyphs.isEmpty())
        return;
    QGlyphRun run;
    run.setRawFont(m_font);
    run.setGlyphIndexes(m_glyphs);
    run.setPositions(m_positions);
    painter->drawGlyphRun(QPointF(0, 0), run);
    m_glyphs.clear();
    m_positions.clear();
}

} // namespace Adc
