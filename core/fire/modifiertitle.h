#pragma once

#include <QCoreApplication>
#include <QString>

namespace Adc {

// A fire modifier's title as a person reads it, translated: the range
// band, the extra AP, the rate of fire, or the rule's own title
// (firemodifiers.json). One wording for the umpire's window and the
// players' pages.
class ModifierTitle
{
    Q_DECLARE_TR_FUNCTIONS(Adc::ModifierTitle)

public:
    // The title of the modifier `id` ("range-close", "ap-2", "in-smoke"...);
    // an id no table knows reads as its words.
    static QString text(const QString &id);
};

} // namespace Adc
