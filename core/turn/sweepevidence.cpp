#include "turn/sweepevidence.h"

#include <QJsonArray>

namespace Adc {

namespace {

QJsonArray listed(const QList<qint64> &ids, const QHash<qint64, QString> &reasons)
{
    QJsonArray list;
    for (const qint64 id : ids)
        list.append(QJsonObject { { QStringLiteral("unit"), id },
                                  { QStringLiteral("reason"), reasons.value(id) } });
    return list;
}

} // namespace

QJsonObject SweepEvidence::toJson(bool withMoved, bool withNear, bool withOutOfContact) const
{
    QJsonObject derived;
    if (withMoved)
        derived.insert(QStringLiteral("moved"), listed(moved, movedReason));
    if (withNear)
        derived.insert(QStringLiteral("enemy_within_12"),
                       listed(enemyWithin12, enemyWithin12Reason));
    if (withOutOfContact) {
        derived.insert(QStringLiteral("out_of_contact"), QJsonArray());
        derived.insert(QStringLiteral("in_contact"), listed(inContact, inContactReason));
    }
    return derived;
}

} // namespace Adc
