#include "db/tables/featuretable.h"

#include "db/storage/databaseerror.h"
#include "db/storage/sql.h"
#include "db/tables/changeset.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QSqlRecord>

namespace Adc {

namespace {

const QString kSelect
    = QStringLiteral("SELECT id, name, kind, cover, capacity, sort_order, block FROM features");

FeatureRecord featureFrom(const QSqlQuery &query)
{
    const QSqlRecord record = query.record();
    FeatureRecord feature;
    feature.id = query.value(record.indexOf(QStringLiteral("id"))).toLongLong();
    feature.name = query.value(record.indexOf(QStringLiteral("name"))).toString();
    feature.kind = query.value(record.indexOf(QStringLiteral("kind"))).toString();
    feature.cover = query.value(record.indexOf(QStringLiteral("cover"))).toString();
    const QVariant capacity = query.value(record.indexOf(QStringLiteral("capacity")));
    if (!capacity.isNull())
        feature.capacity = capacity.toInt();
    feature.sortOrder = query.value(record.indexOf(QStringLiteral("sort_order"))).toInt();
    feature.block = query.value(record.indexOf(QStringLiteral("block"))).toString();
    return feature;
}

} // namespace

FeatureTable::FeatureTable(QSqlDatabase database, ChangeSet *changes)
    : m_database(std::move(database))
    , m_changes(changes)
{
}

QList<FeatureRecord> FeatureTable::all() const
{
    QList<FeatureRecord> features;
    QSqlQuery query = Sql::run(m_database, kSelect + QStringLiteral(" ORDER BY sort_order, id"));
    while (query.next())
        features.append(featureFrom(query));
    return features;
}

std::optional<FeatureRecord> FeatureTable::first(const QString &where, const QVariant &value) const
{
    QSqlQuery query = Sql::run(m_database, kSelect + where, { value });
    if (!query.next())
        return std::nullopt;
    return featureFrom(query);
}

std::optional<FeatureRecord> FeatureTable::find(const QString &name) const
{
    return first(QStringLiteral(" WHERE name = ?"), name);
}

std::optional<FeatureRecord> FeatureTable::find(qint64 id) const
{
    return first(QStringLiteral(" WHERE id = ?"), id);
}

QList<qint64> FeatureTable::occupants(qint64 featureId) const
{
    QList<qint64> ids;
    QSqlQuery query = Sql::run(
        m_database, QStringLiteral("SELECT id FROM units WHERE feature_id = ? ORDER BY id"),
        { featureId });
    while (query.next())
        ids.append(query.value(0).toLongLong());
    return ids;
}

qint64 FeatureTable::insert(const FeatureRecord &feature)
{
    if (!m_changes)
        throw DatabaseError(
            QCoreApplication::translate("Adc::FeatureTable", "a change outside an action"));
    const QVariant last = Sql::value(
        m_database, QStringLiteral("SELECT COALESCE(MAX(sort_order) + 1, 0) FROM features"));
    const qint64 id = Sql::insert(
        m_database,
        QStringLiteral("INSERT INTO features (name, kind, cover, capacity, sort_order, block)"
                       " VALUES (?, ?, ?, ?, ?, ?)"),
        { feature.name, feature.kind, feature.cover,
          feature.capacity ? QVariant(*feature.capacity) : QVariant(), last,
          feature.block.isEmpty() ? QVariant() : QVariant(feature.block) });
    m_changes->inserted(QStringLiteral("features"), id);
    return id;
}

void FeatureTable::remove(qint64 id)
{
    if (!m_changes)
        throw DatabaseError(
            QCoreApplication::translate("Adc::FeatureTable", "a change outside an action"));
    m_changes->touch(QStringLiteral("features"), id);
    Sql::run(m_database, QStringLiteral("DELETE FROM features WHERE id = ?"), { id });
}

} // namespace Adc
