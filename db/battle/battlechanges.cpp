#include "battle/battle.h"

#include "storage/battlestorage.h"
#include "storage/databaseerror.h"
#include "storage/serveraddress.h"
#include "tables/logtable.h"

#include <QJsonArray>
#include <algorithm>

namespace Adc {

bool Battle::isServerAddress(const QString &path)
{
    return ServerAddress::isServer(path);
}

bool Battle::checkForChanges()
{
    QList<LogEntry> entries;
    try {
        const qint64 version = m_storage->changeMarker();
        const bool first = m_dataVersion < 0;
        const bool changed = version != m_dataVersion;
        m_dataVersion = version;
        if (first) {
            // The first look: what is in the file now is what the views read.
            m_lastLogId = LogTable(database()).lastId();
            return false;
        }
        if (!changed)
            return false;
        entries = LogTable(database()).after(m_lastLogId);
        // On a server the marker moves with this battle's own entries too,
        // which were announced as they were written.
        if (entries.isEmpty() && m_live)
            return false;
    } catch (const DatabaseError &error) {
        qWarning("Aide-de-Camp: reading the log: %s", qPrintable(error.message()));
        return false;
    }
    for (const LogEntry &entry : std::as_const(entries)) {
        m_lastLogId = entry.id;
        const bool undo = entry.kind == QLatin1String("undo");
        if (undo || entry.kind == QLatin1String("redo")) {
            const qint64 target
                = entry.result.value(undo ? QStringLiteral("undid") : QStringLiteral("redid"))
                      .toInteger();
            const std::optional<LogEntry> taken = logEntry(target);
            announce(taken ? taken->changes : QJsonArray(), undo, entry.id);
        } else {
            announce(entry.changes, false, entry.id);
        }
    }
    Q_EMIT changedElsewhere();
    return true;
}

void Battle::announce(const QJsonArray &changes, bool reversed, qint64 logId)
{
    // This connection's own entries are seen as they are written.
    m_lastLogId = std::max(m_lastLogId, logId);
    QList<qint64> changed;
    QList<qint64> added;
    QList<qint64> removed;
    bool clock = false;
    bool battle = false;
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
                added.append(id);
            else if (existedBefore && !existsNow)
                removed.append(id);
            else
                changed.append(id);
        } else if (table == QLatin1String("clock")) {
            clock = true;
        } else {
            battle = true;
        }
    }
    for (qint64 id : std::as_const(removed))
        Q_EMIT unitRemoved(id);
    for (qint64 id : std::as_const(added))
        Q_EMIT unitAdded(id);
    if (!changed.isEmpty())
        Q_EMIT unitsChanged(changed);
    if (battle)
        Q_EMIT battleChanged();
    if (clock)
        Q_EMIT clockChanged();
    Q_EMIT logAppended(logId);
}

Result<void> Battle::reconnect()
{
    if (const Result<void> done = m_storage->reconnect(); !done)
        return done;
    m_lost = false;
    m_lostReason.clear();
    m_readOnly = m_storage->isReadOnly();
    m_live = m_storage->watch(this, [this] { checkForChanges(); });
    Q_EMIT reconnected();
    // What the other stations did while this one was away.
    checkForChanges();
    return {};
}

} // namespace Adc
