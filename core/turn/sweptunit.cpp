#include "core/turn/sweptunit.h"

#include <QJsonArray>

namespace Adc {

QJsonObject SweptUnit::line() const
{
    QJsonObject line { { QStringLiteral("unit"), change.after.id } };
    if (!smoke.isEmpty())
        line.insert(QStringLiteral("smoke"), smoke);
    if (recovered > 0)
        line.insert(QStringLiteral("recovered"), recovered);
    else if (!recoveryBlockedBy.isEmpty())
        line.insert(QStringLiteral("recovery_blocked_by"),
                    QJsonArray::fromStringList(recoveryBlockedBy));
    if (scrounged > 0)
        line.insert(QStringLiteral("scrounged"), scrounged);
    return line;
}

} // namespace Adc
