#pragma once

#include "core/common/vocabulary.h"
#include "db/tables/logentry.h"

#include <QJsonObject>
#include <QList>
#include <optional>

namespace Adc {

// Every fire a log entry holds: a fire action's, or the defender's fire
// inside a charge, which is a fire as much as any. The one place that says
// which fires an entry contains, so that whatever counts fires (the
// after-action report's fires, AP spent and steps inflicted, its strength
// chart, the sweeps) counts the same ones.
class LoggedFires
{
public:
    struct Fire
    {
        // The fire's result as the battle answered it (FirePlan::resolve):
        // "firers" with each one's "ap_spent" and boxcars "extra_ap", "die",
        // "casualty_steps", "target", "ricochet".
        QJsonObject result;
        QList<qint64> firers;
        qint64 target = 0; // 0 at a town block's edge
        std::optional<double> range;
        Shot shot = Shot::Ball;
        bool inCharge = false;

        // The casualty steps on the target and on every ricochet target.
        int stepsInflicted() const;
    };

    // The fires of an entry, whether it stands or was undone.
    static QList<Fire> of(const LogEntry &entry);
};

} // namespace Adc
