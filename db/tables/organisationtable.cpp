#include "db/tables/organisationtable.h"

#include "db/storage/databaseerror.h"
#include "db/storage/sql.h"
#include "db/storage/statementcache.h"
#include "db/tables/changeset.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QSqlRecord>

namespace Adc {

namespace {

const QString kBrigadeSelect = QStringLiteral(
    "SELECT b.id AS id, s.name AS side, b.name AS name, b.commander AS commander,"
    " b.sort_order AS sort_order FROM brigades b JOIN sides s ON s.id = b.side_id");

BrigadeRecord brigadeFrom(const QSqlQuery &query)
{
    const QSqlRecord record = query.record();
    BrigadeRecord brigade;
    brigade.id = query.value(record.indexOf(QStringLiteral("id"))).toLongLong();
    brigade.side = query.value(record.indexOf(QStringLiteral("side"))).toString();
    brigade.name = query.value(record.indexOf(QStringLiteral("name"))).toString();
    brigade.commander = query.value(record.indexOf(QStringLiteral("commander"))).toString();
    brigade.sortOrder = query.value(record.indexOf(QStringLiteral("sort_order"))).toInt();
    return brigade;
}

void requireOrganisationWritable(ChangeSet *changes)
{
    if (!changes)
        throw DatabaseError(
            QCoreApplication::translate("Adc::OrganisationTable", "a change outside an action"));
}

} // namespace

OrganisationTable::OrganisationTable(QSqlDatabase database, ChangeSet *changes)
    : m_database(std::move(database))
    , m_changes(changes)
{
}

QList<SideRecord> OrganisationTable::sides() const
{
    QList<SideRecord> sides;
    QSqlQuery query = Sql::run(m_database,
                               QStringLiteral("SELECT id, name, sort_order FROM sides"
                                              " ORDER BY sort_order, id"));
    const QSqlRecord record = query.record();
    const int id = record.indexOf(QStringLiteral("id"));
    const int name = record.indexOf(QStringLiteral("name"));
    const int sortOrder = record.indexOf(QStringLiteral("sort_order"));
    while (query.next())
        sides.append({ query.value(id).toLongLong(), query.value(name).toString(),
                       query.value(sortOrder).toInt() });
    return sides;
}

QList<BrigadeRecord> OrganisationTable::brigades() const
{
    QList<BrigadeRecord> brigades;
    QSqlQuery query = Sql::run(m_database,
                               kBrigadeSelect
                                   + QStringLiteral(" ORDER BY s.sort_order, s.id,"
                                                    " b.sort_order, b.id"));
    while (query.next())
        brigades.append(brigadeFrom(query));
    return brigades;
}

std::optional<BrigadeRecord> OrganisationTable::brigade(qint64 id) const
{
    QSqlQuery query
        = Sql::run(m_database, kBrigadeSelect + QStringLiteral(" WHERE b.id = ?"), { id });
    if (!query.next())
        return std::nullopt;
    return brigadeFrom(query);
}

std::optional<BrigadeRecord> OrganisationTable::brigade(const QString &side,
                                                        const QString &name) const
{
    QSqlQuery query
        = Sql::run(m_database, kBrigadeSelect + QStringLiteral(" WHERE s.name = ? AND b.name = ?"),
                   { side, name });
    if (!query.next())
        return std::nullopt;
    return brigadeFrom(query);
}

qint64 OrganisationTable::sideId(const QString &name, bool create)
{
    const QVariant found = StatementCache::value(
        m_database, QStringLiteral("SELECT id FROM sides WHERE name = ?"), { name });
    if (found.isValid())
        return found.toLongLong();
    if (!create)
        return 0;
    requireOrganisationWritable(m_changes);
    const QVariant last = Sql::value(
        m_database, QStringLiteral("SELECT COALESCE(MAX(sort_order) + 1, 0) FROM sides"));
    const qint64 id = Sql::insert(
        m_database, QStringLiteral("INSERT INTO sides (name, sort_order) VALUES (?, ?)"),
        { name, last });
    m_changes->inserted(QStringLiteral("sides"), id);

    const QVariant active
        = Sql::value(m_database, QStringLiteral("SELECT active_side_id FROM clock WHERE id = 1"));
    if (active.isNull()) {
        m_changes->touch(QStringLiteral("clock"), 1);
        Sql::run(m_database, QStringLiteral("UPDATE clock SET active_side_id = ? WHERE id = 1"),
                 { id });
    }
    return id;
}

qint64 OrganisationTable::brigadeId(qint64 sideId, const QString &name, bool create)
{
    const QVariant found = StatementCache::value(
        m_database, QStringLiteral("SELECT id FROM brigades WHERE side_id = ? AND name = ?"),
        { sideId, name });
    if (found.isValid())
        return found.toLongLong();
    if (!create)
        return 0;
    return addBrigade(sideId, name, QString());
}

qint64 OrganisationTable::nextBrigadeOrder(qint64 sideId) const
{
    return Sql::value(
               m_database,
               QStringLiteral(
                   "SELECT COALESCE(MAX(sort_order) + 1, 0) FROM brigades WHERE side_id = ?"),
               { sideId })
        .toLongLong();
}

qint64 OrganisationTable::addBrigade(qint64 sideId, const QString &name, const QString &commander,
                                     std::optional<qint64> sortOrder)
{
    requireOrganisationWritable(m_changes);
    const qint64 place = sortOrder ? *sortOrder : nextBrigadeOrder(sideId);
    const qint64 id = StatementCache::insert(
        m_database,
        QStringLiteral("INSERT INTO brigades (side_id, name, commander, sort_order) "
                       "VALUES (?, ?, ?, ?)"),
        { sideId, name, commander, place });
    m_changes->inserted(QStringLiteral("brigades"), id);
    return id;
}

void OrganisationTable::removeBrigade(qint64 id)
{
    requireOrganisationWritable(m_changes);
    m_changes->touch(QStringLiteral("brigades"), id);
    Sql::run(m_database, QStringLiteral("DELETE FROM brigades WHERE id = ?"), { id });
}

int OrganisationTable::unitCount(qint64 brigadeId) const
{
    return Sql::value(m_database, QStringLiteral("SELECT COUNT(*) FROM units WHERE brigade_id = ?"),
                      { brigadeId })
        .toInt();
}

} // namespace Adc
