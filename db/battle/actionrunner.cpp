#include "db/battle/actionrunner.h"

#include "core/dice/randomsource.h"
#include "core/dice/seededrandom.h"
#include "core/orders/ordercodec.h"
#include "core/proposals/proposalamendment.h"
#include "db/actions/actioncatalogue.h"
#include "db/actions/actioncontext.h"
#include "db/actions/unitaction.h"
#include "db/battle/loggedrolls.h"
#include "db/storage/battlestorage.h"
#include "db/storage/databaseerror.h"
#include "db/storage/sql.h"
#include "db/tables/battletable.h"
#include "db/tables/changeset.h"
#include "db/tables/logtable.h"
#include "db/tables/proposaltable.h"
#include "db/tables/unitreader.h"
#include "db/tables/unittable.h"

#include <QCoreApplication>
#include <QHash>
#include <QRandomGenerator>
#include <QSet>
#include <QThread>

namespace Adc {

namespace {

// How many times an action is tried when other stations' transactions keep
// winning the race for the same rows.
constexpr int kMostAttempts = 20;

// The units an entry's row images touch, as they stand now.
QJsonArray unitsIn(const QSqlDatabase &database, const QJsonArray &changes)
{
    QJsonArray units;
    QSet<qint64> listed;
    UnitTable table(database);
    // Many units (an import undone): all read in one query.
    QHash<qint64, UnitRecord> all;
    const bool readAll = changes.size() > 64;
    if (readAll) {
        for (const UnitRecord &unit : table.all())
            all.insert(unit.id, unit);
    }
    for (const QJsonValue &value : changes) {
        const QJsonObject change = value.toObject();
        if (change.value(QStringLiteral("table")).toString() != QLatin1String("units"))
            continue;
        const qint64 id = change.value(QStringLiteral("key")).toInteger();
        if (listed.contains(id))
            continue;
        listed.insert(id);
        if (readAll) {
            if (all.contains(id))
                units.append(all.value(id).toJson());
        } else if (const std::optional<UnitRecord> unit = table.find(id)) {
            units.append(unit->toJson());
        }
    }
    return units;
}

} // namespace

ActionRunner::ActionRunner(BattleStorage &storage, QString station, RandomSource &random)
    : m_storage(storage)
    , m_station(std::move(station))
    , m_random(random)
{
}

QSqlDatabase ActionRunner::database() const
{
    return m_storage.connection();
}

QString ActionRunner::refusal() const
{
    if (m_lost)
        return QCoreApplication::translate("Adc::ActionRunner", "%1: %2; reconnect first")
            .arg(m_storage.path(), m_lostReason);
    if (m_storage.isReadOnly())
        return QCoreApplication::translate(
                   "Adc::ActionRunner",
                   "%1: the battle file is open read-only (%2); nothing was changed")
            .arg(m_storage.path(), m_storage.readOnlyReason());
    return QString();
}

void ActionRunner::reconnected()
{
    m_lost = false;
    m_lostReason.clear();
}

ActionOutcome ActionRunner::import(const QList<UnitRecord> &units, const Rulings &rulings,
                                   Announcement *announcement)
{
    // Records made without a battery's full loads (both 0) take them as
    // `adc unit add` gives them.
    QList<UnitRecord> filled = units;
    for (UnitRecord &unit : filled)
        unit = UnitReader::withFullLoads(unit, rulings);
    const Result<Order> order = UnitAction::importOrder(filled, rulings);
    if (!order)
        return order.failure();
    return run(
        order->kind(), OrderCodec::toJson(*order), m_random,
        [&](ActionContext &context) { return UnitAction::import(context, filled); },
        AnswerUnits::No, announcement);
}

ActionOutcome ActionRunner::apply(const Order &order, RandomSource &random,
                                  Announcement *announcement)
{
    if (order.get<AcceptOrder>())
        return accept(order, random, announcement);
    const QString kind = order.kind();
    // The log keeps the order in its one JSON form, dice filled in.
    const QJsonObject request = OrderCodec::toJson(order);
    // Undo and redo roll nothing: naming a die they hold is malformed too.
    const QString rolled = LoggedRolls::checkRolled(kind, request);
    if (!rolled.isEmpty())
        return Failure::malformed(QStringLiteral("rolled: ") + rolled);
    const UndoOrder *undo = order.get<UndoOrder>();
    if (undo || order.get<RedoOrder>())
        return undoOrRedo(undo != nullptr, request, undo ? undo->entry : std::nullopt,
                          announcement);
    const OrderFunction function = ActionCatalogue::find(kind);
    return run(
        kind, request, random, [&](ActionContext &context) { return function(context, order); },
        AnswerUnits::Yes, announcement);
}

ActionOutcome ActionRunner::failedAction(const DatabaseError &failure)
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
        ? QCoreApplication::translate("Adc::ActionRunner",
                                      "%1: %2 as the action was being committed: the server "
                                      "wrote all of it or none of it, and the log shows which "
                                      "once you reconnect")
              .arg(m_storage.path(), what)
        : QCoreApplication::translate("Adc::ActionRunner",
                                      "%1: %2; the server rolled the action back: nothing of it "
                                      "was written. Reconnect to go on.")
              .arg(m_storage.path(), what);
    if (lost)
        lost(message);
    return Failure::failed(message);
}

