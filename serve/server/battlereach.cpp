#include "serve/server/battlereach.h"

#include "db/battle/battle.h"

namespace Adc {

BattleReach::BattleReach(Battle &battle, QObject *parent)
    : QObject(parent)
    , m_battle(battle)
{
    connect(&m_retry, &QTimer::timeout, this, &BattleReach::tryAgain);
    // Whoever reconnects it: this watch or the umpire's window.
    connect(&battle, &Battle::reconnected, this, &BattleReach::cameBack);
}

void BattleReach::reconnectEvery(int ms)
{
    m_reconnects = true;
    m_retry.setInterval(ms);
    if (m_away)
        m_retry.start();
}

bool BattleReach::confirm()
{
    if (m_away)
        return false;
    if (m_battle.isReachable())
        return true;
    m_away = true;
    if (m_reconnects)
        m_retry.start();
    Q_EMIT lost();
    return false;
}

void BattleReach::tryAgain()
{
    const Result<void> done = m_battle.reconnect();
    if (!done)
        m_lastFailure = done.error();
}

void BattleReach::cameBack()
{
    m_retry.stop();
    m_lastFailure.clear();
    if (!m_away)
        return;
    m_away = false;
    Q_EMIT back();
}

} // namespace Adc
