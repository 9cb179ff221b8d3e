#pragma once

#include "core/model/unitrecord.h"
#include "db/actions/actionoutcome.h"
#include "db/battle/announcement.h"
#include "db/tables/logentry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <functional>
#include <optional>

class QSqlDatabase;

namespace Adc {

class ActionContext;
class BattleStorage;
struct Clock;
class DatabaseError;
class Order;
class RandomSource;
struct Rulings;

// Runs a battle's actions. Each runs in one write transaction, is logged
// with its dice and the images of the rows it changed, and is committed
// durably before apply() returns; while a server reports that another
// station's transaction won the race, it runs again on the battle as it then
// stands. Undo and redo restore a logged entry's rows the same way. Once
// the connection to a server is lost, every action is refused until the
// battle reconnects.
class ActionRunner
{
public:
    // `random` rolls the dice of units added by import().
    ActionRunner(BattleStorage &storage, QString station, RandomSource &random);

    // Before each attempt: the battle announces what another station wrote,
    // so the action is computed on the battle as it stands.
    std::function<void()> beforeAttempt;
    // The connection was lost; the message names the server and what is wrong.
    std::function<void(const QString &message)> lost;
    // Just before each commit (the tests lose a connection there).
    std::function<void()> beforeCommit;

    // Applies one order (its dice left out rolled on `random`); done, what
    // the views must hear of it is in *announcement.
    ActionOutcome apply(const Order &order, RandomSource &random, Announcement *announcement);
    // Adds units read already (an import), all or none; the answer names
    // their ids but not the units as they stand.
    ActionOutcome import(const QList<UnitRecord> &units, const Rulings &rulings,
                         Announcement *announcement);

    using Attempt = std::function<ActionOutcome()>;
    // Runs `attempt` in one write transaction, committed when it succeeds,
    // rolled back when it fails; run again whole while another station's
    // transaction wins the race. Refused while the battle takes no action.
    ActionOutcome withRetries(const Attempt &attempt);
    // Inside a transaction: what `order` would do on the battle as it
    // stands, every change of it rolled back at once (a savepoint).
    ActionOutcome tryWithin(const Order &order, RandomSource &random);

    bool isLost() const { return m_lost; }
    // Why the battle takes no action, in words; empty when it takes them.
    QString refusal() const;
    // The battle opened a new connection.
    void reconnected();

private:
    using Body = std::function<ActionOutcome(ActionContext &)>;
    enum class AnswerUnits { Yes, No };
    // Runs `body` in one transaction and logs it as `kind` with `request`;
    // its answer carries the units it changed as they now stand unless told
    // not to.
    ActionOutcome run(const QString &kind, const QJsonObject &request, RandomSource &random,
                      const Body &body, AnswerUnits answerUnits, Announcement *announcement);
    // Inside the transaction: logs what `context` did as `kind` with
    // `request` (the order's one JSON form) on the clock as it stood before
    // it, and completes `done`'s answer. `proposed`: the action a side
    // proposed, when this is it accepted (the dice it gave that stand were
    // proposed).
    void logDone(ActionContext &context, const Clock &clock, const QString &kind,
                 const QJsonObject &request, ActionDone *done, AnswerUnits answerUnits,
                 Announcement *announcement, const QJsonObject &proposed = {});
    // A side's waiting proposal applied as the umpire's action, logged as
    // that action with a note of the proposal (AcceptOrder).
    ActionOutcome accept(const Order &order, RandomSource &random, Announcement *announcement);
    // Takes back (undo) or applies again (redo) the latest entry that can
    // be; `expected` is the entry the request names, refused when it is not
    // that one.
    ActionOutcome undoOrRedo(bool undo, const QJsonObject &request, std::optional<qint64> expected,
                             Announcement *announcement);
    ActionOutcome restore(bool undo, const QJsonObject &request, std::optional<qint64> expected,
                          LogEntry *target);
    // The outcome of an action whose transaction failed: when the connection
    // to the server is gone, it says so and lost() is called.
    ActionOutcome failedAction(const DatabaseError &failure);
    QSqlDatabase database() const;

    BattleStorage &m_storage;
    QString m_station;
    RandomSource &m_random;
    bool m_lost = false;
    QString m_lostReason;
};

} // namespace Adc
