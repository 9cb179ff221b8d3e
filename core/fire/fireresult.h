#pragma once

#include "core/fire/firemodifier.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Adc {

// What one fire does (seed 002, Mechanics of Firing), with every number that
// produced it, so the dialog, the log and the command line explain the same
// result.
//
// modifiers lists, in order: the range band ("range-close", "range-short",
// "range-medium", "range-long", "range-extreme", "range-canister"), always,
// even when it is 0 ("NE"); the AP fired when it changes the roll ("ap-2"
// +1 for small arms; "rate-of-fire-1" -1, "rate-of-fire-3" +1,
// "rate-of-fire-4" +2 for guns); then each condition that changes the roll,
// by its id, in the order of firemodifiers.json. Conditions that change
// nothing but the AP limit or the boxcars rule (firer-in-smoke) are not
// listed. A condition that does not concern the arm is ignored and named in
// notes.
struct FireResult
{
    bool allowed = false;
    // Why the rules forbid the fire (allowed is false).
    QString reason;
    QString band;
    int die = 0;
    int modifiedRoll = 0;
    QString column;
    QString row;
    int casualtySteps = 0;
    // The natural die is the boxcars face (Rulings::boxcarsFace) and the firer
    // is not scrounging: each firer rolls 2d6 for extra AP lost.
    bool boxcars = false;
    // AP the fire spends (0 for ricochet fire, which is the same shot).
    int apSpent = 0;
    QList<FireModifier> modifiers;
    QStringList notes;
};

} // namespace Adc
