#pragma once

#include <QLineF>
#include <QList>
#include <QPainterPath>
#include <QRectF>

class QPainter;

namespace Adc {

// The boxes, crosses and rules of one roster page, gathered in device units
// and drawn at once: each change of pen or brush is written into the PDF, so
// thousands of units drawn box by box make it long and slow.
struct RosterInk
{
    QList<QRectF> plain; // empty boxes, the CW track's boxes
    QList<QRectF> filled; // casualty steps held
    QList<QRectF> current; // the CW value the unit stands at
    QList<QLineF> crosses; // castings lost, AP spent
    QList<QLineF> slashes; // CW values already lost
    QList<QLineF> rules; // the grid's thin lines
    QPainterPath ticks; // smoke, the current morale

    // Draws everything gathered so far and empties the lists.
    void flush(QPainter *painter, double dotsPerMm);
};

} // namespace Adc
