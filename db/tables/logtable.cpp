#include "db/tables/logtable.h"

#include "db/storage/databaseerror.h"
#include "db/storage/logchain.h"
#include "db/storage/sql.h"
#include "db/tables/changeset.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QSqlRecord>

namespace Adc {

namespace {

const QString kSelectLog = QStringLiteral(
    "SELECT id, time, kind, summary, turn, segment, station, inputs, result, changes, undone,"
    " redo_dropped FROM log");
// Undo and redo entries are not themselves undone or redone; every other
// entry is, an entry that changed nothing (a roll for the log) included, so
// undo takes back what was done last. Entries without images (version 1)
// stay, so undo stops at them. The players' view addresses are passed over
// (LogEntry::isAddress), and so are declined proposals (a ruling, not a
// change).
const QString kActions
    = QStringLiteral(" kind NOT IN ('undo', 'redo', 'issue-tokens', 'renew-token', 'decline')");

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray compact(const QJsonArray &array)
{
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

bool namesBattleRow(const QJsonArray &changes)
{
    for (const QJsonValue &change : changes) {
        if (change.toObject().value(QStringLiteral("table")).toString() == QLatin1String("battle"))
            return true;
    }
    return false;
}

// Stored as text; hashed from the UTF-8 (LogChain::hash).
QVariant text(const QVariant &json)
{
    return json.isNull() ? json : QVariant(QString::fromUtf8(json.toByteArray()));
}

// The one reader of a log row, for every query of the log: its columns are
// found once for the query; one the query leaves out (headers() reads no
// row images) reads as null.
class LogRow
{
public:
    enum Column {
        Id,
        Time,
        Kind,
        Summary,
        Turn,
        Segment,
        Station,
        Inputs,
        Result,
        Changes,
        Undone,
        RedoDropped,
        ColumnCount
    };

    explicit LogRow(const QSqlQuery &query)
        : m_query(query)
    {
        static const char *const names[ColumnCount]
            = { "id",      "time",   "kind",   "summary", "turn",   "segment",
                "station", "inputs", "result", "changes", "undone", "redo_dropped" };
        const QSqlRecord record = query.record();
        for (int column = 0; column < ColumnCount; ++column)
            m_at[column] = record.indexOf(QLatin1String(names[column]));
    }

    QVariant operator()(Column column) const
    {
        return m_at[column] < 0 ? QVariant() : m_query.value(m_at[column]);
    }

private:
    const QSqlQuery &m_query;
    int m_at[ColumnCount] = {};
};

LogEntry entryFrom(const LogRow &value)
{
    LogEntry entry;
    entry.id = value(LogRow::Id).toLongLong();
    entry.time = QDateTime::fromString(value(LogRow::Time).toString(), Qt::ISODateWithMs);
    entry.kind = value(LogRow::Kind).toString();
    entry.summary = value(LogRow::Summary).toString();
    entry.turn = value(LogRow::Turn).toInt();
    entry.segment = value(LogRow::Segment).toInt();
    entry.station = value(LogRow::Station).toString();
    entry.inputs = QJsonDocument::fromJson(value(LogRow::Inputs).toString().toUtf8()).object();
    entry.result = QJsonDocument::fromJson(value(LogRow::Result).toString().toUtf8()).object();
    entry.outcome = LogOutcome::read(entry.result);
    const QVariant changes = value(LogRow::Changes);
    entry.hasImages = !changes.isNull();
    if (entry.hasImages) {
        const QJsonDocument document = QJsonDocument::fromJson(changes.toString().toUtf8());
        if (!document.isArray())
            throw DatabaseError(QCoreApplication::translate(
                                    "Adc::LogTable", "log entry %1: its row images are damaged")
                                    .arg(entry.id));
        entry.changes = document.array();
    }
    entry.undone = value(LogRow::Undone).toInt() != 0;
    entry.redoDropped = value(LogRow::RedoDropped).toInt() != 0;
    return entry;
}

} // namespace

LogTable::LogTable(QSqlDatabase database)
    : m_database(std::move(database))
{
}

qint64 LogTable::append(LogEntry entry)
{
    entry.time = QDateTime::currentDateTimeUtc();
    // Chained to the entry before it, so an entry edited or lost is found.
    const QString previous = LogChain::lastHash(m_database);
    // The first entry also holds the battle's own row as it stands (its
    // name, scale, date and rulings, which no action had set before): the
    // check then knows them as the battle began, and finds one changed by
    // hand. Undone or redone, the row is written back as it was.
    if (previous.isEmpty() && entry.hasImages && !namesBattleRow(entry.changes)) {
        const QJsonValue row = ChangeSet::image(m_database, QStringLiteral("battle"), 1);
        if (row.isObject())
            entry.changes.prepend(
                QJsonObject { { QStringLiteral("table"), QStringLiteral("battle") },
                              { QStringLiteral("key"), 1 },
                              { QStringLiteral("before"), row },
                              { QStringLiteral("after"), row } });
    }
    QVariantList values { entry.time.toString(Qt::ISODateWithMs),
                          entry.kind,
                          entry.summary,
                          entry.turn,
                          entry.segment,
                          compact(entry.inputs),
                          compact(entry.result),
                          entry.hasImages ? QVariant(compact(entry.changes)) : QVariant() };
    // Hashed from the JSON as written, then stored as text: each written and
    // hashed once, on this thread (two saved nothing measurable,
    // docs/contributing.md).
    const QString hash = LogChain::hash(LogChain::hashed(values, entry.station), previous);
    for (int json = 5; json < 8; ++json)
        values[json] = text(values.at(json));
    values.append(entry.station);
    values.append(hash);
    return Sql::insert(
        m_database,
        QStringLiteral("INSERT INTO log (%1, station, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
            .arg(LogChain::columns()),
        values);
}

QList<LogEntry> LogTable::select(const QString &where, const QVariantList &values) const
{
    QList<LogEntry> entries;
    QSqlQuery query = Sql::run(m_database, kSelectLog + where, values);
    const LogRow row(query);
    while (query.next())
        entries.append(entryFrom(row));
    return entries;
}

QList<LogEntry> LogTable::all() const
{
    return select(QStringLiteral(" ORDER BY id"), {});
}

QList<LogEntry> LogTable::headers() const
{
    // Without the row images (an import's are the whole order of battle);
    // inputs and results only where they are short, for the log's sentences.
    QList<LogEntry> entries;
    QSqlQuery query
        = Sql::run(m_database,
                   QStringLiteral("SELECT id, time, kind, summary, turn, segment, station, undone, "
                                  "redo_dropped, "
                                  "CASE WHEN length(inputs) <= 4096 THEN inputs END AS inputs, "
                                  "CASE WHEN length(result) <= 4096 THEN result END AS result "
                                  "FROM log ORDER BY id"));
    const LogRow row(query);
    while (query.next())
        entries.append(entryFrom(row));
    return entries;
}

std::optional<LogEntry> LogTable::find(qint64 id) const
{
    const QList<LogEntry> entries = select(QStringLiteral(" WHERE id = ?"), { id });
    return entries.isEmpty() ? std::nullopt : std::optional<LogEntry>(entries.first());
}

QList<LogEntry> LogTable::ofTurn(int turn, const QStringList &kinds) const
{
    QStringList marks;
    QVariantList values { turn };
    for (const QString &kind : kinds) {
        marks.append(QStringLiteral("?"));
        values.append(kind);
    }
    return select(QStringLiteral(" WHERE turn = ? AND undone = 0 AND kind IN (%1) ORDER BY id")
                      .arg(marks.join(QLatin1String(", "))),
                  values);
}

qint64 LogTable::lastId() const
{
    QSqlQuery query = Sql::run(m_database, QStringLiteral("SELECT MAX(id) FROM log"));
    return query.next() ? query.value(0).toLongLong() : 0;
}

QList<LogEntry> LogTable::after(qint64 id) const
{
    return select(QStringLiteral(" WHERE id > ? ORDER BY id"), { id });
}

QList<LogEntry> LogTable::ofKinds(const QStringList &kinds) const
{
    QStringList marks;
    QVariantList values;
    for (const QString &kind : kinds) {
        marks.append(QStringLiteral("?"));
        values.append(kind);
    }
    return select(QStringLiteral(" WHERE undone = 0 AND kind IN (%1) ORDER BY id")
                      .arg(marks.join(QLatin1String(", "))),
                  values);
}

std::optional<LogEntry> LogTable::latestOfKind(const QString &kind) const
{
    const QList<LogEntry> entries = select(
        QStringLiteral(" WHERE undone = 0 AND kind = ? ORDER BY id DESC LIMIT 1"), { kind });
    return entries.isEmpty() ? std::nullopt : std::optional<LogEntry>(entries.first());
}

bool LogTable::hasOfKindAfter(qint64 id, const QString &kind) const
{
    QSqlQuery query = Sql::run(
        m_database,
        QStringLiteral("SELECT 1 FROM log WHERE undone = 0 AND kind = ? AND id > ? LIMIT 1"),
        { kind, id });
    return query.next();
}

std::optional<LogEntry> LogTable::undoTarget() const
{
    const QList<LogEntry> entries
        = select(QStringLiteral(" WHERE") + kActions
                     + QStringLiteral(" AND undone = 0 ORDER BY id DESC LIMIT 1"),
                 {});
    return entries.isEmpty() ? std::nullopt : std::optional<LogEntry>(entries.first());
}

std::optional<LogEntry> LogTable::redoTarget() const
{
    const QList<LogEntry> entries
        = select(QStringLiteral(" WHERE") + kActions
                     + QStringLiteral(" AND undone = 1 AND redo_dropped = 0 ORDER BY id LIMIT 1"),
                 {});
    return entries.isEmpty() ? std::nullopt : std::optional<LogEntry>(entries.first());
}

void LogTable::setUndone(qint64 id, bool undone)
{
    Sql::run(m_database, QStringLiteral("UPDATE log SET undone = ? WHERE id = ?"),
             { undone ? 1 : 0, id });
}

void LogTable::dropRedo()
{
    Sql::run(
        m_database,
        QStringLiteral("UPDATE log SET redo_dropped = 1 WHERE undone = 1 AND redo_dropped = 0"));
}

} // namespace Adc
