#pragma once

#include "core/common/result.h"
#include "db/battle/battle.h"

#include <QString>
#include <functional>
#include <memory>

namespace Adc {

// A new battle filled (its units, a copy's rows) before anyone can open
// it: a file is made whole beside its path and put there only then
// (SqliteStorage::make), so a program killed at any moment leaves nothing
// or the whole battle; a server database that could not be filled is
// emptied again.
class NewBattle
{
public:
    using Filler = std::function<Result<void>(Battle &made)>;

    // Made and filled; nothing is left at `path` on failure.
    static Result<void> make(const QString &path, const QString &name, const Filler &fill);
    // The same, then opened at `path`.
    static Result<std::unique_ptr<Battle>> create(const QString &path, const QString &name,
                                                  const Filler &fill);
};

} // namespace Adc
