#include "print/qr/qrpainter.h"

#include "print/qr/qrmatrix.h"

#include <QPainter>
#include <QPainterPath>

namespace Adc {

QRectF QrPainter::square(const QrMatrix &matrix, const QRectF &area)
{
    const qreal modules = matrix.size() + 2 * quietZone();
    const qreal module = std::min(area.width(), area.height()) / modules;
    const qreal side = module * modules;
    return QRectF(area.center().x() - side / 2, area.center().y() - side / 2, side, side);
}

void QrPainter::draw(QPainter &painter, const QrMatrix &matrix, const QRectF &area)
{
    const QRectF whole = square(matrix, area);
    const qreal module = whole.width() / (matrix.size() + 2 * quietZone());
    const QPointF origin = whole.topLeft() + QPointF(module, module) * quietZone();
    // One path of every dark module, filled at once: no seams between them.
    QPainterPath dark;
    for (int y = 0; y < matrix.size(); ++y) {
        for (int x = 0; x < matrix.size(); ++x) {
            if (matrix.isDark(x, y))
                dark.addRect(
                    QRectF(origin + QPointF(x * module, y * module), QSizeF(module, module)));
        }
    }
    dark.setFillRule(Qt::WindingFill);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(whole, Qt::white);
    painter.fillPath(dark, Qt::black);
    painter.restore();
}

} // namespace Adc
