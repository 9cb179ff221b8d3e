#include "roster/rosterink.h"

#include <QPainter>

namespace Adc {

void RosterInk::flush(QPainter *painter, double dotsPerMm)
{
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
