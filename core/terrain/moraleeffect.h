#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace Adc {

// The morale modifier terrain gives a unit (seed 001), with every bonus that
// went into it and a note for each one that did not apply.
struct MoraleEffect
{
    // One bonus applied: its id ("bua", "ltf", "hill-upslope", "redoubt-hill",
    // "redoubt-ltf"), its value and the rule it comes from.
    struct Bonus
    {
        QString id;
        int value = 0;
        QString text;
    };

    // False when the arm may not be in that terrain; reason says why.
    bool allowed = true;
    QString reason;
    int modifier = 0;
    QList<Bonus> bonuses;
    // Bonuses lost or not given, and why (e.g. "redoubt-hill lost: the enemy
    // is upslope").
    QStringList notes;

    QStringList reasonIds() const
    {
        QStringList ids;
        for (const Bonus &bonus : bonuses)
            ids << bonus.id;
        return ids;
    }
};

} // namespace Adc
