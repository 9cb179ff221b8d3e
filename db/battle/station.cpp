#include "db/battle/station.h"

#include <QSysInfo>

namespace Adc {

namespace {

QString &chosen()
{
    static QString name;
    return name;
}

} // namespace

QString Station::name()
{
    if (!chosen().isEmpty())
        return chosen();
    const QString fromEnvironment = qEnvironmentVariable("ADC_STATION").trimmed();
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    const QString host = QSysInfo::machineHostName();
    return host.isEmpty() ? QStringLiteral("localhost") : host;
}

void Station::set(const QString &name)
{
    chosen() = name.trimmed();
}

} // namespace Adc
