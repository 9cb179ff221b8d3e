#include "core/model/clock.h"

#include <QTime>

namespace Adc {

QJsonObject Clock::toJson() const
{
    return QJsonObject {
        { QStringLiteral("turn"), turn },
        { QStringLiteral("segment"), segment },
        { QStringLiteral("active_side"), activeSide },
    };
}

std::optional<QString> Clock::timeOfDay(const QString &start, int turn)
{
    const QTime first = QTime::fromString(start, QStringLiteral("HH:mm"));
    if (!first.isValid() || turn < 1)
        return std::nullopt;
    // Past midnight the hours go on from 0.
    const int minutes
        = (first.hour() * 60 + first.minute() + (turn - 1) * kMinutesPerTurn) % (24 * 60);
    return QTime(minutes / 60, minutes % 60).toString(QStringLiteral("HH:mm"));
}

} // namespace Adc
