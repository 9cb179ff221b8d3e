#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>
#include <functional>
#include <memory>

namespace Adc {

// Statements prepared once for a connection and kept, for the paths that run
// the same statement for every row (an import of thousands of units):
// preparing each time cost more than running. Each call binds its values,
// runs the statement and reads what it needs at once; the statement is then
// reset, so none is left open across calls. Failures throw DatabaseError.
class StatementCache
{
public:
    // The first column of the first row (an invalid QVariant when none).
    static QVariant value(const QSqlDatabase &database, const QString &statement,
                          const QVariantList &values = {});
    // The first row's columns by name; empty when there is no row.
    static QVariantHash row(const QSqlDatabase &database, const QString &statement,
                            const QVariantList &values = {});
    // Runs a statement that returns no rows.
    static void write(const QSqlDatabase &database, const QString &statement,
                      const QVariantList &values = {});
    // Runs an INSERT into a table keyed by an integer id; gives the new id.
    static qint64 insert(const QSqlDatabase &database, const QString &statement,
                         const QVariantList &values);
    // Calls `row` on each row. `row` must not run the same statement again.
    static void each(const QSqlDatabase &database, const QString &statement,
                     const QVariantList &values, const std::function<void(const QSqlQuery &)> &row);
    // Lets go of every statement kept for the connection (before it closes).
    static void forget(const QSqlDatabase &database);

private:
    static std::shared_ptr<QSqlQuery>
    prepared(const QSqlDatabase &database, const QString &statement, const QVariantList &values);
};

} // namespace Adc
