#pragma once

#include <QString>

namespace Adc {

// Data the programs read at run time (the sample battles, translations): in
// share/aide-de-camp beside the programs' bin folder, in the build folder as
// once installed (/usr/bin/adc reads /usr/share/aide-de-camp).
class DataFiles
{
public:
    // The folder, or ADC_DATA_DIR where it is set.
    static QString folder();
    // A file in it, by its path under the folder ("battles/quatre-bras.json").
    static QString path(const QString &relative);
};

} // namespace Adc
