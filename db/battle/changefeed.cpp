#include "db/battle/changefeed.h"

#include "db/storage/battlestorage.h"
#include "db/storage/databaseerror.h"
#include "db/tables/logtable.h"

#include <algorithm>

namespace Adc {

std::optional<QList<Announcement>> ChangeFeed::look(BattleStorage &storage, bool live)
{
    QList<Announcement> announcements;
    try {
        const qint64 version = storage.changeMarker();
        const bool first = m_dataVersion < 0;
        const bool changed = version != m_dataVersion;
        m_dataVersion = version;
        LogTable log(storage.connection());
        if (first) {
            m_lastLogId = log.lastId();
            return std::nullopt;
        }
        if (!changed)
            return std::nullopt;
        const QList<LogEntry> entries = log.after(m_lastLogId);
        if (entries.isEmpty() && live)
            return std::nullopt;
        for (const LogEntry &entry : entries) {
            m_lastLogId = entry.id;
            const bool undo = entry.kind == QLatin1String("undo");
            if (!undo && entry.kind != QLatin1String("redo")) {
                announcements.append(Announcement::of(entry.changes, false, entry.id));
                continue;
            }
            // Undo and redo name the entry whose rows they restored.
            const std::optional<LogEntry> taken = log.find(entry.outcome.restored().value_or(0));
            announcements.append(
                Announcement::of(taken ? taken->changes : QJsonArray(), undo, entry.id));
        }
    } catch (const DatabaseError &error) {
        qWarning("Aide-de-Camp: reading the log: %s", qPrintable(error.message()));
        if (announcements.isEmpty())
            return std::nullopt;
    }
    return announcements;
}

void ChangeFeed::saw(qint64 logId)
{
    m_lastLogId = std::max(m_lastLogId, logId);
}

} // namespace Adc
