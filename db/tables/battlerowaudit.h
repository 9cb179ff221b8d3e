#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

namespace Adc {

// What `adc check` says of the battle's own row (its name, scale, date and
// rulings): each column that does not stand as the log's replay leaves it,
// in words. A battle's first log entry holds that row as it began (LogTable),
// so a name changed by hand is found; where no entry holds it (a battle of
// an older version, or one whose log is still empty), the row is compared
// with a new battle's, its name aside.
class BattleRowAudit
{
public:
    // The problems with the row as it stands; `replayed` is the row as the
    // log leaves it, or null when no entry holds it.
    static QStringList problems(const QJsonValue &replayed, const QJsonObject &standing);
    // A check's line for the name when no entry holds the row (empty otherwise).
    static QString unverifiedName(const QJsonValue &replayed);
};

} // namespace Adc
