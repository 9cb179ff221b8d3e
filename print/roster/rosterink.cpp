#include "print/roster/rosterink.h"

#include <QPainter>
#include <cmath>

namespace Adc {

namespace {

// Whole device units (1/600" on the PDF writer): the PDF writes a whole
// number in a few characters, a fraction in ten, and the roster's boxes
// and rules are most of its pages.
void round(QList<QRectF> &rects)
{
    for (QRectF &rect : rects)
        rect = QRectF(QPointF(std::round(rect.left()), std::round(rect.top())),
                      QPointF(std::round(rect.right()), std::round(rect.bottom())));
}

void round(QList<QLineF> &lines)
{
    for (QLineF &line : lines)
        line = QLineF(std::round(line.x1()), std::round(line.y1()), std::round(line.x2()),
                      std::round(line.y2()));
}

} // namespace

void RosterInk::flush(QPainter *painter, double dotsPerMm)
{
    for (QList<QRectF> *rects : { &plain, &filled, &current })
        round(*rects);
    for (QList<QLineF> *lines : { &crosses, &slashes, &rules })
        round(*lines);
    painter->save();
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(160, 160, 160), 0.15 * dotsPerMm));
    painter->drawLines(rules);
    painter->setPen(QPen(Qt::black, 0.25 * dotsPerMm));
    painter->drawRects(plain);
    painter->setBrush(QColor(90, 90, 90));
    painter->drawRects(filled);
    // The current CW value is ringed heavy, not filled: its number is
    // already drawn and a fill would hide it.
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(Qt::black, 0.6 * dotsPerMm));
    painter->drawRects(current);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(Qt::black, 0.4 * dotsPerMm));
    painter->drawLines(crosses);
    painter->setPen(QPen(Qt::black, 0.25 * dotsPerMm));
    painter->drawLines(slashes);
    painter->setPen(QPen(Qt::black, 0.5 * dotsPerMm, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(ticks);
    painter->restore();
    *this = RosterInk();
}

} // namespace Adc
