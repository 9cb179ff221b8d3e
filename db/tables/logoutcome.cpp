#include "db/tables/logoutcome.h"

#include <QJsonValue>

namespace Adc {

namespace {

std::optional<qint64> idIn(const QJsonObject &result, const QString &field)
{
    const QJsonValue value = result.value(field);
    if (!value.isDouble())
        return std::nullopt;
    return value.toInteger();
}

} // namespace

LogOutcome LogOutcome::read(const QJsonObject &result)
{
    return { idIn(result, QStringLiteral("undid")), idIn(result, QStringLiteral("redid")),
             idIn(result, QStringLiteral("proposal")) };
}

} // namespace Adc
