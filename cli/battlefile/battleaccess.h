#pragma once

#include "cli/command/commandarguments.h"
#include "cli/command/commandstreams.h"
#include "core/common/result.h"
#include "db/battle/battle.h"
#include "db/battle/newbattle.h"

#include <memory>

namespace Adc {

// The command line's door to the Battle: every command opens, creates and
// fills battles through here, so the Battle's API is met in one place.
class BattleAccess
{
public:
    // The --db file; its failure is exit 2.
    static Result<QString> path(const CommandArguments &arguments);
    static Result<std::unique_ptr<Battle>> open(const QString &path);
    // The --db battle opened, or why not: no --db is a malformed request
    // (exit 2), a battle that does not open a failure (exit 1).
    static Result<std::unique_ptr<Battle>> open(const CommandArguments &arguments);
    static Result<std::unique_ptr<Battle>> openReadOnly(const QString &path);
    // A new battle where no file is, filled by `fill` before it is there
    // (Battle::create): a battle never overwrites a file, and one that
    // could not be set up leaves nothing.
    static Result<std::unique_ptr<Battle>> create(const QString &path, const QString &name,
                                                  const NewBattle::Filler &fill = {});
    // Why the unit may not stand where it is put (empty when it may).
    static QString placementRefusal(const Battle &battle, const UnitRecord &unit);
    // Adds every unit in one action, all or nothing (Battle::importUnits).
    static ActionOutcome addUnits(Battle &battle, const QList<UnitRecord> &units);
};

} // namespace Adc
