#include "db/battle/transactionrunner.h"

#include "db/storage/battlestorage.h"
#include "db/storage/databaseerror.h"
#include "db/storage/sql.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QThread>

namespace Adc {

namespace {

// How many times a write is tried when other stations' transactions keep
// winning the race for the same rows.
constexpr int kMostAttempts = 20;

} // namespace

TransactionRunner::TransactionRunner(BattleStorage &storage)
    : m_storage(storage)
{
}

QString TransactionRunner::refusal() const
{
    if (m_lost)
        return QCoreApplication::translate("Adc::TransactionRunner", "%1: %2; reconnect first")
            .arg(m_storage.path(), m_lostReason);
    if (m_storage.isReadOnly())
        return QCoreApplication::translate(
                   "Adc::TransactionRunner",
                   "%1: the battle file is open read-only (%2); nothing was changed")
            .arg(m_storage.path(), m_storage.readOnlyReason());
    return QString();
}

void TransactionRunner::reconnected()
{
    m_lost = false;
    m_lostReason.clear();
}

ActionOutcome TransactionRunner::withRetries(const Attempt &attempt)
{
    if (const QString refused = refusal(); !refused.isEmpty())
        return Failure::failed(refused);
    for (int round = 1;; ++round) {
        if (beforeAttempt)
            beforeAttempt();
        bool again = false;
        try {
            m_storage.begin();
        } catch (const DatabaseError &failure) {
            m_storage.rollback();
            return failedWrite(failure);
        }
        try {
            ActionOutcome outcome = attempt();
            if (!outcome.ok()) {
                m_storage.rollback();
                return outcome;
            }
            if (beforeCommit)
                beforeCommit();
            m_storage.commit();
            return outcome;
        } catch (const DatabaseError &failure) {
            m_storage.rollback();
            again = failure.isRetryable() && round < kMostAttempts;
            if (!again)
                return failedWrite(failure);
        }
        // Another station's transaction won: wait a moment that grows and
        // varies, so two losers do not meet again at once.
        QThread::msleep(
            static_cast<unsigned long>(QRandomGenerator::global()->bounded(5, 20 * round)));
    }
}

ActionOutcome TransactionRunner::failedWrite(const DatabaseError &failure)
{
    if (m_storage.isConnected())
        return Failure::failed(QStringLiteral("%1: %2").arg(m_storage.path(), failure.message()));
    m_lost = true;
    // The driver does not always say so itself (a connection that died
    // while idle fails the next statement with no words).
    const QString said = failure.message();
    const QString what
        = said.contains(Sql::lostConnection(QString())) ? said : Sql::lostConnection(said);
    m_lostReason = what;
    const QString message = failure.isAtCommit()
        ? QCoreApplication::translate("Adc::TransactionRunner",
                                      "%1: %2 as the action was being committed: the server "
                                      "wrote all of it or none of it, and the log shows which "
                                      "once you reconnect")
              .arg(m_storage.path(), what)
        : QCoreApplication::translate("Adc::TransactionRunner",
                                      "%1: %2; the server rolled the action back: nothing of it "
                                      "was written. Reconnect to go on.")
              .arg(m_storage.path(), what);
    if (lost)
        lost(message);
    return Failure::failed(message);
}

} // namespace Adc
