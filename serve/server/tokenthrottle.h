#pragma once

#include "serve/server/serverlimits.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QList>

namespace Adc {

// Slows down the guessing of tokens: it remembers, per client address, the
// recent requests with a wrong token and says how long the answer to the
// next one waits. A right token never clears the count (a player who knows
// one side's token must not guess the other's at full speed), and other
// addresses are not slowed.
class TokenThrottle
{
public:
    explicit TokenThrottle(const ServerLimits &limits);

    // Records a wrong token from `client`; gives the milliseconds its
    // answer waits (0 for the first few).
    int failed(const QHostAddress &client);

private:
    void forget(QList<qint64> &times, qint64 now) const;
    void forgetOldAddresses(qint64 now);

    ServerLimits m_limits;
    QElapsedTimer m_clock;
    QHash<QHostAddress, QList<qint64>> m_failures; // milliseconds on m_clock
};

} // namespace Adc
