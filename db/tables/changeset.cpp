#include "db/tables/changeset.h"

#include "db/storage/databaseerror.h"
#include "db/storage/schema.h"
#include "db/storage/sql.h"
#include "db/storage/statementcache.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>
#include <QSqlRecord>
#include <algorithm>
#include <cmath>

namespace Adc {

namespace {

// Past this many touched rows of one table, the table is read whole.
constexpr int kReadWholeTableFrom = 64;

void checkTable(const QString &table)
{
    if (!Schema::stateTables().contains(table))
        throw DatabaseError(
            QCoreApplication::translate("Adc::ChangeSet",
                                        "the log names a table \"%1\" that is not part of a "
                                        "battle")
                .arg(table));
}

QVariant sqlValue(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QVariant();
    case QJsonValue::Bool:
        return value.toBool() ? 1 : 0;
    case QJsonValue::Double: {
        // Only a whole number within qint64 converts: a damaged log may hold
        // any number, and converting one outside the range is undefined.
        const double d = value.toDouble();
        if (d >= -0x1p63 && d < 0x1p63) {
            const qint64 whole = static_cast<qint64>(d);
            if (static_cast<double>(whole) == d)
                return whole;
        }
        return d;
    }
    case QJsonValue::String:
        return value.toString();
    default:
        throw DatabaseError(QCoreApplication::translate(
            "Adc::ChangeSet", "the log holds a value that is not a column's"));
    }
}

QJsonValue jsonValue(const QVariant &value)
{
    if (value.isNull())
        return QJsonValue();
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return value.toLongLong();
    case QMetaType::Double:
        return value.toDouble();
    case QMetaType::QByteArray:
        // No column of a battle holds bytes: a text turned into bytes (one
        // bit of a damaged file) reads the same, so its image differs, and
        // the check finds it.
        return QJsonObject { { QStringLiteral("bytes"),
                               QString::fromLatin1(value.toByteArray().toBase64()) } };
    default:
        return value.toString();
    }
}

// The columns of a state table, from the file itself, so an image names only
// real columns.
QSet<QString> columnsOf(const QSqlDatabase &database, const QString &table)
{
    QSet<QString> columns;
    const QSqlRecord record = database.record(table);
    for (int i = 0; i < record.count(); ++i)
        columns.insert(record.fieldName(i));
    return columns;
}

// Writes one row's image; `exists`: whether the row stands now (each change
// names a row once, so what was read before the first write still holds).
void write(const QSqlDatabase &database, const QString &table, const QJsonValue &key,
           const QJsonValue &target, bool exists, QHash<QString, QSet<QString>> *tableColumns)
{
    const QString primaryKey = Schema::primaryKey(table);
    if (target.isNull()) {
        if (exists)
            StatementCache::write(
                database, QStringLiteral("DELETE FROM %1 WHERE %2 = ?").arg(table, primaryKey),
                { sqlValue(key) });
        return;
    }
    const QJsonObject row = target.toObject();
    if (!tableColumns->contains(table))
        tableColumns->insert(table, columnsOf(database, table));
    const QSet<QString> known = tableColumns->value(table);
    QStringList columns;
    QVariantList values;
    for (auto it = row.begin(); it != row.end(); ++it) {
        if (!known.contains(it.key()))
            throw DatabaseError(
                QCoreApplication::translate("Adc::ChangeSet",
                                            "the log names a column %1.%2 the file does not "
                                            "have")
                    .arg(table, it.key()));
        columns.append(it.key());
        values.append(sqlValue(it.value()));
    }
    if (exists) {
        QStringList assignments;
        for (const QString &column : columns)
            assignments.append(column + QLatin1String(" = ?"));
        values.append(sqlValue(key));
        StatementCache::write(database,
                              QStringLiteral("UPDATE %1 SET %2 WHERE %3 = ?")
                                  .arg(table, assignments.join(QLatin1String(", ")), primaryKey),
                              values);
    } else {
        QStringList marks;
        for (int i = 0; i < columns.size(); ++i)
            marks.append(QStringLiteral("?"));
        StatementCache::write(
            database,
            QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                .arg(table, columns.join(QLatin1String(", ")), marks.join(QLatin1String(", "))),
            values);
    }
}

} // namespace

