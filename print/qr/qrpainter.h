#pragma once

#include <QRectF>

class QPainter;

namespace Adc {

class QrMatrix;

// Draws a QR code on any paint device (a widget, a PDF page): dark modules
// as black squares on white, with the quiet zone of four modules that
// readers need, as large as fits in `area` and centred there.
class QrPainter
{
public:
    static constexpr int quietZone() { return 4; }
    // The square the code takes in `area`, quiet zone included.
    static QRectF square(const QrMatrix &matrix, const QRectF &area);
    static void draw(QPainter &painter, const QrMatrix &matrix, const QRectF &area);
};

} // namespace Adc
