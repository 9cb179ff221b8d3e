#include "core/aor/aormovementcost.h"

#include <QJsonArray>

namespace Adc {

QList<AorMovementCost> AorMovementCost::listFromJson(const QJsonObject &object, const QString &key,
                                                     const QStringList &formations,
                                                     QSet<QString> *ids, TableReader &reader,
                                                     const QString &entry)
{
    const QString at = TableReader::join(entry, key);
    const QJsonArray array = reader.array(object, key, entry);
    QList<AorMovementCost> costs;
    QSet<QString> seen;
    for (int i = 0; reader.ok() && i < array.size(); ++i) {
        const QString itemAt = QStringLiteral("%1[%2]").arg(at).arg(i);
        const QJsonObject item = reader.objectAt(array, i, at);
        AorMovementCost cost;
        cost.id = reader.nonEmptyString(item, QStringLiteral("id"), itemAt);
        cost.formation = reader.string(item, QStringLiteral("formation"), itemAt);
        cost.value = reader.number(item, QStringLiteral("value"), itemAt);
        if (!reader.ok())
            break;
        if (ids->contains(cost.id))
            reader.fail(TableReader::join(itemAt, QStringLiteral("id")),
                        QStringLiteral("\"%1\" is used twice").arg(cost.id));
        else if (!formations.contains(cost.formation))
            reader.fail(TableReader::join(itemAt, QStringLiteral("formation")),
                        QStringLiteral("\"%1\" is not one of %2")
                            .arg(cost.formation, formations.join(QLatin1String(", "))));
        else if (seen.contains(cost.formation))
            reader.fail(TableReader::join(itemAt, QStringLiteral("formation")),
                        QStringLiteral("\"%1\" has a cost already").arg(cost.formation));
        else if (cost.value <= 0)
            reader.fail(TableReader::join(itemAt, QStringLiteral("value")),
                        QStringLiteral("must be above 0"));
        ids->insert(cost.id);
        seen.insert(cost.formation);
        costs << cost;
    }
    return costs;
}

} // namespace Adc