ActionOutcome ActionRunner::withRetries(const Attempt &attempt)
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
            return failedAction(failure);
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
                return failedAction(failure);
        }
        // Another station's transaction won: wait a moment that grows and
        // varies, so two losers do not meet again at once.
        QThread::msleep(
            static_cast<unsigned long>(QRandomGenerator::global()->bounded(5, 20 * round)));
    }
}

ActionOutcome ActionRunner::run(const QString &kind, const QJsonObject &request,
                                RandomSource &random, const Body &body, AnswerUnits answerUnits,
                                Announcement *announcement)
{
    return withRetries([&] {
        const Clock clock = BattleTable(database()).clock();
        ActionContext context(database(), random, request);
        ActionOutcome done = body(context);
        if (!done.ok())
            return done;
        logDone(context, clock, kind, request, &*done, answerUnits, announcement);
        return done;
    });
}

void ActionRunner::logDone(ActionContext &context, const Clock &clock, const QString &kind,
                           const QJsonObject &request, ActionDone *done, AnswerUnits answerUnits,
                           Announcement *announcement, const QJsonObject &proposed)
{
    const QJsonArray changes = context.changes().finish();
    const QJsonArray rolls
        = LoggedRolls::record(kind, request, context.inputs(), done->answer, proposed);
    if (!rolls.isEmpty())
        done->answer.insert(QStringLiteral("dice_rolls"), rolls);
    LogEntry entry;
    entry.kind = kind;
    entry.summary = context.summary();
    entry.turn = clock.turn;
    entry.segment = clock.segment;
    entry.station = m_station;
    entry.inputs = LoggedRolls::withRolled(kind, request, context.inputs());
    entry.result = done->answer;
    entry.changes = changes;
    entry.hasImages = true;
    LogTable log(database());
    // Any new action, a roll included, ends what can be redone: redo
    // applies again only what undo just took back.
    if (entry.isUndoable())
        log.dropRedo();
    done->logId = log.append(entry);
    done->summary = entry.summary;
    done->answer.insert(QStringLiteral("log_id"), done->logId);
    *announcement = Announcement::of(changes, false, done->logId);
    if (answerUnits == AnswerUnits::Yes)
        done->answer.insert(QStringLiteral("units"), context.affectedUnits());
}

ActionOutcome ActionRunner::tryWithin(const Order &order, RandomSource &random)
{
    const OrderFunction function = ActionCatalogue::find(order.kind());
    if (!function)
        return Failure::refused(order.kind());
    // A database failure throws through: the caller's whole transaction is
    // rolled back.
    Sql::execute(database(), QStringLiteral("SAVEPOINT adc_try"));
    ActionContext context(database(), random, OrderCodec::toJson(order));
    ActionOutcome outcome = function(context, order);
    Sql::execute(database(), QStringLiteral("ROLLBACK TO SAVEPOINT adc_try"));
    Sql::execute(database(), QStringLiteral("RELEASE SAVEPOINT adc_try"));
    return outcome;
}

