#pragma once

#include <QString>

namespace Adc {

// How a message shows a value it was given: at most 60 characters of it,
// on one line, so a 10 MB field gives a short line, never a 10 MB one, and a
// name with a line break in it breaks no one-line message.
class Quote
{
public:
    static constexpr qsizetype kMostShown = 60;

    // "value" in double quotes, cut to 60 characters with "…" after them.
    static QString value(const QString &text);
    // The same without the quotes (for a field's name).
    static QString shortened(const QString &text);
    // The text on one line: each control character or line break in it as
    // its JSON escape ("\n", "\u0007"); shortened() and value() give it so.
    static QString oneLine(const QString &text);
};

} // namespace Adc
