#include "db/storage/battlecopy.h"

#include "db/storage/databaseerror.h"
#include "db/storage/sql.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>

namespace Adc {

namespace {

// In the order the foreign keys need them.
const QStringList &tablesInOrder()
{
    static const QStringList tables = {
        QStringLiteral("battle"),   QStringLiteral("sides"), QStringLiteral("brigades"),
        QStringLiteral("features"), QStringLiteral("units"), QStringLiteral("clock"),
        QStringLiteral("settings"), QStringLiteral("log"),   QStringLiteral("proposals"),
    };
    return tables;
}

void copyTable(const QSqlDatabase &from, const QSqlDatabase &to, const QString &table)
{
    // Table names come from the list above, not from input.
    QSqlQuery rows = Sql::run(from, QStringLiteral("SELECT * FROM %1").arg(table));
    const QSqlRecord record = rows.record();
    QStringList columns;
    QStringList marks;
    for (int i = 0; i < record.count(); ++i) {
        columns.append(record.fieldName(i));
        marks.append(QStringLiteral("?"));
    }
    const QString insert
        = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
              .arg(table, columns.join(QLatin1String(", ")), marks.join(QLatin1String(", ")));
    QSqlQuery write = Sql::query(to);
    if (!write.prepare(insert))
        Sql::fail(write.lastError());
    while (rows.next()) {
        for (int i = 0; i < record.count(); ++i) {
            // A text a server cannot keep (a NUL) is named, not sent.
            const QVariant value = rows.value(i);
            write.bindValue(i, value.isNull() ? value : Sql::bindable(to, value));
        }
        if (!write.exec())
            Sql::fail(write.lastError());
    }
}

} // namespace

Result<void> BattleCopy::rows(const QSqlDatabase &from, const QSqlDatabase &to)
{
    const bool server = Sql::isServer(to);
    try {
        Sql::execute(to,
                     server ? QStringLiteral("BEGIN ISOLATION LEVEL SERIALIZABLE")
                            : QStringLiteral("BEGIN IMMEDIATE"));
    } catch (const DatabaseError &failure) {
        return Failure::failed(failure.message());
    }
    try {
        Sql::run(to, QStringLiteral("DELETE FROM clock"));
        Sql::run(to, QStringLiteral("DELETE FROM battle"));
        for (const QString &table : tablesInOrder())
            copyTable(from, to, table);
        Sql::execute(to, QStringLiteral("COMMIT"));
    } catch (const DatabaseError &failure) {
        QSqlQuery(to).exec(QStringLiteral("ROLLBACK"));
        return Failure::failed(failure.message());
    }
    return {};
}

} // namespace Adc
