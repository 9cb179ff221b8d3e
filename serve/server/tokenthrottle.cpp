#include "serve/server/tokenthrottle.h"

namespace Adc {

namespace {

// The delay doubles this many times at most (16 times the first delay).
constexpr int kDoublings = 4;
// Addresses remembered before the forgotten ones are swept out.
constexpr int kSweepAbove = 1024;

} // namespace

TokenThrottle::TokenThrottle(const ServerLimits &limits)
    : m_limits(limits)
{
    m_clock.start();
}

void TokenThrottle::forget(QList<qint64> &times, qint64 now) const
{
    times.removeIf([&](qint64 at) { return now - at >= m_limits.wrongTokenMemoryMs; });
}

void TokenThrottle::forgetOldAddresses(qint64 now)
{
    if (m_failures.size() <= kSweepAbove)
        return;
    m_failures.removeIf([&](QHash<QHostAddress, QList<qint64>>::iterator it) {
        forget(it.value(), now);
        return it.value().isEmpty();
    });
}

int TokenThrottle::failed(const QHostAddress &client)
{
    const qint64 now = m_clock.elapsed();
    forgetOldAddresses(now);
    QList<qint64> &times = m_failures[client];
    forget(times, now);
    times.append(now);
    // Only the count matters, and only up to where the delay stops growing.
    const int kept = qMax(0, m_limits.wrongTokensFree) + kDoublings + 1;
    if (times.size() > kept)
        times.remove(0, times.size() - kept);
    const int beyond = static_cast<int>(times.size()) - m_limits.wrongTokensFree;
    if (beyond <= 0)
        return 0;
    return m_limits.wrongTokenDelayMs << qMin(beyond - 1, kDoublings);
}

} // namespace Adc
