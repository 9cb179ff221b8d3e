#include "db/storage/canonicaldump.h"

#include "db/storage/schema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringList>
#include <QVariant>

namespace Adc {

namespace {

QString cellText(const QVariant &value)
{
    if (value.isNull())
        return QStringLiteral("NULL");
    if (value.typeId() == QMetaType::QString)
        return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    return value.toString();
}

} // namespace

QString CanonicalDump::of(const QSqlDatabase &database)
{
    QString dump;
    for (const QString &table : Schema::stateTables()) {
        QSqlQuery query(database);
        query.setForwardOnly(true);
        // Table and key names come from the schema, not from input.
        if (!query.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2")
                            .arg(table, Schema::primaryKey(table)))) {
            dump += QStringLiteral("%1: %2\n").arg(table, query.lastError().text());
            continue;
        }
        while (query.next()) {
            const QSqlRecord record = query.record();
            QStringList cells;
            for (int i = 0; i < record.count(); ++i)
                cells.append(record.fieldName(i) + QLatin1Char('=') + cellText(record.value(i)));
            dump += table + QLatin1String(": ") + cells.join(QLatin1String(", "))
                + QLatin1Char('\n');
        }
    }
    return dump;
}

} // namespace Adc
