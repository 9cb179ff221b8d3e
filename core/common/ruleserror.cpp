#include "core/common/ruleserror.h"

namespace Adc {

QString RulesError::toString() const
{
    if (entry.isEmpty())
        return file + QLatin1String(": ") + message;
    return file + QLatin1String(": ") + entry + QLatin1String(": ") + message;
}

} // namespace Adc
