#pragma once

#include <QJsonArray>
#include <QList>

namespace Adc {

// What a logged entry's row images mean to the battle's views: which units
// changed, came or went, and whether the clock or the rest of the battle
// (sides, brigades, features, rulings, settings) changed. Undo reads the
// images the other way round.
struct Announcement
{
    QList<qint64> changed;
    QList<qint64> added;
    QList<qint64> removed;
    bool clock = false;
    bool battle = false;
    // The log entry that made the changes.
    qint64 logId = 0;

    static Announcement of(const QJsonArray &changes, bool reversed, qint64 logId);
};

} // namespace Adc
