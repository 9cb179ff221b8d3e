#pragma once

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

    const QPaintDevice *device;
    double dotsPerMm;
    QFont body, bold, name, heading, title;
    QFontMetricsF bodyMetrics;
    QFontMetricsF nameMetrics;
    mutable QHash<QString, double> widths;
};

} // namespace Adc
