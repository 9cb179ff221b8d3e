#include "db/io/fileidentity.h"

#include <QFile>
#include <sys/stat.h>

namespace Adc {

std::optional<FileIdentity> FileIdentity::of(const QString &path)
{
    struct stat status
    {
    };
    if (path.isEmpty() || ::stat(QFile::encodeName(path).constData(), &status) != 0)
        return std::nullopt;
    return FileIdentity(static_cast<quint64>(status.st_dev), static_cast<quint64>(status.st_ino));
}

} // namespace Adc
