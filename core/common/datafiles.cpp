#include "core/common/datafiles.h"

#include <QCoreApplication>
#include <QDir>

namespace Adc {

QString DataFiles::folder()
{
    const QString chosen = qEnvironmentVariable("ADC_DATA_DIR");
    if (!chosen.isEmpty())
        return QDir::cleanPath(chosen);
    return QDir::cleanPath(QCoreApplication::applicationDirPath()
                           + QStringLiteral("/../share/aide-de-camp"));
}

QString DataFiles::path(const QString &relative)
{
    return folder() + QLatin1Char('/') + relative;
}

} // namespace Adc
