#include "db/storage/statementcache.h"

#include "db/storage/databaseerror.h"
#include "db/storage/sql.h"

#include <QHash>
#include <QMutex>
#include <QSqlRecord>

namespace Adc {

namespace {

// By connection name, then by statement. A connection is used from one
// thread; the mutex guards the table itself.
// Each statement on the heap: the table may move its entries as it grows,
// and a caller may hold a statement meanwhile.
using Statements = QHash<QString, std::shared_ptr<QSqlQuery>>;

QHash<QString, Statements> &cache()
{
    static QHash<QString, Statements> statements;
    return statements;
}

QMutex &cacheMutex()
{
    static QMutex mutex;
    return mutex;
}

} // namespace

std::shared_ptr<QSqlQuery> StatementCache::prepared(const QSqlDatabase &database,
                                                    const QString &statement,
                                                    const QVariantList &values)
{
    QVariantList bound;
    for (const QVariant &value : values)
        bound.append(Sql::bindable(database, value));
    std::shared_ptr<QSqlQuery> query;
    {
        const QMutexLocker locker(&cacheMutex());
        Statements &statements = cache()[database.connectionName()];
        query = statements.value(statement);
        // A connection of the same name opened again has another driver.
        if (!query || query->driver() != database.driver()) {
            query = std::make_shared<QSqlQuery>(Sql::query(database));
            query->setForwardOnly(true);
            if (!query->prepare(statement))
                Sql::fail(query->lastError());
            statements.insert(statement, query);
        }
    }
    for (int i = 0; i < bound.size(); ++i)
        query->bindValue(i, bound.at(i));
    if (!query->exec())
        Sql::fail(query->lastError());
    return query;
}

QVariant StatementCache::value(const QSqlDatabase &database, const QString &statement,
                               const QVariantList &values)
{
    const std::shared_ptr<QSqlQuery> query = prepared(database, statement, values);
    const QVariant found = query->next() ? query->value(0) : QVariant();
    query->finish();
    return found;
}

QVariantHash StatementCache::row(const QSqlDatabase &database, const QString &statement,
                                 const QVariantList &values)
{
    const std::shared_ptr<QSqlQuery> query = prepared(database, statement, values);
    QVariantHash columns;
    if (query->next()) {
        const QSqlRecord record = query->record();
        for (int i = 0; i < record.count(); ++i)
            columns.insert(record.fieldName(i), query->value(i));
    }
    query->finish();
    return columns;
}

void StatementCache::write(const QSqlDatabase &database, const QString &statement,
                           const QVariantList &values)
{
    const std::shared_ptr<QSqlQuery> query = prepared(database, statement, values);
    query->finish();
}

qint64 StatementCache::insert(const QSqlDatabase &database, const QString &statement,
                              const QVariantList &values)
{
    const std::shared_ptr<QSqlQuery> query
        = prepared(database, statement + QLatin1String(" RETURNING id"), values);
    const qint64 id = query->next() ? query->value(0).toLongLong() : 0;
    query->finish();
    return id;
}

void StatementCache::each(const QSqlDatabase &database, const QString &statement,
                          const QVariantList &values,
                          const std::function<void(const QSqlQuery &)> &row)
{
    const std::shared_ptr<QSqlQuery> query = prepared(database, statement, values);
    try {
        while (query->next())
            row(*query);
    } catch (...) {
        // Reset before the failure goes on, so no statement stays open.
        query->finish();
        throw;
    }
    query->finish();
}

void StatementCache::forget(const QSqlDatabase &database)
{
    const QMutexLocker locker(&cacheMutex());
    cache().remove(database.connectionName());
}

} // namespace Adc
