#pragma once

#include <QFont>
#include <QString>

class QPaintDevice;

namespace Adc {

// Measures text on a paint device in millimetres.
struct TextMeasure
{
    const QPaintDevice *device = nullptr;
    double dotsPerMm = 1;

    double width(const QString &text, const QFont &font) const;
    // The height of the text wrapped at `widthMm`; one line when empty.
    double height(const QString &text, const QFont &font, double widthMm) const;
    double longestWord(const QString &text, const QFont &font) const;
};

} // namespace Adc
