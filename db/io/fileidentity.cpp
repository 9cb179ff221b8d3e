#include "db/io/fileidentity.h"

#include "core/platform/platform.h"

namespace Adc {

std::optional<FileIdentity> FileIdentity::of(const QString &path)
{
    const std::optional<std::pair<quint64, quint64>> identity = Platform::fileIdentity(path);
    if (!identity)
        return std::nullopt;
    return FileIdentity(identity->first, identity->second);
}

} // namespace Adc
