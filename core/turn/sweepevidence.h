#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <utility>

namespace Adc {

// What the log shows for the end-of-segment and end-of-turn boxes: the
// units it shows moved this segment, with an enemy within 12" now, and in
// contact (an enemy closer than 10") at some time this turn, each with its
// reason in words naming both units ("fired upon by 7th Line at 3\" in
// segment 1; neither has moved since") and the log entry it comes from.
// Out of contact is never shown by the log: its list stays empty, and the
// units in contact say why they are not.
struct SweepEvidence
{
    QList<qint64> moved;
    QList<qint64> enemyWithin12;
    QList<qint64> inContact;
    QHash<qint64, QString> movedReason;
    QHash<qint64, QString> enemyWithin12Reason;
    QHash<qint64, QString> inContactReason;
    QHash<qint64, qint64> movedEntry;
    QHash<qint64, qint64> enemyWithin12Entry;
    QHash<qint64, qint64> inContactEntry;
    // The contacts standing now, whatever their range: two units a fire or a
    // charge put in contact, neither having moved since, each pair once, the
    // unit that fired or charged first. What a side sees of the enemy
    // (EnemySight) starts from it.
    QList<std::pair<qint64, qint64>> standing;

    // The answer's "derived" for the fields asked: {"moved": [{"unit",
    // "reason", "entry"}], "enemy_within_12": [...], "out_of_contact": [],
    // "in_contact": [...]}.
    QJsonObject toJson(bool moved, bool enemyWithin12, bool outOfContact) const;
};

} // namespace Adc
