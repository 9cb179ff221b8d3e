#include "core/turn/sweepevidence.h"

#include <QJsonArray>

namespace Adc {

namespace {

QJsonArray listed(const QList<qint64> &ids, const QHash<qint64, QString> &reasons,
                  const QHash<qint64, qint64> &entries)
{
    QJsonArray list;
    for (const qint64 id : ids) {
        QJsonObject line { { QStringLiteral("unit"), id },
                           { QStringLiteral("reason"), reasons.value(id) } };
        if (const qint64 entry = entries.value(id))
            line.insert(QStringLiteral("entry"), entry);
        list.append(line);
    }
    return list;
}

} // namespace

QJsonObject SweepEvidence::toJson(bool withMoved, bool withNear, bool withOutOfContact) const
{
    QJsonObject derived;
    if (withMoved)
        derived.insert(QStringLiteral("moved"), listed(moved, movedReason, movedEntry));
    if (withNear)
        derived.insert(QStringLiteral("enemy_within_12"),
                       listed(enemyWithin12, enemyWithin12Reason, enemyWithin12Entry));
    if (withOutOfContact) {
        derived.insert(QStringLiteral("out_of_contact"), QJsonArray());
        derived.insert(QStringLiteral("in_contact"),
                       listed(inContact, inContactReason, inContactEntry));
    }
    return derived;
}

} // namespace Adc
