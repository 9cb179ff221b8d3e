#pragma once

#include "core/model/featurerecord.h"

#include <QList>
#include <QSqlDatabase>
#include <optional>

namespace Adc {

class ChangeSet;

// The named terrain features of the battle file. Writes go through the
// action's ChangeSet; failures throw DatabaseError.
class FeatureTable
{
public:
    explicit FeatureTable(QSqlDatabase database, ChangeSet *changes = nullptr);

    QList<FeatureRecord> all() const;
    std::optional<FeatureRecord> find(const QString &name) const;
    std::optional<FeatureRecord> find(qint64 id) const;
    // The units in the feature, by id.
    QList<qint64> occupants(qint64 featureId) const;

    qint64 insert(const FeatureRecord &feature);
    void remove(qint64 id);

private:
    std::optional<FeatureRecord> first(const QString &where, const QVariant &value) const;

    QSqlDatabase m_database;
    ChangeSet *m_changes = nullptr;
};

} // namespace Adc
