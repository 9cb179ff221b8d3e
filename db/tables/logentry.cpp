#include "db/tables/logentry.h"

namespace Adc {

bool LogEntry::isUndoable() const
{
    return kind != QLatin1String("undo") && kind != QLatin1String("redo") && !isAddress()
        && kind != QLatin1String("decline");
}

bool LogEntry::isAddress() const
{
    return kind == QLatin1String("issue-tokens") || kind == QLatin1String("renew-token");
}

QJsonObject LogEntry::toJson() const
{
    return QJsonObject {
        { QStringLiteral("id"), id },
        { QStringLiteral("time"), time.toString(Qt::ISODateWithMs) },
        { QStringLiteral("kind"), kind },
        { QStringLiteral("summary"), summary },
        { QStringLiteral("turn"), turn },
        { QStringLiteral("segment"), segment },
        { QStringLiteral("station"), station },
        { QStringLiteral("inputs"), inputs },
        { QStringLiteral("result"), result },
        { QStringLiteral("undone"), undone },
        { QStringLiteral("redo_dropped"), redoDropped },
    };
}

} // namespace Adc
