#pragma once

#include <QString>

namespace Adc {

// A name (a battle's, a side's, a brigade's, a unit's, a feature's, a
// station's) is one line of text: no line break and no control character,
// NUL included, which a PostgreSQL server cannot even keep. Only a new value
// is checked: a battle that already holds such a name opens and reads.
class NameText
{
public:
    static bool isOneLine(const QString &text);
    // What is wrong with such a name, to follow "FIELD: ".
    static QString problem();
    // "FIELD: what is wrong", or empty when the name is one line.
    static QString refusal(const QString &field, const QString &text);
};

} // namespace Adc
