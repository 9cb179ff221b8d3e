#pragma once

#include "core/fire/firemodifier.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Adc {

// The odds of one fire before the die is rolled: over the ten faces of the
// d10, the probability of each casualty-step result and the expected steps.
// A fire the rules forbid (allowed false) carries no odds.
struct FireOdds
{
    struct Entry
    {
        int casualtySteps = 0;
        double probability = 0;
    };

    bool allowed = false;
    QString reason;
    QString band;
    QString row;
    // Every result the ten faces can give, fewest steps first.
    QList<Entry> odds;
    double expected = 0;
    // The chance of boxcars (0 when the firer is scrounging).
    double boxcarsProbability = 0;
    int apSpent = 0;
    QList<FireModifier> modifiers;
    QStringList notes;
};

} // namespace Adc
