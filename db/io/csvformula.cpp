#include "db/io/csvformula.h"

namespace Adc {

bool CsvFormula::needsEscape(const QString &text)
{
    qsizetype i = 0;
    while (i < text.size() && text.at(i) == QLatin1Char('\''))
        ++i;
    if (i >= text.size())
        return false;
    const QChar first = text.at(i);
    return first == QLatin1Char('=') || first == QLatin1Char('+') || first == QLatin1Char('-')
        || first == QLatin1Char('@') || first == QLatin1Char('\t') || first == QLatin1Char('\r');
}

QString CsvFormula::escape(const QString &text)
{
    return needsEscape(text) ? QLatin1Char('\'') + text : text;
}

QString CsvFormula::unescape(const QString &cell)
{
    if (cell.startsWith(QLatin1Char('\'')) && needsEscape(cell.mid(1)))
        return cell.mid(1);
    return cell;
}

} // namespace Adc
