#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace Adc {

class Battle;

// The odds of the fire a side's form would propose, while the player types
// (GET /side/TOKEN/odds.json?fire=JSON; docs/server.md, Proposals): what
// ProposalOdds gives a waiting fire in the proposals' list, read against
// the units the side is shown, as {"odds": [...], "text": "..."}. Anything
// else (not JSON, not a fire a side may propose, a firer that is not the
// side's own, a target it does not see, a claim its page does not offer)
// answers the same empty odds and never a reason, which could tell of a
// hidden unit.
class LiveOdds
{
    // Its words are the pages' own (and translated with them).
    Q_DECLARE_TR_FUNCTIONS(Adc::LiveOdds)

public:
    // The most of a query, percent-encoded, the route reads: a proposal is
    // at most 4 KiB too (ServerLimits::maxProposalBytes).
    static constexpr int kMaxQueryBytes = 4096;

    // The answer on `side`'s page to `query`, the request's query as it
    // came (percent-encoded), whose "fire" is the proposal's JSON.
    static QJsonObject json(const Battle &battle, const QString &side, const QString &query);
    // Why a longer query is refused (400).
    static QString tooLong();
};

} // namespace Adc
