#pragma once

#include <QFont>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QRawFont>
#include <QString>

class QPainter;
class QPaintDevice;

namespace Adc {

// The short texts of one roster page in one font, gathered as glyphs and
// drawn as a single glyph run. A roster draws hundreds of thousands of short
// texts (names, classes, formations, the numbers of the CW tracks): laid out
// one by one, each is shaped again and written into the PDF as a text object
// of its own; here each distinct text is turned into glyphs once, and a page
// is one text object per font.
class RosterGlyphs
{
public:
    RosterGlyphs(const QFont &font, const QPaintDevice *device);

    // The advance of `text` in device units, from the same glyphs add() draws.
    double width(const QString &text);
    // Adds `text` with its baseline starting at `origin` (device units).
    void add(const QString &text, const QPointF &origin);
    // Draws what was added, in the painter's pen, and forgets it.
    void flush(QPainter *painter);

private:
    struct Shaped
    {
        QList<quint32> glyphs;
        QList<double> offsets; // from the text's origin, device units
        double width = 0;
    };
    const Shaped &shaped(const QString &text);

    QRawFont m_font;
    QHash<QString, Shaped> m_shaped;
    QList<quint32> m_glyphs;
    QList<QPointF> m_positions;
};

} // namespace Adc
