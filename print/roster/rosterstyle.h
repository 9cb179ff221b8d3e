#pragma once

#include "print/roster/rosterglyphs.h"

#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QString>

class QPaintDevice;

namespace Adc {

// The roster sheet's fonts on one device, and the widths of the texts
// measured so far: the same labels and words come back on every unit.
struct RosterStyle
{
    explicit RosterStyle(const QPaintDevice *paintDevice);

    // Width of a text in the body font, millimetres.
    double width(const QString &text) const;
    // Width of a unit's name in the name font, millimetres (measured once:
    // the grid's fitting asks for each name several times).
    double nameWidth(const QString &name) const;

    const QPaintDevice *device;
    double dotsPerMm;
    QFont body, bold, name, heading, title;
    QFontMetricsF bodyMetrics;
    QFontMetricsF nameMetrics;
    mutable QHash<QString, double> widths;
    mutable QHash<QString, double> nameWidths;
    // The page's short texts in the body and name fonts, drawn at once
    // when the page is done.
    mutable RosterGlyphs bodyGlyphs;
    mutable RosterGlyphs nameGlyphs;
};

} // namespace Adc
