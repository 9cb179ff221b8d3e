#pragma once

#include <QString>
#include <QStringList>

namespace Adc {

// The rule tables' texts (titles, notes, reasons) in the reader's language.
// The tables keep their English; the translations are looked up by it.
class RuleText
{
public:
    // `english` translated, or as it is when it has no translation.
    static QString text(const QString &english);
    // A table's id as words ("small-arms" -> "small arms"), translated.
    static QString words(const QString &id);
    // Every text the translations know.
    static QStringList all();
};

} // namespace Adc
