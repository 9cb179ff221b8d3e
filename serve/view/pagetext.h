#pragma once

#include <QLocale>
#include <QString>

namespace Adc::PageText {

// A text of the battle's (a unit's name, a reason) as HTML.
inline QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

// A count in the reader's number format.
inline QString number(int value)
{
    return QLocale().toString(value);
}

} // namespace Adc::PageText
