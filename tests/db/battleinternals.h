#pragma once

// The battle's own connection, for the few tests that must set something on
// it (a size limit that stands for a full disk, flushes off for the soak, a
// change made behind the log's back). Battle names this struct its friend.

#include "battle/battle.h"

#include <QSqlDatabase>

namespace Adc {

struct BattleInternals
{
    static QSqlDatabase connection(const Battle &battle) { return battle.database(); }
};

} // namespace Adc
