#include "db/storage/proposalchecksum.h"

#include "db/storage/logchain.h"
#include "db/storage/sql.h"

#include <QSqlQuery>
#include <QSqlRecord>

namespace Adc {

namespace {

constexpr int kSealedColumns = 11;

// The columns' values of a row read as "id, checksum, columns()".
QVariantList sealedValues(const QSqlQuery &query)
{
    QVariantList values;
    for (int i = 0; i < kSealedColumns; ++i)
        values.append(query.value(2 + i));
    return values;
}

} // namespace

QString ProposalChecksum::columns()
{
    return QStringLiteral(
        "id, side_id, number, units, action, turn, segment, time, state, reason, log_id");
}

QString ProposalChecksum::of(const QVariantList &values)
{
    // The log's digest (the compact JSON array of the values), closed with a
    // word of its own instead of a previous entry's hash.
    return LogChain::hash(values, QStringLiteral("proposal"));
}

void ProposalChecksum::seal(const QSqlDatabase &database, qint64 id)
{
    QSqlQuery row = Sql::run(
        database,
        QStringLiteral("SELECT id, checksum, %1 FROM proposals WHERE id = ?").arg(columns()),
        { id });
    if (!row.next())
        return;
    const QString checksum = of(sealedValues(row));
    Sql::run(database, QStringLiteral("UPDATE proposals SET checksum = ? WHERE id = ?"),
             { checksum, id });
}

bool ProposalChecksum::holds(const QSqlDatabase &database, qint64 id)
{
    QSqlQuery row = Sql::run(
        database,
        QStringLiteral("SELECT id, checksum, %1 FROM proposals WHERE id = ?").arg(columns()),
        { id });
    return row.next() && row.value(1).toString() == of(sealedValues(row));
}

void ProposalChecksum::sealAll(const QSqlDatabase &database)
{
    // Every checksum first, then the updates: no row changes under the
    // reading.
    QList<std::pair<QVariant, QString>> checksums;
    {
        QSqlQuery rows = Sql::run(
            database, QStringLiteral("SELECT id, checksum, %1 FROM proposals").arg(columns()));
        while (rows.next())
            checksums.append({ rows.value(0), of(sealedValues(rows)) });
    }
    for (const auto &[id, checksum] : std::as_const(checksums))
        Sql::run(database, QStringLiteral("UPDATE proposals SET checksum = ? WHERE id = ?"),
                 { checksum, id });
}

QSet<qint64> ProposalChecksum::broken(const QSqlDatabase &database)
{
    QSet<qint64> ids;
    // Before version 8 there is nothing to compare.
    if (!database.record(QStringLiteral("proposals")).contains(QStringLiteral("checksum")))
        return ids;
    QSqlQuery rows = Sql::run(
        database, QStringLiteral("SELECT id, checksum, %1 FROM proposals").arg(columns()));
    while (rows.next()) {
        if (rows.value(1).toString() != of(sealedValues(rows)))
            ids.insert(rows.value(0).toLongLong());
    }
    return ids;
}

} // namespace Adc
