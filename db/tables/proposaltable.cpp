#include "db/tables/proposaltable.h"

#include "core/orders/ordercodec.h"
#include "db/storage/proposalchecksum.h"
#include "db/storage/sql.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace Adc {

namespace {

const QString kSelect = QStringLiteral(
    "SELECT p.id, COALESCE(s.name, ''), p.number, p.units, p.action, p.turn, p.segment, p.time,"
    " p.state, p.reason, p.log_id, COALESCE(l.undone, 0)"
    " FROM proposals p LEFT JOIN sides s ON s.id = p.side_id"
    " LEFT JOIN log l ON l.id = p.log_id");

QByteArray compact(const QJsonDocument &document)
{
    return document.toJson(QJsonDocument::Compact);
}

ProposalRecord recordFrom(const QSqlQuery &query)
{
    ProposalRecord record;
    record.id = query.value(0).toLongLong();
    record.side = query.value(1).toString();
    record.number = query.value(2).toInt();
    for (const QJsonValue &id : QJsonDocument::fromJson(query.value(3).toByteArray()).array())
        record.units.append(id.toInteger());
    record.action = QJsonDocument::fromJson(query.value(4).toByteArray()).object();
    if (Result<Order> order = OrderCodec::fromJson(record.action))
        record.order = std::move(*order);
    else
        record.unread = order.error();
    record.turn = query.value(5).toInt();
    record.segment = query.value(6).toInt();
    record.time = query.value(7).toString();
    record.stored = ProposalRecord::storedFromName(query.value(8).toString())
                        .value_or(ProposalRecord::Stored::Waiting);
    record.reason = query.value(9).toString();
    if (!query.value(10).isNull())
        record.logId = query.value(10).toLongLong();
    record.logUndone = query.value(11).toInt() != 0;
    return record;
}

} // namespace

ProposalTable::ProposalTable(QSqlDatabase database)
    : m_database(std::move(database))
{
}

QList<ProposalRecord> ProposalTable::select(const QString &where, const QVariantList &values) const
{
    QSqlQuery query
        = Sql::run(m_database, kSelect + where + QStringLiteral(" ORDER BY p.id"), values);
    QList<ProposalRecord> records;
    while (query.next())
        records.append(recordFrom(query));
    return records;
}

QList<ProposalRecord> ProposalTable::all() const
{
    return select(QString(), {});
}

QList<ProposalRecord> ProposalTable::ofSide(qint64 sideId) const
{
    return select(QStringLiteral(" WHERE p.side_id = ?"), { sideId });
}

std::optional<ProposalRecord> ProposalTable::find(qint64 id) const
{
    const QList<ProposalRecord> found = select(QStringLiteral(" WHERE p.id = ?"), { id });
    return found.isEmpty() ? std::nullopt : std::optional<ProposalRecord>(found.first());
}

std::optional<ProposalRecord> ProposalTable::findNumber(qint64 sideId, int number) const
{
    const QList<ProposalRecord> found
        = select(QStringLiteral(" WHERE p.side_id = ? AND p.number = ?"), { sideId, number });
    return found.isEmpty() ? std::nullopt : std::optional<ProposalRecord>(found.first());
}

void ProposalTable::insert(qint64 sideId, ProposalRecord *proposal)
{
    proposal->number = Sql::value(m_database,
                                  QStringLiteral("SELECT COALESCE(MAX(number), 0) + 1 FROM"
                                                 " proposals WHERE side_id = ?"),
                                  { sideId })
                           .toInt();
    proposal->time = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    QJsonArray units;
    for (qint64 id : proposal->units)
        units.append(id);
    proposal->id = Sql::insert(
        m_database,
        QStringLiteral("INSERT INTO proposals (side_id, number, units, action, turn, segment,"
                       " time, state) VALUES (?, ?, ?, ?, ?, ?, ?, 'waiting')"),
        { sideId, proposal->number, QString::fromUtf8(compact(QJsonDocument(units))),
          QString::fromUtf8(compact(QJsonDocument(proposal->action))), proposal->turn,
          proposal->segment, proposal->time });
    proposal->stored = ProposalRecord::Stored::Waiting;
    ProposalChecksum::seal(m_database, proposal->id);
}

void ProposalTable::setStored(qint64 id, ProposalRecord::Stored stored, const QString &reason,
                              std::optional<qint64> logId)
{
    // A row changed by hand keeps failing its checksum: only one that held
    // is sealed again.
    const bool held = ProposalChecksum::holds(m_database, id);
    Sql::run(
        m_database,
        QStringLiteral("UPDATE proposals SET state = ?, reason = ?, log_id = ? WHERE id = ?"),
        { ProposalRecord::storedName(stored), reason, logId ? QVariant(*logId) : QVariant(), id });
    if (held)
        ProposalChecksum::seal(m_database, id);
}

QString ProposalTable::signature() const
{
    // What changes a state as read: a new proposal, a stored state, an
    // entry undone or redone, the clock (a waiting one lapses).
    QSqlQuery query = Sql::run(
        m_database,
        QStringLiteral("SELECT COUNT(*), COALESCE(MAX(p.id), 0),"
                       " COALESCE(SUM(CASE WHEN p.state = 'waiting' THEN 0 ELSE p.id END), 0),"
                       " COALESCE(SUM(CASE WHEN l.undone = 1 THEN p.id ELSE 0 END), 0),"
                       " (SELECT turn * 1000 + segment FROM clock WHERE id = 1)"
                       " FROM proposals p LEFT JOIN log l ON l.id = p.log_id"));
    if (!query.next())
        return QString();
    QStringList parts;
    for (int i = 0; i < 5; ++i)
        parts.append(query.value(i).toString());
    return parts.join(QLatin1Char('/'));
}

} // namespace Adc
