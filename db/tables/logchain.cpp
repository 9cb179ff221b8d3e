#include "tables/logchain.h"

#include "storage/databaseerror.h"
#include "storage/sql.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace Adc {

namespace {

constexpr int kHashedColumns = 8;
// At most this many problems are named one by one.
constexpr int kMostNamed = 20;

QJsonValue jsonOf(const QVariant &value)
{
    if (value.isNull())
        return QJsonValue();
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong:
        return value.toLongLong();
    default:
        return value.toString();
    }
}

QVariantList hashedValues(const QSqlQuery &query, int first)
{
    QVariantList values;
    for (int i = 0; i < kHashedColumns; ++i)
        values.append(query.value(first + i));
    return values;
}

} // namespace

QString LogChain::columns()
{
    return QStringLiteral("time, kind, summary, turn, segment, inputs, result, changes");
}

QVariantList LogChain::hashed(QVariantList values, const QString &station)
{
    if (!station.isEmpty())
        values.append(station);
    return values;
}

QString LogChain::hash(const QVariantList &values, const QString &previous)
{
    QJsonArray fields;
    for (const QVariant &value : values)
        fields.append(jsonOf(value));
    fields.append(previous);
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(fields).toJson(QJsonDocument::Compact),
                                 QCryptographicHash::Sha256)
            .toHex());
}

QString LogChain::lastHash(const QSqlDatabase &database)
{
    return Sql::value(database, QStringLiteral("SELECT hash FROM log ORDER BY id DESC LIMIT 1"))
        .toString();
}

void LogChain::rehashAll(const QSqlDatabase &database)
{
    // Every hash first, then the updates: no row changes under the reading.
    QList<std::pair<QVariant, QString>> hashes;
    {
        QSqlQuery entries = Sql::run(
            database, QStringLiteral("SELECT id, %1 FROM log ORDER BY id").arg(columns()));
        QString previous;
        while (entries.next()) {
            previous = hash(hashedValues(entries, 1), previous);
            hashes.append({ entries.value(0), previous });
        }
    }
    QSqlQuery update(database);
    if (!update.prepare(QStringLiteral("UPDATE log SET hash = ? WHERE id = ?")))
        throw DatabaseError(Sql::describe(update.lastError()));
    for (const auto &[id, value] : std::as_const(hashes)) {
        update.bindValue(0, value);
        update.bindValue(1, id);
        if (!update.exec())
            throw DatabaseError(Sql::describe(update.lastError()));
    }
}

void LogChain::verify(const QSqlDatabase &database, CheckReport *report)
{
    QSqlQuery entries = Sql::run(
        database,
        QStringLiteral("SELECT id, hash, station, %1 FROM log ORDER BY id").arg(columns()));
    QString previous;
    qint64 previousId = 0;
    int count = 0;
    int found = 0;
    while (entries.next()) {
        ++count;
        const qint64 id = entries.value(0).toLongLong();
        const QString stored = entries.value(1).toString();
        const QString expected
            = hash(hashed(hashedValues(entries, 3), entries.value(2).toString()), previous);
        QString problem;
        if (stored.isEmpty())
            problem = QCoreApplication::translate(
                          "Logchain",
                          "log entry %1 has no hash: it was not written by this "
                          "program")
                          .arg(id);
        else if (id != previousId + 1)
            problem = previousId == 0
                ? QCoreApplication::translate(
                      "Logchain", "log entry %1 is the first: the entries before it were removed")
                      .arg(id)
                : QCoreApplication::translate(
                      "Logchain",
                      "log entry %1 follows entry %2: the entries between them were "
                      "removed")
                      .arg(id)
                      .arg(previousId);
        else if (stored != expected)
            problem = QCoreApplication::translate(
                          "Logchain",
                          "log entry %1 does not match its hash: it was changed after "
                          "it was written, or an entry before it was")
                          .arg(id);
        if (!problem.isEmpty() && ++found <= kMostNamed)
            report->problems.append(problem);
        // The next entry is checked against what this one stores, so one
        // edited entry is named once.
        previous = stored;
        previousId = id;
    }
    if (found > kMostNamed)
        report->problems.append(
            QCoreApplication::translate("Logchain", "and %1 more log entries that break the chain")
                .arg(found - kMostNamed));
    if (found == 0)
        report->checks.append(
            QCoreApplication::translate(
                "Logchain", "the log's hash chain holds: %1 entries, none changed or removed")
                .arg(count));
}

} // namespace Adc
