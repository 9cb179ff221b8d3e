#include "db/tables/logaudit.h"

#include "db/storage/battlestorage.h"
#include "db/storage/databaseerror.h"
#include "db/storage/logchain.h"
#include "db/storage/schema.h"
#include "db/tables/battlerowaudit.h"
#include "db/tables/changeset.h"
#include "db/tables/logtable.h"
#include "db/tables/proposalaudit.h"
#include "db/tables/unitaudit.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace Adc {

namespace {

// At most this many differences are named one by one.
constexpr int kMostNamed = 20;

// Every table that holds the state of the battle: all of it is what its
// log's entries leave it.
const QStringList &comparedTables()
{
    return Schema::stateTables();
}

QString rowName(const QString &table, const QJsonValue &key)
{
    return table + QLatin1Char('\n')
        + QString::fromUtf8(QJsonDocument(QJsonArray { key }).toJson(QJsonDocument::Compact));
}

bool isUndoOrRedo(const LogEntry &entry)
{
    return entry.kind == QLatin1String("undo") || entry.kind == QLatin1String("redo");
}

// "unit 12 "1/42nd"", "the clock", "setting "segments-per-turn"".
QString describeRow(const QString &table, const QJsonValue &key, const QJsonValue &image)
{
    if (table == QLatin1String("clock"))
        return QCoreApplication::translate("Adc::LogAudit", "the clock");
    if (table == QLatin1String("battle"))
        return QCoreApplication::translate("Adc::LogAudit", "the battle's row");
    if (table == QLatin1String("settings"))
        return QStringLiteral("setting \"") + key.toString() + QLatin1Char('"');
    QString noun = table;
    noun.chop(1);
    QString text = noun + QLatin1Char(' ') + QString::number(key.toInteger());
    const QString name = image.toObject().value(QStringLiteral("name")).toString();
    if (!name.isEmpty())
        text += QStringLiteral(" \"") + name + QLatin1Char('"');
    return text;
}

// A battle starts with these rows, which its log does not create.
bool startsWithTheBattle(const QString &table)
{
    return table == QLatin1String("battle") || table == QLatin1String("clock");
}

QString yesNo(bool value)
{
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

bool isFreshClock(const QJsonValue &image)
{
    const QJsonObject clock = image.toObject();
    return clock.value(QStringLiteral("turn")).toInteger() == 1
        && clock.value(QStringLiteral("segment")).toInteger() == 1
        && clock.value(QStringLiteral("active_side_id")).isNull();
}

} // namespace

CheckReport LogAudit::checkAll(const BattleStorage &storage)
{
    CheckReport report;
    storage.checkStorage(&report);
    try {
        LogChain::verify(storage.connection(), &report);
        const LogAudit audit(storage.connection());
        audit.checkFlags(&report);
        audit.replay(&report);
        ProposalAudit::check(storage.connection(), &report);
        UnitAudit::check(storage.connection(), &report);
    } catch (const DatabaseError &failure) {
        report.problems.append(
            QCoreApplication::translate("Adc::LogAudit", "the log cannot be read: ")
            + failure.message());
    }
    return report;
}

LogAudit::LogAudit(QSqlDatabase database)
    : m_database(std::move(database))
    , m_entries(LogTable(m_database).all())
{
}

// Undo takes back the latest entry not yet undone, and any new action ends
// what can be redone; both pass over the players' view addresses. Battles written before the log
// was chained followed an older rule (undo passed over entries that changed nothing, and only an
// action that changed something ended the redo); their flags are checked
// against whichever rule their undo and redo entries follow.
void LogAudit::checkFlags(CheckReport *report) const
{
    struct Flags
    {
        bool undone = false;
        bool changed = false;
        bool dropped = false; // by any action since
        bool droppedOld = false; // by an action that changed something since
        bool address = false; // passed over by the current rule (addresses, declines)
    };
    QHash<qint64, Flags> flags;
    QList<qint64> actions;
    // The entry an undo (the latest not undone) or a redo (the earliest
    // undone, not dropped) would take, by the current rule or the older one.
    const auto expectedTarget = [&](bool undo, bool older) -> qint64 {
        for (qsizetype i = 0; i < actions.size(); ++i) {
            const qint64 id = actions.at(undo ? actions.size() - 1 - i : i);
            const Flags &each = flags[id];
            if ((older && !each.changed) || (!older && each.address))
                continue;
            if (undo ? !each.undone : (each.undone && !(older ? each.droppedOld : each.dropped)))
                return id;
        }
        return 0;
    };
    const int before = static_cast<int>(report->problems.size());
    for (const LogEntry &entry : m_entries) {
        if (!isUndoOrRedo(entry)) {
            const bool changed = entry.hasImages && !entry.changes.isEmpty();
            for (Flags &each : flags) {
                each.dropped = each.dropped || (each.undone && entry.isUndoable());
                each.droppedOld = each.droppedOld || (each.undone && changed);
            }
            actions.append(entry.id);
            Flags added;
            added.changed = changed;
            added.address = !entry.isUndoable();
            flags.insert(entry.id, added);
            continue;
        }
        const bool undo = entry.kind == QLatin1String("undo");
        const qint64 target
            = entry.result.value(undo ? QStringLiteral("undid") : QStringLiteral("redid"))
                  .toInteger();
        const qint64 expected = expectedTarget(undo, false);
        const qint64 older = expectedTarget(undo, true);
        if (target != expected && target != older) {
            report->problems.append(
                QCoreApplication::translate(
                    "Adc::LogAudit",
                    "log entry %1 (%2) names entry %3, but the entry to %2 then was %4")
                    .arg(QString::number(entry.id), entry.kind, QString::number(target),
                         expected ? QString::number(expected) : QStringLiteral("none")));
            continue;
        }
        flags[target].undone = undo;
    }
    for (const LogEntry &entry : m_entries) {
        const Flags expected = flags.value(entry.id);
        if (entry.undone != expected.undone
            || (entry.redoDropped != expected.dropped && entry.redoDropped != expected.droppedOld))
            report->problems.append(
                QCoreApplication::translate(
                    "Adc::LogAudit",
                    "log entry %1 is marked undone %2 and redo dropped %3, but its "
                    "undo and redo entries make it undone %4 and redo dropped %5")
                    .arg(QString::number(entry.id), yesNo(entry.undone), yesNo(entry.redoDropped),
                         yesNo(expected.undone), yesNo(expected.dropped)));
    }
    if (report->problems.size() == before)
        report->checks.append(QCoreApplication::translate(
            "Adc::LogAudit",
            "the undone and redo flags agree with the log's undo and redo entries"));
}

void LogAudit::replay(CheckReport *report) const
{
    for (const LogEntry &entry : m_entries) {
        if (!isUndoOrRedo(entry) && !entry.hasImages) {
            report->checks.append(QCoreApplication::translate(
                                      "Adc::LogAudit",
                                      "the log was not replayed: entry %1 was written by an older "
                                      "version of the battle file, without the rows it changed")
                                      .arg(entry.id));
            return;
        }
    }
    State state;
    if (!replayEntries(&state, report))
        return;
    const int before = static_cast<int>(report->problems.size());
    compare(state, report);
    if (report->problems.size() == before) {
        report->checks.append(
            QCoreApplication::translate(
                "Adc::LogAudit",
                "replaying the %1 log entries from an empty battle gives the battle's name, "
                "scale and rulings, its sides, brigades, units, features, settings and clock "
                "as they stand")
                .arg(m_entries.size()));
        const QString name = BattleRowAudit::unverifiedName(
            state.value(rowName(QStringLiteral("battle"), 1), QJsonValue()));
        if (!name.isEmpty())
            report->checks.append(name);
    }
}

bool LogAudit::replayEntries(State *state, CheckReport *report) const
{
    QHash<qint64, qsizetype> index;
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        index.insert(m_entries.at(i).id, i);
    for (const LogEntry &entry : m_entries) {
        if (!isUndoOrRedo(entry)) {
            if (!applyChanges(state, entry, entry.changes, false, report))
                return false;
            continue;
        }
        const bool undo = entry.kind == QLatin1String("undo");
        const qint64 target
            = entry.result.value(undo ? QStringLiteral("undid") : QStringLiteral("redid"))
                  .toInteger();
        if (!index.contains(target)) {
            report->problems.append(
                QCoreApplication::translate(
                    "Adc::LogAudit", "log entry %1 (%2) names entry %3, which is not in the log")
                    .arg(QString::number(entry.id), entry.kind, QString::number(target)));
            return false;
        }
        if (!applyChanges(state, entry, m_entries.at(index.value(target)).changes, undo, report))
            return false;
    }
    return true;
}

bool LogAudit::applyChanges(State *state, const LogEntry &entry, const QJsonArray &changes,
                            bool undo, CheckReport *report) const
{
    const QString from = undo ? QStringLiteral("after") : QStringLiteral("before");
    const QString to = undo ? QStringLiteral("before") : QStringLiteral("after");
    for (qsizetype i = 0; i < changes.size(); ++i) {
        const QJsonObject change = changes.at(undo ? changes.size() - 1 - i : i).toObject();
        const QString table = change.value(QStringLiteral("table")).toString();
        const QJsonValue key = change.value(QStringLiteral("key"));
        const QString name = rowName(table, key);
        if (!state->contains(name) && startsWithTheBattle(table))
            state->insert(name, change.value(from));
        const QJsonValue current = state->value(name, QJsonValue());
        if (!ChangeSet::sameRow(change.value(from), current)) {
            report->problems.append(
                QCoreApplication::translate(
                    "Adc::LogAudit",
                    "log entry %1 (%2) changes %3, which the entries before it do not "
                    "leave as it says: the log was changed or entries were lost")
                    .arg(QString::number(entry.id), entry.caption(),
                         describeRow(table, key, change.value(from))));
            return false;
        }
        if (change.value(to).isNull())
            state->remove(name);
        else
            state->insert(name, change.value(to));
    }
    return true;
}

void LogAudit::compare(const State &state, CheckReport *report) const
{
    QSet<QString> standing;
    int found = 0;
    auto differ = [&](const QString &text) {
        if (++found <= kMostNamed)
            report->problems.append(text);
    };
    for (const QString &table : comparedTables()) {
        for (const auto &[key, row] : ChangeSet::images(m_database, table)) {
            const QString name = rowName(table, key);
            standing.insert(name);
            if (table == QLatin1String("battle")) {
                for (const QString &problem :
                     BattleRowAudit::problems(state.value(name, QJsonValue()), row))
                    differ(problem);
                continue;
            }
            if (table == QLatin1String("clock") && !state.contains(name)) {
                if (!isFreshClock(row))
                    differ(QCoreApplication::translate(
                               "Adc::LogAudit",
                               "the clock stands at turn %1, segment %2, but no log "
                               "entry moved it")
                               .arg(row.value(QStringLiteral("turn")).toInteger())
                               .arg(row.value(QStringLiteral("segment")).toInteger()));
                continue;
            }
            if (!state.contains(name))
                differ(QCoreApplication::translate("Adc::LogAudit",
                                                   "%1 is in the battle, but no log entry made it")
                           .arg(describeRow(table, key, row)));
            else if (!ChangeSet::sameRow(state.value(name), row))
                differ(QCoreApplication::translate("Adc::LogAudit",
                                                   "%1 does not stand as its log entries leave it")
                           .arg(describeRow(table, key, row)));
        }
    }
    for (auto it = state.begin(); it != state.end(); ++it) {
        const QString table = it.key().section(QLatin1Char('\n'), 0, 0);
        if (comparedTables().contains(table) && !standing.contains(it.key()))
            differ(
                QCoreApplication::translate("Adc::LogAudit",
                                            "%1 is in the log, but not in the battle")
                    .arg(describeRow(table, it.value().toObject().value(Schema::primaryKey(table)),
                                     it.value())));
    }
    if (found > kMostNamed)
        report->problems.append(QCoreApplication::translate(
                                    "Adc::LogAudit", "and %1 more rows that differ from the log")
                                    .arg(found - kMostNamed));
}

} // namespace Adc