ChangeSet::ChangeSet(QSqlDatabase database)
    : m_database(std::move(database))
{
}

QString ChangeSet::rowName(const QString &table, const QJsonValue &key)
{
    // Most keys are whole numbers (ids): named without a JSON writer.
    if (key.isDouble()) {
        const double number = key.toDouble();
        if (number >= -0x1p53 && number <= 0x1p53 && number == std::floor(number))
            return table + QLatin1Char('\n') + QString::number(static_cast<qint64>(number));
    }
    const QByteArray json = QJsonDocument(QJsonArray { key }).toJson(QJsonDocument::Compact);
    return table + QLatin1Char('\n') + QString::fromUtf8(json);
}

void ChangeSet::remember(const QString &table, const QJsonValue &key, bool existed)
{
    checkTable(table);
    const QString name = rowName(table, key);
    if (m_index.contains(name))
        return;
    m_index.insert(name, static_cast<int>(m_touched.size()));
    m_touched.append({ table, key, existed ? image(m_database, table, key) : QJsonValue() });
}

void ChangeSet::touch(const QString &table, const QJsonValue &key)
{
    remember(table, key, true);
}

void ChangeSet::inserted(const QString &table, const QJsonValue &key)
{
    remember(table, key, false);
}

QJsonArray ChangeSet::finish() const
{
    // A table with many touched rows (an import) is read whole, once.
    QHash<QString, int> perTable;
    for (const Touched &touched : m_touched)
        ++perTable[touched.table];
    QHash<QString, QJsonValue> read;
    for (auto it = perTable.begin(); it != perTable.end(); ++it) {
        if (it.value() <= kReadWholeTableFrom)
            continue;
        for (const auto &[key, row] : images(m_database, it.key()))
            read.insert(rowName(it.key(), key), row);
    }
    QJsonArray changes;
    for (const Touched &touched : m_touched) {
        const QJsonValue after = perTable.value(touched.table) > kReadWholeTableFrom
            ? read.value(rowName(touched.table, touched.key), QJsonValue())
            : image(m_database, touched.table, touched.key);
        if (after == touched.before)
            continue;
        changes.append(QJsonObject {
            { QStringLiteral("table"), touched.table },
            { QStringLiteral("key"), touched.key },
            { QStringLiteral("before"), touched.before },
            { QStringLiteral("after"), after },
        });
    }
    return changes;
}

QList<qint64> ChangeSet::unitIds() const
{
    QList<qint64> ids;
    for (const Touched &touched : m_touched) {
        if (touched.table == QLatin1String("units"))
            ids.append(touched.key.toInteger());
    }
    return ids;
}

QJsonValue ChangeSet::image(const QSqlDatabase &database, const QString &table,
                            const QJsonValue &key)
{
    checkTable(table);
    // Read for every row an action touches (every unit of an import): the
    // statement is prepared once.
    const QVariantHash columns = StatementCache::row(
        database,
        QStringLiteral("SELECT * FROM %1 WHERE %2 = ?").arg(table, Schema::primaryKey(table)),
        { sqlValue(key) });
    if (columns.isEmpty())
        return QJsonValue();
    QJsonObject row;
    for (auto it = columns.begin(); it != columns.end(); ++it)
        row.insert(it.key(), jsonValue(it.value()));
    return row;
}

QList<std::pair<QJsonValue, QJsonObject>> ChangeSet::images(const QSqlDatabase &database,
                                                            const QString &table)
{
    checkTable(table);
    const QString primaryKey = Schema::primaryKey(table);
    QSqlQuery query
        = Sql::run(database, QStringLiteral("SELECT * FROM %1 ORDER BY %2").arg(table, primaryKey));
    QList<std::pair<QJsonValue, QJsonObject>> rows;
    const QSqlRecord record = query.record();
    const int keyColumn = record.indexOf(primaryKey);
    // Every row starts as a copy of one object that names each column, and
    // its values are set in place: an import reads thousands of rows, and
    // inserting each key anew was a tenth of it.
    QJsonObject blank;
    for (int i = 0; i < record.count(); ++i)
        blank.insert(record.fieldName(i), QJsonValue());
    QList<int> columnOf;
    for (auto it = blank.constBegin(); it != blank.constEnd(); ++it)
        columnOf.append(record.indexOf(it.key()));
    while (query.next()) {
        QJsonObject row = blank;
        int at = 0;
        for (auto it = row.begin(); it != row.end(); ++it)
            *it = jsonValue(query.value(columnOf.at(at++)));
        rows.append({ jsonValue(query.value(keyColumn)), row });
    }
    return rows;
}

