#pragma once

#include "core/fire/firerequest.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace Adc {

// Ricochet fire (seed 002, Ricochet Fire; docs/rules.md 6): after ball fire, each
// unit in the battery's direct line of fire within 5" beyond the original
// target is fired on again with the ricochet modifier, its own d10 and no
// further AP. Canister stops at the original target.
class Ricochet
{
public:
    // A unit in the line of fire beyond the original target.
    struct Target
    {
        QString name;
        // Inches beyond the original target.
        double beyond = 0;
        // Its own state as a target: cover, formation, flank...
        QStringList conditions;
        std::optional<int> die;
    };

    // Ricochet fire, seed 002: why the fire cannot ricochet (small arms,
    // canister, a ricochet itself), or an empty string.
    static QString refusal(const FireRequest &original);
    // How far beyond the target ricochet reaches (5", from firemodifiers.json).
    static double reach();

    // Ricochet fire, seed 002: the follow-up fire on one unit: the original
    // firer, weapon, shot, range and AP (for its rate of fire; a ricochet
    // spends none), the original's firer conditions plus "ricochet", the
    // target's own target conditions, and the target's die.
    static FireRequest followUp(const FireRequest &original, const Target &target);
    // A follow-up for each unit within reach beyond the target; units out of
    // reach, or every unit when the fire cannot ricochet, are left out with
    // a note saying why.
    static QList<FireRequest> followUps(const FireRequest &original, const QList<Target> &targets,
                                        QStringList *notes);
};

} // namespace Adc
