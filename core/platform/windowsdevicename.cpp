#include "core/platform/windowsdevicename.h"

#include <QStringList>

namespace Adc {

namespace {

bool reservedStem(QString name)
{
    // "nul.pdf", "NUL . txt" and "con " all open the device: Windows cuts
    // the name at its first dot and drops trailing dots and spaces.
    const int dot = name.indexOf(QLatin1Char('.'));
    if (dot >= 0)
        name.truncate(dot);
    while (name.endsWith(QLatin1Char(' ')))
        name.chop(1);
    name = name.toUpper();
    static const QStringList kFixed
        = { QStringLiteral("NUL"), QStringLiteral("CON"),    QStringLiteral("PRN"),
            QStringLiteral("AUX"), QStringLiteral("CONIN$"), QStringLiteral("CONOUT$") };
    if (kFixed.contains(name))
        return true;
    // COM1-9 and LPT1-9, with the superscript digits Windows also takes.
    if (name.size() == 4
        && (name.startsWith(QLatin1String("COM")) || name.startsWith(QLatin1String("LPT")))) {
        const QChar digit = name.at(3);
        return (digit >= u'1' && digit <= u'9') || digit == u'\u00B9' || digit == u'\u00B2'
            || digit == u'\u00B3';
    }
    return false;
}

} // namespace

bool WindowsDeviceName::matches(const QString &path)
{
    QString rest = path;
    rest.replace(QLatin1Char('/'), QLatin1Char('\\'));
    if (rest.startsWith(QLatin1String("\\\\.\\")) || rest.startsWith(QLatin1String("\\\\?\\"))
        || rest.startsWith(QLatin1String("\\??\\")))
        return true;
    // A drive ("C:") is the only colon a file's path may hold; any other
    // names a stream.
    if (rest.size() >= 2 && rest.at(1) == u':' && rest.at(0).isLetter())
        rest.remove(0, 2);
    if (rest.contains(QLatin1Char(':')))
        return true;
    const QStringList parts = rest.split(QLatin1Char('\\'), Qt::SkipEmptyParts);
    return !parts.isEmpty() && reservedStem(parts.last());
}

} // namespace Adc
