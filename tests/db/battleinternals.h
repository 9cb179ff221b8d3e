#pragma once

// The battle's own connection, for the few tests that must set something on
// it (a size limit that stands for a full disk, flushes off for the soak, a
// change made behind the log's back). Battle names this struct its friend.

#include "db/battle/battle.h"
#include "db/battle/transactionrunner.h"

#include <QSqlDatabase>
#include <functional>

namespace Adc {

struct BattleInternals
{
    static QSqlDatabase connection(const Battle &battle) { return battle.database(); }
    // Runs `hook` inside each action, just before its commit.
    static void setBeforeCommit(Battle &battle, std::function<void()> hook)
    {
        battle.m_transactions->beforeCommit = std::move(hook);
    }
};

} // namespace Adc