void ChangeSet::restore(const QSqlDatabase &database, const QJsonArray &changes,
                        Direction direction)
{
    const bool undo = direction == Direction::Undo;
    const QString expectedSide = undo ? QStringLiteral("after") : QStringLiteral("before");
    const QString targetSide = undo ? QStringLiteral("before") : QStringLiteral("after");

    // Check every row first, so a battle changed outside its log is refused
    // before anything is written. A table with many rows to restore (an
    // import undone) is read whole, once.
    QHash<QString, int> perTable;
    for (const QJsonValue &value : changes) {
        const QString table = value.toObject().value(QStringLiteral("table")).toString();
        checkTable(table);
        ++perTable[table];
    }
    QHash<QString, QJsonValue> wholeTables;
    for (auto it = perTable.begin(); it != perTable.end(); ++it) {
        if (it.value() <= kReadWholeTableFrom)
            continue;
        for (const auto &[key, row] : images(database, it.key()))
            wholeTables.insert(rowName(it.key(), key), row);
    }
    QList<bool> exists;
    for (const QJsonValue &value : changes) {
        const QJsonObject change = value.toObject();
        const QString table = change.value(QStringLiteral("table")).toString();
        const QJsonValue key = change.value(QStringLiteral("key"));
        const QJsonValue current = perTable.value(table) > kReadWholeTableFrom
            ? wholeTables.value(rowName(table, key), QJsonValue())
            : image(database, table, key);
        if (!sameRow(change.value(expectedSide), current))
            throw DatabaseError(
                QCoreApplication::translate("Adc::ChangeSet",
                                            "%1 %2 no longer stands as the log says; the "
                                            "battle was changed outside its log")
                    .arg(table,
                         key.isString() ? key.toString() : QString::number(key.toInteger())));
        exists.append(!current.isNull());
    }

    // Rows come back in any order: the foreign keys are checked at commit.
    Sql::run(database,
             Sql::isServer(database) ? QStringLiteral("SET CONSTRAINTS ALL DEFERRED")
                                     : QStringLiteral("PRAGMA defer_foreign_keys = ON"));
    QHash<QString, QSet<QString>> tableColumns;
    for (qsizetype i = 0; i < changes.size(); ++i) {
        const qsizetype at = undo ? changes.size() - 1 - i : i;
        const QJsonObject change = changes.at(at).toObject();
        write(database, change.value(QStringLiteral("table")).toString(),
              change.value(QStringLiteral("key")), change.value(targetSide), exists.at(at),
              &tableColumns);
    }
}

bool ChangeSet::sameRow(const QJsonValue &logged, const QJsonValue &current)
{
    if (!logged.isObject() || !current.isObject())
        return logged == current;
    const QJsonObject a = logged.toObject();
    const QJsonObject b = current.toObject();
    // A column added since an image was logged holds its default there,
    // except a battery's full loads, which version 8 gave every battery from
    // the rulings and its loads.
    auto added = [](const QString &column, const QJsonValue &value) {
        return value.isNull() || value.isUndefined() || value == QJsonValue(0)
            || column == QLatin1String("ap_ball_full")
            || column == QLatin1String("ap_canister_full");
    };
    for (auto it = a.begin(); it != a.end(); ++it) {
        if (b.contains(it.key()) ? b.value(it.key()) != it.value() : !added(it.key(), it.value()))
            return false;
    }
    for (auto it = b.begin(); it != b.end(); ++it) {
        if (!a.contains(it.key()) && !added(it.key(), it.value()))
            return false;
    }
    return true;
}

} // namespace Adc
