#include "core/model/setsettingorder.h"

#include "core/common/quote.h"
#include "core/common/requestreader.h"

#include <QCoreApplication>

namespace Adc {

namespace {

const QString &timeFormat()
{
    static const QString format = QStringLiteral("HH:mm");
    return format;
}

} // namespace

QString SetSettingOrder::key() const
{
    return std::holds_alternative<int>(value) ? segmentsPerTurnKey() : startTimeKey();
}

QJsonValue SetSettingOrder::valueJson() const
{
    if (const int *segments = std::get_if<int>(&value))
        return *segments;
    return std::get<QTime>(value).toString(timeFormat());
}

QJsonObject SetSettingOrder::toJson() const
{
    return { { QStringLiteral("key"), key() }, { QStringLiteral("value"), valueJson() } };
}

Result<SetSettingOrder> SetSettingOrder::fromJson(RequestReader &reader)
{
    const std::optional<QString> key = reader.string(QStringLiteral("key"), true);
    const QJsonValue value = reader.take(QStringLiteral("value"));
    if (!reader.ok())
        return reader.failure();
    return read(*key, value);
}

Result<SetSettingOrder> SetSettingOrder::read(const QString &key, const QJsonValue &value)
{
    const QString valueProblem = QStringLiteral("value: ");
    if (key == segmentsPerTurnKey()) {
        const double d = value.toDouble(-1);
        if (!value.isDouble() || d != static_cast<int>(d) || d < 1 || d > 99)
            return Failure::malformed(
                valueProblem
                + QCoreApplication::translate("Adc::SetSettingOrder",
                                              "expected a whole number from 1 to 99"));
        return SetSettingOrder { static_cast<int>(d) };
    }
    if (key == startTimeKey()) {
        const QTime time
            = value.isString() ? QTime::fromString(value.toString(), timeFormat()) : QTime();
        if (!time.isValid())
            return Failure::malformed(
                valueProblem
                + QCoreApplication::translate("Adc::SetSettingOrder",
                                              "expected a time of day as HH:MM, e.g. \"14:00\""));
        return SetSettingOrder { time };
    }
    return Failure::malformed(
        QStringLiteral("key: ")
        + QCoreApplication::translate("Adc::SetSettingOrder", "%1 is not a setting (one of %2)")
              .arg(Quote::value(key), keys().join(QLatin1String(", "))));
}

} // namespace Adc
