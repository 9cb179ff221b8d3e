#include "ui/dicetray/dieface.h"

#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace Adc {

namespace {

const QColor kInk(0x22, 0x22, 0x22);
const QColor kSubtracted(0xb0, 0x24, 0x1b);

// A body colour by die, so a d10 and a d6 side by side are told apart at a glance.
QColor bodyColour(int sides)
{
    switch (sides) {
    case 4:
        return QColor(0xf6, 0xe7, 0xbe);
    case 6:
        return QColor(0xfb, 0xf7, 0xea);
    case 8:
        return QColor(0xe4, 0xdb, 0xf4);
    case 10:
        return QColor(0xd6, 0xe7, 0xf8);
    case 12:
        return QColor(0xdc, 0xf0, 0xd4);
    case 20:
        return QColor(0xf6, 0xdc, 0xe8);
    default:
        return QColor(0xec, 0xec, 0xec);
    }
}

// A regular polygon of n corners in rect, the first corner at `start` degrees
// (0 is up), scaled to fill the rect's width and height.
QPolygonF polygon(const QRectF &rect, int corners, double start)
{
    QPolygonF points;
    for (int i = 0; i < corners; ++i) {
        const double angle = qDegreesToRadians(start + 360.0 * i / corners);
        points << QPointF(std::sin(angle), -std::cos(angle));
    }
    const QRectF bounds = points.boundingRect();
    QPolygonF scaled;
    for (const QPointF &point : std::as_const(points)) {
        scaled << QPointF(rect.left() + (point.x() - bounds.left()) / bounds.width() * rect.width(),
                          rect.top()
                              + (point.y() - bounds.top()) / bounds.height() * rect.height());
    }
    return scaled;
}

// The outline of the die, and where its number reads best.
QPainterPath outline(const QRectF &rect, int sides, QRectF *numberArea)
{
    QPainterPath path;
    *numberArea = rect;
    const double w = rect.width();
    const double h = rect.height();
    switch (sides) {
    case 4:
        path.addPolygon(polygon(rect, 3, 0));
        *numberArea = QRectF(rect.left() + w * 0.25, rect.top() + h * 0.38, w * 0.5, h * 0.5);
        break;
    case 8:
        path.addPolygon(polygon(rect, 4, 0));
        *numberArea = rect.adjusted(w * 0.22, h * 0.22, -w * 0.22, -h * 0.22);
        break;
    case 10: {
        // A kite: the face of a d10 as it lies.
        QPolygonF kite;
        kite << QPointF(rect.center().x(), rect.top())
             << QPointF(rect.right(), rect.top() + h * 0.36)
             << QPointF(rect.center().x(), rect.bottom())
             << QPointF(rect.left(), rect.top() + h * 0.36);
        path.addPolygon(kite);
        *numberArea = QRectF(rect.left() + w * 0.22, rect.top() + h * 0.16, w * 0.56, h * 0.42);
        break;
    }
    case 12:
        path.addPolygon(polygon(rect, 5, 0));
        *numberArea = rect.adjusted(w * 0.18, h * 0.2, -w * 0.18, -h * 0.12);
        break;
    case 20:
        path.addPolygon(polygon(rect, 6, 0));
        *numberArea = rect.adjusted(w * 0.15, h * 0.18, -w * 0.15, -h * 0.18);
        break;
    default:
        path.addRoundedRect(rect, w * 0.16, h * 0.16);
        *numberArea = rect.adjusted(w * 0.08, h * 0.08, -w * 0.08, -h * 0.08);
        break;
    }
    path.closeSubpath();
    return path;
}

void paintPips(QPainter &painter, const QRectF &rect, int face, const QColor &ink)
{
    const double w = rect.width();
    const double h = rect.height();
    auto at = [&](double x, double y) { return QPointF(rect.left() + x * w, rect.top() + y * h); };
    const QPointF tl = at(0.27, 0.27), tr = at(0.73, 0.27), ml = at(0.27, 0.5), mr = at(0.73, 0.5),
                  bl = at(0.27, 0.73), br = at(0.73, 0.73), c = at(0.5, 0.5);
    QList<QPointF> pips;
    switch (face) {
    case 1:
        pips = { c };
        break;
    case 2:
        pips = { tr, bl };
        break;
    case 3:
        pips = { tr, c, bl };
        break;
    case 4:
        pips = { tl, tr, bl, br };
        break;
    case 5:
        pips = { tl, tr, c, bl, br };
        break;
    case 6:
        pips = { tl, tr, ml, mr, bl, br };
        break;
    default:
        break;
    }
    const double radius = std::min(w, h) * 0.095;
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    for (const QPointF &pip : std::as_const(pips))
        painter.drawEllipse(pip, radius, radius);
}

} // namespace

