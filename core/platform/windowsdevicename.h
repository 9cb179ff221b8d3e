#pragma once

#include <QString>

namespace Adc {

// Windows opens some names as devices wherever they appear: NUL, CON, PRN,
// AUX, COM1 to COM9 and LPT1 to LPT9 (in any case, with any extension, with
// trailing dots or spaces), paths into the system's own namespace ("\\.\…",
// "\\?\…"), and a file's alternate data stream
// ("b.adc:x"). Pure text, so it is tested on every system; only the Windows
// side of Platform asks it.
class WindowsDeviceName
{
public:
    static bool matches(const QString &path);
};

} // namespace Adc
