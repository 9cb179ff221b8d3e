#pragma once

#include <QString>

namespace Adc {

// A text cell of a CSV file that a spreadsheet would run as a formula (one
// beginning with =, +, -, @, a tab or a carriage return) is written with a
// leading apostrophe, as OWASP recommends; import takes it off again, so a
// unit named "=1+1" comes back as "=1+1". Only text cells are escaped:
// numbers, -1 among them, stay numbers.
class CsvFormula
{
public:
    static QString escape(const QString &text);
    // The text as it was before escape(); text escape() never writes is
    // left as it is (a hand-written "'Tis" stays "'Tis").
    static QString unescape(const QString &cell);

private:
    // Whether a spreadsheet would read the cell as a formula, or it is an
    // escaped one (an apostrophe before such a cell): both get one more.
    static bool needsEscape(const QString &text);
};

} // namespace Adc
