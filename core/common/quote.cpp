#include "core/common/quote.h"

namespace Adc {

QString Quote::shortened(const QString &given)
{
    // Only what can be shown is looked at: a 10 MB field costs nothing.
    const QString text = oneLine(given.left(kMostShown + 1));
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

QString Quote::oneLine(const QString &text)
{
    QString line;
    line.reserve(text.size());
    for (const QChar c : text) {
        const bool breaks = c.category() == QChar::Other_Control
            || c.category() == QChar::Separator_Line || c.category() == QChar::Separator_Paragraph;
        if (!breaks)
            line += c;
        else if (c == QLatin1Char('\n'))
            line += QStringLiteral("\\n");
        else if (c == QLatin1Char('\t'))
            line += QStringLiteral("\\t");
        else if (c == QLatin1Char('\r'))
            line += QStringLiteral("\\r");
        else
            line += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return line;
}

} // namespace Adc
