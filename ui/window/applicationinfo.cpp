#include "ui/window/applicationinfo.h"

#include <QCoreApplication>

namespace Adc {

void setApplicationInfo()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Aide-de-Camp"));
    QCoreApplication::setApplicationName(QStringLiteral("Aide-de-Camp"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(ADC_VERSION));
}

} // namespace Adc
