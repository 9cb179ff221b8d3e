#pragma once

#include "core/common/result.h"
#include "core/proposals/proposalrecord.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <functional>

namespace Adc {

class ActionRunner;
class BattleStorage;
class TransactionRunner;

// The sides' proposals as the battle keeps them (docs/contract.md,
// proposals): what a players' page sends, checked and stored; withdrawn by
// its side; listed for the umpire, who accepts or declines each through
// the battle's actions (accept, decline). A proposal changes no unit.
class ProposalDesk
{
public:
    // The most proposals a side may have waiting at once.
    static constexpr int kMostWaiting = 30;

    // `runner` tries each proposal's order; `transactions` stores it.
    ProposalDesk(BattleStorage &storage, TransactionRunner &transactions, ActionRunner &runner);

    // Called whenever the proposals or their states may have changed.
    std::function<void()> changed;

    // Stores `side`'s proposal once the rules allow it (tried on the
    // battle as it stands, nothing kept of the try): its units must be the
    // side's own, its target one the side sees ("no such target" for any
    // other, hidden or not there), its claims those the side's page offers
    // for its lead unit (ProposalClaims; another is malformed, naming the
    // field), one waiting proposal a unit and kMostWaiting in all. A refusal says nothing the
    // side's page does not show.
    Result<ProposalRecord> propose(const QString &side, const QJsonObject &action);
    // Withdraws the side's own waiting proposal `number`.
    Result<ProposalRecord> withdraw(const QString &side, int number);

    // Every proposal, oldest first; a side's own.
    QList<ProposalRecord> all() const;
    QList<ProposalRecord> ofSide(const QString &side) const;
    std::optional<ProposalRecord> find(qint64 id) const;
    // The waiting ones, oldest first, and how many there are.
    QList<ProposalRecord> waiting() const;
    int waitingCount() const { return static_cast<int>(waiting().size()); }

    // Calls changed() when the proposals' states differ from the last look.
    void look();

private:
    BattleStorage &m_storage;
    TransactionRunner &m_transactions;
    ActionRunner &m_runner;
    QString m_signature;
};

} // namespace Adc
