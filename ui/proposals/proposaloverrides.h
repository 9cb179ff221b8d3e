#pragma once

#include "core/orders/order.h"

#include <QString>
#include <QStringList>

namespace Adc {

class ProposalAmendment;

// A side's proposal taken into a guided dialog, and what the umpire changed
// of it there: the order the dialog applies goes to the battle as the
// proposal accepted (AcceptOrder), each field that differs both from the
// proposal and from the order as the dialog was filled in from it (its own
// form of the same fire: the AP it always names, say) as an override, so
// the log notes the proposal and what he changed (a die rolled on screen
// where the side typed none is one).
class ProposalOverrides
{
public:
    // `proposed`: the proposal's order, as its side sent it; `filled`: the
    // order the dialog holds once filled in from it.
    ProposalOverrides(qint64 proposal, const Order &proposed, const Order &filled);

    qint64 proposal() const { return m_proposal; }
    // The action proposed: "fire", "charge" or "move".
    QString kind() const { return m_filled.kind(); }
    // The fields of `applied` that take the place of the proposal's own.
    ProposalAmendment overrides(const Order &applied) const;
    // The fields the side proposed that the filled dialog does not hold as
    // proposed (a feature it could not find, say); its dice aside, which the
    // dialog takes as it goes. Empty when it holds the whole proposal.
    QStringList unheld() const;
    // `applied` as the proposal accepted, with the dice it rolled on screen.
    Order accept(const Order &applied) const;

private:
    qint64 m_proposal = 0;
    Order m_proposed;
    // The filled order: the proposal's own kind, the dialog being its.
    Order m_filled;
};

} // namespace Adc
