#pragma once

#include "core/model/unitrecord.h"
#include "core/orders/order.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Adc {

// The fire's conditions a side may claim on its page, for the umpire to
// check (docs/server.md, Proposals): what the page never tells of the
// target (its cover), what the side sees better at the table than in a list
// (the target's flank, its formation), and how far the firer moved; of
// those, the ones that concern the firer as it stands (FireConditions, as
// the umpire's fire dialog offers them). The page shows these and the
// proposal route takes no other: one list for both.
class ProposalClaims
{
public:
    // Every claim a page may offer, in the order it shows them.
    static QStringList all();
    // The claims the page offers for `firer` now, in that order.
    static QStringList offered(const UnitRecord &firer);
    // Empty when every condition the fire claims is offered for its lead
    // firer `lead`; otherwise "conditions: what is wrong", in words.
    static QString refusal(const Order &order, const UnitRecord &lead);
    // The same for a proposal's action before it is read, whatever its
    // unit: a claim no page offers (an unknown one among them) is refused
    // in a few words, not with the list of every condition.
    static QString refusal(const QJsonObject &action);

private:
    static QString refusal(const QStringList &claims, const QStringList &offers);
};

} // namespace Adc
