#include "battle/battle.h"

#include "common/quote.h"

#include "actions/actioncatalogue.h"
#include "actions/actioncontext.h"
#include "actions/unitaction.h"
#include "common/requestreader.h"
#include "dice/seededrandom.h"
#include "storage/battlestorage.h"
#include "storage/databaseerror.h"
#include "tables/battletable.h"
#include "tables/changeset.h"
#include "tables/logtable.h"
#include "tables/unitreader.h"
#include "tables/unittable.h"

#include <QJsonArray>
#include <QSet>

namespace Adc {

namespace {

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

// Each unit checked as a unit object, as `adc unit add` and the log's replay
// read it: every problem named.
QStringList problemsOf(const QList<UnitRecord> &units, const Rulings &rulings)
{
    const bool single = units.size() == 1;
    const UnitReader reader(rulings);
    QStringList problems;
    for (int i = 0; i < units.size(); ++i) {
        QJsonObject object = units.at(i).toJson();
        object.remove(QStringLiteral("id"));
        const Result<UnitRecord> read = reader.read(object);
        if (read)
            continue;
        const QString prefix
            = single ? QStringLiteral("unit.") : QStringLiteral("units[%1].").arg(i);
        for (const QString &problem : read.problems())
            problems.append(prefix + problem);
    }
    return problems;
}

// The log keeps the same object apply() takes, so the entry replays.
QJsonObject addRequest(const QList<UnitRecord> &units)
{
    QJsonArray objects;
    for (const UnitRecord &unit : units) {
        QJsonObject object = unit.toJson();
        object.remove(QStringLiteral("id"));
        objects.append(object);
    }
    if (units.size() == 1)
        return { { QStringLiteral("action"), QStringLiteral("add-unit") },
                 { QStringLiteral("unit"), objects.first() } };
    return { { QStringLiteral("action"), QStringLiteral("add-units") },
             { QStringLiteral("units"), objects } };
}

} // namespace

ActionOutcome Battle::refuseReadOnly() const
{
    return ActionOutcome::failed(
        QStringLiteral("%1: the battle file is open read-only (%2); nothing was changed")
            .arg(m_path, m_storage->readOnlyReason()));
}

Result<qint64> Battle::addUnit(const UnitRecord &unit)
{
    const Result<QList<qint64>> ids = addUnits({ unit });
    if (!ids)
        return Failure { ids.error() };
    if (ids->isEmpty())
        return Failure { QStringLiteral("the unit was not added") };
    return ids->first();
}

Result<QList<qint64>> Battle::addUnits(const QList<UnitRecord> &units)
{
    const QStringList problems = problemsOf(units, rulings());
    if (!problems.isEmpty())
        return Failure { problems.join(QLatin1String("; ")) };
    const bool single = units.size() == 1;
    const QJsonObject request = addRequest(units);
    QJsonArray added;
    const ActionOutcome outcome
        = run(request.value(QStringLiteral("action")).toString(), request, nullptr,
              [&](ActionContext &context) {
                  const ActionOutcome inserted = UnitAction::insert(context, units, &added);
                  if (!inserted.isDone())
                      return inserted;
                  context.setSummary(single ? QStringLiteral("Add %1").arg(units.first().name)
                                            : QStringLiteral("Add %1 unit(s)").arg(units.size()));
                  QJsonObject answer { { QStringLiteral("ids"), added } };
                  if (single)
                      answer.insert(QStringLiteral("id"), added.first());
                  return ActionOutcome::done(answer);
              });
    if (!outcome.isDone())
        return Failure { outcome.error };
    QList<qint64> ids;
    for (const QJsonValue &id : std::as_const(added))
        ids.append(id.toInteger());
    return ids;
}

ActionOutcome Battle::apply(const QJsonObject &action, RandomSource *random)
{
    RequestReader reader(action);
    const std::optional<QString> name = reader.string(QStringLiteral("action"), true);
    if (!name)
        return ActionOutcome::malformed(reader.error());
    if (*name == QLatin1String("undo") || *name == QLatin1String("redo")) {
        if (!reader.finish())
            return ActionOutcome::malformed(reader.error());
        return undoOrRedo(*name == QLatin1String("undo"), action);
    }
    const ActionFunction function = ActionCatalogue::find(*name);
    if (!function)
        return ActionOutcome::malformed(
            QStringLiteral("action: %1 is not one of %2")
                .arg(Quote::value(*name), ActionCatalogue::names().join(QLatin1String(", "))));
    return run(*name, action, random,
               [&](ActionContext &context) { return function(context, reader); });
}

ActionOutcome Battle::run(const QString &kind, const QJsonObject &request, RandomSource *random,
                          const Body &body)
{
    if (m_readOnly)
        return refuseReadOnly();
    try {
        m_storage->begin();
    } catch (const DatabaseError &failure) {
        return ActionOutcome::failed(QStringLiteral("%1: %2").arg(m_path, failure.message()));
    }
    ActionOutcome outcome;
    QJsonArray changes;
    qint64 logId = 0;
    try {
        const Clock clock = BattleTable(database()).clock();
        ActionContext context(database(), random ? *random : *m_random, request);
        outcome = body(context);
        if (!outcome.isDone()) {
            m_storage->rollback();
            return outcome;
        }
        changes = context.changes().finish();
        LogEntry entry;
        entry.kind = kind;
        entry.summary = context.summary();
        entry.turn = clock.turn;
        entry.segment = clock.segment;
        entry.inputs = context.inputs();
        entry.result = outcome.answer;
        entry.changes = changes;
        entry.hasImages = true;
        LogTable log(database());
        // An action that changed nothing (a roll) leaves what can be redone.
        if (!changes.isEmpty())
            log.dropRedo();
        logId = log.append(entry);
        outcome.logId = logId;
        outcome.answer.insert(QStringLiteral("log_id"), logId);
        outcome.answer.insert(QStringLiteral("units"), context.affectedUnits());
        m_storage->commit();
    } catch (const DatabaseError &failure) {
        m_storage->rollback();
        return ActionOutcome::failed(QStringLiteral("%1: %2").arg(m_path, failure.message()));
    }
    announce(changes, false, logId);
    return outcome;
}

ActionOutcome Battle::undoOrRedo(bool undo, const QJsonObject &request)
{
    if (m_readOnly)
        return refuseReadOnly();
    try {
        m_storage->begin();
    } catch (const DatabaseError &failure) {
        return ActionOutcome::failed(QStringLiteral("%1: %2").arg(m_path, failure.message()));
    }
    LogEntry target;
    ActionOutcome outcome;
    try {
        outcome = runUndoOrRedo(undo, request, &target);
        if (!outcome.isDone()) {
            m_storage->rollback();
            return outcome;
        }
        m_storage->commit();
    } catch (const DatabaseError &failure) {
        m_storage->rollback();
        return ActionOutcome::failed(QStringLiteral("%1: %2").arg(m_path, failure.message()));
    }
    announce(target.changes, undo, outcome.answer.value(QStringLiteral("log_id")).toInteger());
    return outcome;
}

// Inside the transaction: restores the target's rows and logs the undo.
ActionOutcome Battle::runUndoOrRedo(bool undo, const QJsonObject &request, LogEntry *target)
{
    LogTable log(database());
    const std::optional<LogEntry> found = undo ? log.undoTarget() : log.redoTarget();
    if (!found)
        return ActionOutcome::refused(undo ? QStringLiteral("there is nothing to undo")
                                           : QStringLiteral("there is nothing to redo"));
    *target = *found;
    if (!target->hasImages)
        return ActionOutcome::refused(
            QStringLiteral("log entry %1 (%2) was written by an older version of the "
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
    };
    LogEntry entry;
    entry.kind = undo ? QStringLiteral("undo") : QStringLiteral("redo");
    entry.summary = QStringLiteral("%1 %2").arg(
        undo ? QStringLiteral("Undo") : QStringLiteral("Redo"), target->caption());
    entry.turn = clock.turn;
    entry.segment = clock.segment;
    entry.inputs = request;
    entry.result = answer;
    ActionOutcome outcome;
    outcome.status = ActionOutcome::Status::Done;
    outcome.logId = log.append(entry);
    answer.insert(QStringLiteral("log_id"), outcome.logId);
    answer.insert(QStringLiteral("units"), unitsIn(database(), target->changes));
    outcome.answer = answer;
    return outcome;
}

void Battle::announce(const QJsonArray &changes, bool reversed, qint64 logId)
{
    QList<qint64> changed;
    QList<qint64> added;
    QList<qint64> removed;
    bool clock = false;
    bool battle = false;
    for (const QJsonValue &value : changes) {
        const QJsonObject change = value.toObject();
        const QString table = change.value(QStringLiteral("table")).toString();
        const bool before = !change.value(QStringLiteral("before")).isNull();
        const bool after = !change.value(QStringLiteral("after")).isNull();
        const bool existedBefore = reversed ? after : before;
        const bool existsNow = reversed ? before : after;
        if (table == QLatin1String("units")) {
            const qint64 id = change.value(QStringLiteral("key")).toInteger();
            if (!existedBefore && existsNow)
                added.append(id);
            else if (existedBefore && !existsNow)
                removed.append(id);
            else
                changed.append(id);
        } else if (table == QLatin1String("clock")) {
            clock = true;
        } else {
            battle = true;
        }
    }
    for (qint64 id : std::as_const(removed))
        Q_EMIT unitRemoved(id);
    for (qint64 id : std::as_const(added))
        Q_EMIT unitAdded(id);
    if (!changed.isEmpty())
        Q_EMIT unitsChanged(changed);
    if (battle)
        Q_EMIT battleChanged();
    if (clock)
        Q_EMIT clockChanged();
    Q_EMIT logAppended(logId);
}

} // namespace Adc