DieFace::DieFace(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    describe();
}

DieFace::DieFace(int sides, int face, QWidget *parent)
    : DieFace(parent)
{
    setDie(sides, face);
}

void DieFace::setDie(int sides, int face)
{
    m_sides = sides;
    m_face = face;
    describe();
    update();
}

void DieFace::setSubtracted(bool subtracted)
{
    m_subtracted = subtracted;
    describe();
    update();
}

void DieFace::setEdge(int pixels)
{
    m_edge = std::max(16, pixels);
    updateGeometry();
    update();
}

QSize DieFace::sizeHint() const
{
    return { m_edge, m_edge };
}

QSize DieFace::minimumSizeHint() const
{
    return sizeHint();
}

void DieFace::describe()
{
    const QString text = QStringLiteral("%1d%2: %3")
                             .arg(m_subtracted ? QStringLiteral("-") : QString())
                             .arg(m_sides)
                             .arg(m_face);
    setToolTip(text);
    setAccessibleName(text);
}

void DieFace::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const double side = std::min(width(), height());
    const QRectF square((width() - side) / 2, (height() - side) / 2, side, side);
    paint(painter, square, m_sides, m_face, m_subtracted);
}

void DieFace::paint(QPainter &painter, const QRectF &rect, int sides, int face, bool subtracted)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double margin = rect.width() * 0.06;
    const QRectF body = rect.adjusted(margin, margin, -margin, -margin);
    QRectF numberArea;
    const QPainterPath path = outline(body, sides, &numberArea);
    const QColor ink = subtracted ? kSubtracted : kInk;

    // A soft shadow under the die, then the body and its edge.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 45));
    painter.drawPath(path.translated(rect.width() * 0.025, rect.width() * 0.035));
    painter.setBrush(bodyColour(sides));
    painter.setPen(QPen(subtracted ? kSubtracted : QColor(0x55, 0x55, 0x55),
                        std::max(1.5, rect.width() * 0.03)));
    painter.drawPath(path);

    if (sides == 6 && face >= 1 && face <= 6) {
        paintPips(painter, body, face, ink);
    } else {
        QFont font = painter.font();
        font.setBold(true);
        const QString number = QString::number(face);
        const double height = numberArea.height() * (number.size() <= 2 ? 0.72 : 0.5);
        font.setPixelSize(std::max(8, int(height)));
        QFontMetricsF metrics(font);
        // Shrink until the number fits its face.
        while (font.pixelSize() > 8
               && metrics.horizontalAdvance(number) > numberArea.width() * 0.95) {
            font.setPixelSize(font.pixelSize() - 1);
            metrics = QFontMetricsF(font);
        }
        painter.setFont(font);
        painter.setPen(ink);
        // 6 and 9 on a die carry a mark so they read the right way up.
        const bool underline = (face == 6 || face == 9) && sides >= 9;
        QFont marked = font;
        marked.setUnderline(underline);
        painter.setFont(marked);
        painter.drawText(numberArea, Qt::AlignCenter, number);

        // The die's name, small, so a d10 is not read as a d12.
        QFont small = painter.font();
        small.setUnderline(false);
        small.setBold(false);
        small.setPixelSize(std::max(7, int(rect.height() * 0.13)));
        painter.setFont(small);
        QColor faint = ink;
        faint.setAlpha(150);
        painter.setPen(faint);
        const QRectF caption(rect.left(), rect.bottom() - rect.height() * 0.2, rect.width(),
                             rect.height() * 0.2);
        if (sides != 4 && sides != 8 && sides != 10 && sides != 12 && sides != 20)
            painter.drawText(caption.translated(0, -margin * 1.2), Qt::AlignCenter,
                             QStringLiteral("d%1").arg(sides));
    }

    if (subtracted) {
        QFont font = painter.font();
        font.setBold(true);
        font.setUnderline(false);
        font.setPixelSize(std::max(9, int(rect.height() * 0.3)));
        painter.setFont(font);
        painter.setPen(kSubtracted);
        painter.drawText(QRectF(rect.left(), rect.top() - rect.height() * 0.06, rect.width() * 0.3,
                                rect.height() * 0.3),
                         Qt::AlignCenter, QStringLiteral("\u2212"));
    }
    painter.restore();
}

} // namespace Adc
