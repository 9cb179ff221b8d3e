#include "core/common/quote.h"

namespace Adc {

QString Quote::shortened(const QString &text)
{
    if (text.size() <= kMostShown)
        return text;
    qsizetype cut = kMostShown;
    // Never half of a character outside the Basic Multilingual Plane.
    if (text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut) + QChar(0x2026);
}

QString Quote::value(const QString &text)
{
    return QLatin1Char('"') + shortened(text) + QLatin1Char('"');
}

} // namespace Adc
