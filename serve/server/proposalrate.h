#pragma once

#include "serve/server/serverlimits.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QString>

namespace Adc {

// Holds each page address to ServerLimits::proposalsPerSecond proposals
// within any second: per token and client address together, so a player
// whose phone sends in a loop slows only himself, never the other side nor
// a second phone on his own side's page.
class ProposalRate
{
public:
    explicit ProposalRate(const ServerLimits &limits);

    // Whether one more proposal from `client` on the page of `token` is
    // taken now; counted when it is (a refused one does not count).
    bool take(const QString &token, const QHostAddress &client);

private:
    void forgetOld(qint64 now);

    int m_perSecond;
    QElapsedTimer m_clock;
    QHash<QString, QList<qint64>> m_recent; // milliseconds on m_clock
};

} // namespace Adc
