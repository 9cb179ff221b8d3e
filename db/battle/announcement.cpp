#include "db/battle/announcement.h"

#include <QJsonObject>

namespace Adc {

Announcement Announcement::of(const QJsonArray &changes, bool reversed, qint64 logId)
{
    Announcement announcement;
    announcement.logId = logId;
    for (const QJsonValue &value : changes) {
        const QJsonObject change = value.toObject();
        const QString table = change.value(QStringLiteral("table")).toString();
        const bool before = !change.value(QStringLiteral("before")).isNull();
        const bool after = !change.value(QStringLiteral("after")).isNull();
        const bool existedBefore = reversed ? after : before;
        const bool existsNow = reversed ? before : after;
        if (table == QLatin1String("units")) {
            const qint64 id = change.value(QStringLiteral("key")).toInteger();
            if (!existedBefore && existsNow)
                announcement.added.append(id);
            else if (existedBefore && !existsNow)
                announcement.removed.append(id);
            else
                announcement.changed.append(id);
        } else if (table == QLatin1String("clock")) {
            announcement.clock = true;
        } else {
            announcement.battle = true;
        }
    }
    return announcement;
}

} // namespace Adc