ActionOutcome ActionRunner::accept(const Order &order, RandomSource &random,
                                   Announcement *announcement)
{
    const AcceptOrder &accept = *order.get<AcceptOrder>();
    const qint64 id = accept.proposal;
    return withRetries([&]() -> ActionOutcome {
        // Read inside the transaction, once: another station may have
        // ruled on it meanwhile.
        const std::optional<ProposalRecord> proposal = ProposalTable(database()).find(id);
        if (!proposal)
            return Failure::refused(
                QCoreApplication::translate("Adc::ActionRunner", "there is no proposal %1")
                    .arg(id));
        const Clock clock = BattleTable(database()).clock();
        const ProposalRecord::State state = proposal->state(clock);
        if (state != ProposalRecord::State::Waiting)
            return Failure::refused(
                QCoreApplication::translate("Adc::ActionRunner",
                                            "proposal %1 is %2: only a waiting proposal "
                                            "can be accepted")
                    .arg(QString::number(id), ProposalRecord::stateText(state)));
        if (!proposal->order)
            return Failure::malformed(proposal->unread);
        Result<Order> inner = accept.overrides.applied(*proposal->order);
        if (!inner)
            return inner.failure();
        inner->setRolled(order.rolled());
        const QString kind = inner->kind();
        // The one JSON form of the order, as the log keeps it.
        const QJsonObject request = OrderCodec::toJson(*inner);
        if (const QString wrong = LoggedRolls::checkRolled(kind, request); !wrong.isEmpty())
            return Failure::malformed(QStringLiteral("rolled: ") + wrong);
        ActionContext context(database(), random, request);
        ActionOutcome done = ActionCatalogue::find(kind)(context, *inner);
        if (!done)
            return done;
        // What the log keeps of the proposal: whose it was, the dice its
        // side typed that stood, and the fields the umpire changed.
        QStringList typed = ProposalAmendment::typedDice(*proposal->order);
        const QStringList changed = accept.overrides.changed(*proposal->order);
        typed.removeIf([&](const QString &field) { return changed.contains(field); });
        done->answer.insert(QStringLiteral("proposal"), id);
        done->answer.insert(
            QStringLiteral("proposed"),
            QJsonObject { { QStringLiteral("id"), id },
                          { QStringLiteral("side"), proposal->side },
                          { QStringLiteral("number"), proposal->number },
                          { QStringLiteral("typed"), QJsonArray::fromStringList(typed) },
                          { QStringLiteral("changed"), QJsonArray::fromStringList(changed) } });
        logDone(context, clock, kind, request, &*done, AnswerUnits::Yes, announcement,
                proposal->action);
        ProposalTable(database())
            .setStored(id, ProposalRecord::Stored::Applied, QString(), done->logId);
        return done;
    });
}

ActionOutcome ActionRunner::undoOrRedo(bool undo, const QJsonObject &request,
                                       std::optional<qint64> expected, Announcement *announcement)
{
    LogEntry target;
    ActionOutcome outcome = withRetries([&] { return restore(undo, request, expected, &target); });
    if (outcome)
        *announcement = Announcement::of(target.changes, undo, outcome->logId);
    return outcome;
}

// Inside the transaction: restores the target's rows and logs the undo.
ActionOutcome ActionRunner::restore(bool undo, const QJsonObject &request,
                                    std::optional<qint64> expected, LogEntry *target)
{
    LogTable log(database());
    const std::optional<LogEntry> named = expected ? log.find(*expected) : std::nullopt;
    if (expected && !named)
        return Failure::refused(
            QCoreApplication::translate("Adc::ActionRunner", "there is no log entry %1")
                .arg(*expected));
    if (named && named->isAddress())
        return Failure::refused(
            QCoreApplication::translate("Adc::ActionRunner",
                                        "entry %1 (%2) cannot be undone: a players' view address "
                                        "is renewed, never taken back")
                .arg(QString::number(named->id), named->caption()));
    const std::optional<LogEntry> found = undo ? log.undoTarget() : log.redoTarget();
    if (!found)
        return Failure::refused(
            undo ? QCoreApplication::translate("Adc::ActionRunner", "there is nothing to undo")
                 : QCoreApplication::translate("Adc::ActionRunner", "there is nothing to redo"));
    // Undo of a named entry only when it is still the latest: no one takes
    // back another's action by surprise.
    if (expected && *expected != found->id)
        return Failure::refused(
            QCoreApplication::translate(
                "Adc::ActionRunner",
                "entry %1 is not the latest entry; undo would take back entry %2 (%3)")
                .arg(QString::number(*expected), QString::number(found->id), found->caption()));
    *target = *found;
    if (!target->hasImages)
        return Failure::refused(
            QCoreApplication::translate("Adc::ActionRunner",
                                        "log entry %1 (%2) was written by an older version of the "
                                        "battle file and cannot be undone")
                .arg(QString::number(target->id), target->caption()));
    const Clock clock = BattleTable(database()).clock();
    ChangeSet::restore(database(), target->changes,
                       undo ? ChangeSet::Direction::Undo : ChangeSet::Direction::Redo);
    log.setUndone(target->id, undo);

    QJsonObject answer {
        { QStringLiteral("ok"), true },
        { undo ? QStringLiteral("undid") : QStringLiteral("redid"), target->id },
        { QStringLiteral("kind"), target->kind },
        { QStringLiteral("summary"), target->caption() },
        { QStringLiteral("station"), target->station },
    };
    LogEntry entry;
    entry.kind = undo ? QStringLiteral("undo") : QStringLiteral("redo");
    entry.summary = QStringLiteral("%1 %2").arg(
        undo ? QStringLiteral("Undo") : QStringLiteral("Redo"), target->caption());
    entry.turn = clock.turn;
    entry.segment = clock.segment;
    entry.station = m_station;
    entry.inputs = request;
    entry.result = answer;
    ActionDone done;
    done.logId = log.append(entry);
    done.summary = target->caption();
    answer.insert(QStringLiteral("log_id"), done.logId);
    answer.insert(QStringLiteral("units"), unitsIn(database(), target->changes));
    done.answer = answer;
    return done;
}

} // namespace Adc
