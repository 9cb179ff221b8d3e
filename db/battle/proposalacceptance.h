#pragma once

#include "core/common/result.h"
#include "core/proposals/proposalrecord.h"
#include "db/actions/actionoutcome.h"

#include <QJsonObject>
#include <QStringList>

namespace Adc {

class ActionLogger;
struct AcceptOrder;
struct Announcement;
class BattleStorage;
struct Clock;
class Order;
class RandomSource;
class TransactionRunner;

// A side's waiting proposal accepted (AcceptOrder, docs/contract.md): applied
// as the umpire's own action, with the fields he changed put in its place
// (ProposalAmendment) and the dice his station rolled, then logged as that
// action with a note of the proposal: whose it was, the dice its side typed
// that stood (their origin "proposed", LoggedRolls) and the fields changed.
// The proposal is read, applied and marked applied in one transaction:
// another station may have ruled on it meanwhile.
class ProposalAcceptance
{
public:
    ProposalAcceptance(BattleStorage &storage, TransactionRunner &transactions,
                       const ActionLogger &logger);

    // `order` holds the AcceptOrder; what the views must hear of it is in
    // *announcement.
    ActionOutcome accept(const Order &order, RandomSource &random, Announcement *announcement);

private:
    // Inside the transaction: the proposal `id`, refused unless it waits
    // on `clock`.
    Result<ProposalRecord> waiting(qint64 id, const Clock &clock) const;
    // What the log keeps of the proposal under "proposed".
    static QJsonObject note(const ProposalRecord &proposal, const QStringList &typed,
                            const QStringList &changed);

    BattleStorage &m_storage;
    TransactionRunner &m_transactions;
    const ActionLogger &m_logger;
};

} // namespace Adc
