#pragma once

#include "db/actions/actionoutcome.h"

#include <QString>
#include <functional>

namespace Adc {

class BattleStorage;
class DatabaseError;

// Runs the battle's writes, each in one transaction: committed durably when
// it succeeds, rolled back whole when it fails, and run again from the start
// while a server reports that another station's transaction won the race for
// the same rows. A database failure becomes an outcome in words; once it says
// the connection to a server is lost, every write is refused until the battle
// reconnects. The actions, undo and redo, and the proposals all write
// through it, so none of them handles a transaction of its own.
class TransactionRunner
{
public:
    explicit TransactionRunner(BattleStorage &storage);

    // Before each attempt: the battle announces what another station wrote,
    // so the write is computed on the battle as it stands.
    std::function<void()> beforeAttempt;
    // The connection was lost; the message names the server and what is wrong.
    std::function<void(const QString &message)> lost;
    // Just before each commit (the tests lose a connection there).
    std::function<void()> beforeCommit;

    using Attempt = std::function<ActionOutcome()>;
    // Runs `attempt` in one write transaction, committed when it succeeds,
    // rolled back when it fails; run again whole while another station's
    // transaction wins the race. Refused while the battle takes no action.
    ActionOutcome withRetries(const Attempt &attempt);

    bool isLost() const { return m_lost; }
    // Why the battle takes no action, in words; empty when it takes them.
    QString refusal() const;
    // The battle opened a new connection.
    void reconnected();

private:
    // The outcome of a write whose transaction failed: when the connection
    // to the server is gone, it says so and lost() is called.
    ActionOutcome failedWrite(const DatabaseError &failure);

    BattleStorage &m_storage;
    bool m_lost = false;
    QString m_lostReason;
};

} // namespace Adc
