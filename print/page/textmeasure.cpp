#include "print/page/textmeasure.h"

#include <QFontMetricsF>
#include <QRegularExpression>
#include <algorithm>

namespace Adc {

double TextMeasure::width(const QString &text, const QFont &font) const
{
    return QFontMetricsF(font, device).horizontalAdvance(text) / dotsPerMm;
}

double TextMeasure::height(const QString &text, const QFont &font, double widthMm) const
{
    const QFontMetricsF metrics(font, device);
    if (text.isEmpty())
        return metrics.height() / dotsPerMm;
    return metrics
               .boundingRect(QRectF(0, 0, widthMm * dotsPerMm, 1e9),
                             Qt::TextWordWrap | Qt::AlignLeft, text)
               .height()
        / dotsPerMm;
}

double TextMeasure::longestWord(const QString &text, const QFont &font) const
{
    double longest = 0;
    static const QRegularExpression space(QStringLiteral("\\s+"));
    for (const QString &word : text.split(space, Qt::SkipEmptyParts))
        longest = std::max(longest, width(word, font));
    return longest;
}

} // namespace Adc
