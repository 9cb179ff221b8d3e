#include "battle/battle.h"

#include "common/quote.h"
#include "common/twohalves.h"

#include "actions/actioncatalogue.h"
#include "actions/actioncontext.h"
#include "actions/unitaction.h"
#include "battle/loggedrolls.h"
#include "common/requestreader.h"
#include "dice/seededrandom.h"
#include "orders/ordercodec.h"
#include "storage/battlestorage.h"
#include "storage/databaseerror.h"
#include "storage/sql.h"
#include "tables/battletable.h"
#include "tables/changeset.h"
#include "tables/logtable.h"
#include "tables/unitreader.h"
#include "tables/unittable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlQuery>
#include <QThread>
#include <algorithm>
#include <limits>

namespace Adc {

namespace {

// How many times an action is tried when other stations' transactions keep
// winning the race for the same rows.
constexpr int kMostAttempts = 20;
// From this many units, an import's units are checked on two threads.
constexpr int kCheckedApartFrom = 512;

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

// A unit as apply() takes it (without its id), checked as that object, as
// `adc unit add` and the log's redo read it; every problem named, with the
// unit's place in the list (index), or none for a single unit (-1).
QJsonObject checkedUnit(const UnitRecord &unit, const UnitReader &reader, int index,
                        QStringList *problems)
{
    QJsonObject object = unit.toJson();
    object.remove(QStringLiteral("id"));
    const Result<UnitRecord> read = reader.read(object);
    if (!read) {
        const QString prefix
            = index < 0 ? QStringLiteral("unit.") : QStringLiteral("units[%1].").arg(index);
        for (const QString &problem : read.problems())
            problems->append(prefix + problem);
    }
    return object;
}

// The order the log keeps. One unit: as `add-unit` takes it. Many: how
// many, since the entry's rows hold each unit once (a copy of each in the
// request doubled the entry, and a third of an import went on writing it).
Order addOrder(const QList<UnitRecord> &units, const Rulings &rulings, QStringList *problems)
{
    const UnitReader reader(rulings);
    if (units.size() == 1)
        return AddUnitOrder { checkedUnit(units.first(), reader, -1, problems) };
    // A large import's two halves at once; the problems stay in order.
    QStringList found[2];
    inTwoHalves(units.size(), kCheckedApartFrom, [&](qsizetype from, qsizetype to, int half) {
        for (qsizetype i = from; i < to; ++i)
            checkedUnit(units.at(i), reader, static_cast<int>(i), &found[half]);
    });
    *problems << found[0] << found[1];
    AddUnitsOrder order;
    order.count = units.size();
    return order;
}

} // namespace

ActionOutcome Battle::refuseReadOnly() const
{
    if (m_lost)
        return ActionOutcome::failed(
            QCoreApplication::translate("Battleactions", "%1: %2; reconnect first")
                .arg(m_path, m_lostReason));
    return ActionOutcome::failed(
        QCoreApplication::translate(
            "Battleactions", "%1: the battle file is open read-only (%2); nothing was changed")
            .arg(m_path, m_storage->readOnlyReason()));
}

ActionOutcome Battle::failedAction(const DatabaseError &failure)
{
    if (m_storage->isConnected())
        return ActionOutcome::failed(QStringLiteral("%1: %2").arg(m_path, failure.message()));
    m_lost = true;
    // The driver does not always say so itself (a connection that died
    // while idle fails the next statement with no words).
    const QString said = failure.message();
    const QString what
        = said.contains(Sql::lostConnection(QString())) ? said : Sql::lostConnection(said);
    m_lostReason = what;
    const QString message = failure.isAtCommit()
        ? QCoreApplication::translate("Battleactions",
                                      "%1: %2 as the action was being committed: the server "
                                      "wrote all of it or none of it, and the log shows which "
                                      "once you reconnect")
              .arg(m_path, what)
        : QCoreApplication::translate("Battleactions",
                                      "%1: %2; the server rolled the action back: nothing of it "
                                      "was written. Reconnect to go on.")
              .arg(m_path, what);
    Q_EMIT connectionLost(message);
    return ActionOutcome::failed(message);
}

Result<qint64> Battle::addUnit(const UnitRecord &unit)
{
    const Result<QList<qint64>> ids = addUnits({ unit });
    if (!ids)
        return Failure { ids.error() };
    if (ids->isEmpty())
        return Failure { QCoreApplication::translate("Battleactions", "the unit was not added") };
    return ids->first();
}

Result<QList<qint64>> Battle::addUnits(const QList<UnitRecord> &units)
{
    const ActionOutcome outcome = importUnits(units);
    if (!outcome.isDone())
        return Failure { outcome.error };
    return outcome.ids;
}

ActionOutcome Battle::importUnits(const QList<UnitRecord> &units)
{
    QStringList problems;
    const Order order = addOrder(units, rulings(), &problems);
    if (!problems.isEmpty())
        return ActionOutcome::malformed(problems.join(QLatin1String("; ")));
    const bool single = units.size() == 1;
    return run(
        order.kind(), OrderCodec::toJson(order), nullptr,
        [&](ActionContext &context) {
            ActionOutcome inserted = UnitAction::insert(context, units);
            if (!inserted.isDone())
                return inserted;
            context.setSummary(single ? QStringLiteral("Add %1").arg(units.first().name)
                                      : QStringLiteral("Add %1 unit(s)").arg(units.size()));
            if (single)
                inserted.answer.insert(QStringLiteral("id"), inserted.id);
            return inserted;
        },
        AnswerUnits::No);
}

ActionOutcome Battle::apply(const QJsonObject &action, RandomSource *random)
{
    const Result<Order> order = OrderCodec::fromJson(action);
    if (!order)
        return ActionOutcome::malformed(order.error());
    return apply(*order, random);
}

ActionOutcome Battle::apply(const Order &order, RandomSource *random)
{
    const QString kind = order.kind();
    if (const UndoOrder *undo = order.get<UndoOrder>())
        return undoOrRedo(true, OrderCodec::toJson(order), undo->entry);
    if (order.get<RedoOrder>())
        return undoOrRedo(false, OrderCodec::toJson(order), std::nullopt);
    const OrderFunction function = ActionCatalogue::find(kind);
    // The log keeps the order in its one JSON form, dice filled in.
    const QJsonObject request = OrderCodec::toJson(order);
    const QString rolled = LoggedRolls::checkRolled(kind, request);
    if (!rolled.isEmpty())
        return ActionOutcome::malformed(QStringLiteral("rolled: ") + rolled);
    return run(kind, request, random,
               [&](ActionContext &context) { return function(context, order); });
}

ActionOutcome Battle::withRetries(const Attempt &attempt)
{
    if (isReadOnly())
        return refuseReadOnly();
    for (int round = 1;; ++round) {
        // What another station wrote is announced first: the action is
        // computed on the battle as it stands.
        checkForChanges();
        bool again = false;
        try {
            m_storage->begin();
        } catch (const DatabaseError &failure) {
            m_storage->rollback();
            return failedAction(failure);
        }
        try {
            ActionOutcome outcome = attempt();
            if (!outcome.isDone()) {
                m_storage->rollback();
                return outcome;
            }
            if (m_beforeCommit)
                m_beforeCommit();
            m_storage->commit();
            return outcome;
        } catch (const DatabaseError &failure) {
            m_storage->rollback();
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

ActionOutcome Battle::run(const QString &kind, const QJsonObject &request, RandomSource *random,
                          const Body &body, AnswerUnits answerUnits)
{
    QJsonArray changes;
    const ActionOutcome outcome = withRetries([&] {
        const Clock clock = BattleTable(database()).clock();
        ActionContext context(database(), random ? *random : *m_random, request);
        ActionOutcome done = body(context);
        if (!done.isDone())
            return done;
        changes = context.changes().finish();
        const QJsonArray rolls = LoggedRolls::record(kind, request, context.inputs(), done.answer);
        if (!rolls.isEmpty())
            done.answer.insert(QStringLiteral("dice_rolls"), rolls);
        LogEntry entry;
        entry.kind = kind;
        entry.summary = context.summary();
        entry.turn = clock.turn;
        entry.segment = clock.segment;
        entry.station = m_station;
        entry.inputs = LoggedRolls::withRolled(kind, request, context.inputs());
        entry.result = done.answer;
        entry.changes = changes;
        entry.hasImages = true;
        LogTable log(database());
        // Any new action, a roll included, ends what can be redone: redo
        // applies again only what undo just took back.
        if (entry.isUndoable())
            log.dropRedo();
        done.logId = log.append(entry);
        done.summary = entry.summary;
        done.answer.insert(QStringLiteral("log_id"), done.logId);
        if (answerUnits == AnswerUnits::Yes)
            done.answer.insert(QStringLiteral("units"), context.affectedUnits());
        return done;
    });
    if (outcome.isDone())
        announce(changes, false, outcome.logId);
    return outcome;
}

ActionOutcome Battle::undoOrRedo(bool undo, const QJsonObject &request,
                                 std::optional<qint64> expected)
{
    LogEntry target;
    const ActionOutcome outcome
        = withRetries([&] { return runUndoOrRedo(undo, request, expected, &target); });
    if (outcome.isDone())
        announce(target.changes, undo, outcome.logId);
    return outcome;
}

// Inside the transaction: restores the target's rows and logs the undo.
ActionOutcome Battle::runUndoOrRedo(bool undo, const QJsonObject &request,
                                    std::optional<qint64> expected, LogEntry *target)
{
    LogTable log(database());
    if (const std::optional<LogEntry> named = expected ? log.find(*expected) : std::nullopt;
        named && named->isAddress())
        return ActionOutcome::refused(
            QCoreApplication::translate("Battleactions",
                                        "entry %1 (%2) cannot be undone: a players' view address "
                                        "is renewed, never taken back")
                .arg(QString::number(named->id), named->caption()));
    const std::optional<LogEntry> found = undo ? log.undoTarget() : log.redoTarget();
    if (!found)
        return ActionOutcome::refused(
            undo ? QCoreApplication::translate("Battleactions", "there is nothing to undo")
                 : QCoreApplication::translate("Battleactions", "there is nothing to redo"));
    // Undo of a named entry only when it is still the latest: no one takes
    // back another's action by surprise.
    if (expected && *expected != found->id)
        return ActionOutcome::refused(
            QCoreApplication::translate(
                "Battleactions",
                "entry %1 is not the latest entry; undo would take back entry %2 (%3)")
                .arg(QString::number(*expected), QString::number(found->id), found->caption()));
    *target = *found;
    if (!target->hasImages)
        return ActionOutcome::refused(
            QCoreApplication::translate("Battleactions",
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
    ActionOutcome outcome;
    outcome.status = ActionOutcome::Status::Done;
    outcome.logId = log.append(entry);
    outcome.summary = target->caption();
    answer.insert(QStringLiteral("log_id"), outcome.logId);
    answer.insert(QStringLiteral("units"), unitsIn(database(), target->changes));
    outcome.answer = answer;
    return outcome;
}

} // namespace Adc
