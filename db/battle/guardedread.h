#pragma once

#include "db/storage/databaseerror.h"

namespace Adc {

// Reads without letting a damaged file throw through a const accessor:
// the failure is warned of, and the value is the type's empty one.
template<typename T, typename Read> T reading(const char *what, Read read)
{
    try {
        return read();
    } catch (const DatabaseError &error) {
        qWarning("Aide-de-Camp: reading %s: %s", what, qPrintable(error.message()));
        return T();
    }
}

} // namespace Adc
