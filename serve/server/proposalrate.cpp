#include "serve/server/proposalrate.h"

namespace Adc {

namespace {

constexpr qint64 kWindowMs = 1000;
// Page addresses remembered before the quiet ones are swept out.
constexpr int kSweepAbove = 1024;

} // namespace

ProposalRate::ProposalRate(const ServerLimits &limits)
    : m_perSecond(qMax(1, limits.proposalsPerSecond))
{
    m_clock.start();
}

void ProposalRate::forgetOld(qint64 now)
{
    if (m_recent.size() <= kSweepAbove)
        return;
    m_recent.removeIf([&](QHash<QString, QList<qint64>>::iterator it) {
        return it.value().isEmpty() || now - it.value().constLast() >= kWindowMs;
    });
}

bool ProposalRate::take(const QString &token, const QHostAddress &client)
{
    const qint64 now = m_clock.elapsed();
    forgetOld(now);
    QList<qint64> &times = m_recent[token + QLatin1Char(' ') + client.toString()];
    times.removeIf([&](qint64 at) { return now - at >= kWindowMs; });
    if (times.size() >= m_perSecond)
        return false;
    times.append(now);
    return true;
}

} // namespace Adc
