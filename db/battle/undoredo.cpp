#include "db/battle/undoredo.h"

#include "core/orders/order.h"
#include "db/battle/announcement.h"
#include "db/battle/transactionrunner.h"
#include "db/storage/battlestorage.h"
#include "db/tables/battletable.h"
#include "db/tables/changeset.h"
#include "db/tables/logtable.h"
#include "db/tables/unittable.h"

#include <QCoreApplication>
#include <QHash>
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

} // namespace

UndoRedo::UndoRedo(BattleStorage &storage, TransactionRunner &transactions, QString station)
    : m_storage(storage)
    , m_transactions(transactions)
    , m_station(std::move(station))
{
}

ActionOutcome UndoRedo::apply(const Order &order, const QJsonObject &request,
                              Announcement *announcement)
{
    const UndoOrder *undoOrder = order.get<UndoOrder>();
    const bool undo = undoOrder != nullptr;
    const std::optional<qint64> expected = undo ? undoOrder->entry : std::nullopt;
    LogEntry restored;
    ActionOutcome outcome = m_transactions.withRetries([&]() -> ActionOutcome {
        const Result<LogEntry> found = target(undo, expected);
        if (!found)
            return found.failure();
        restored = *found;
        return restore(undo, request, restored);
    });
    if (outcome)
        *announcement = Announcement::of(restored.changes, undo, outcome->logId);
    return outcome;
}

Result<LogEntry> UndoRedo::target(bool undo, std::optional<qint64> expected) const
{
    LogTable log(m_storage.connection());
    const std::optional<LogEntry> named = expected ? log.find(*expected) : std::nullopt;
    if (expected && !named)
        return Failure::refused(
            QCoreApplication::translate("Adc::UndoRedo", "there is no log entry %1")
                .arg(*expected));
    if (named && named->isAddress())
        return Failure::refused(
            QCoreApplication::translate("Adc::UndoRedo",
                                        "entry %1 (%2) cannot be undone: a players' view address "
                                        "is renewed, never taken back")
                .arg(QString::number(named->id), named->caption()));
    const std::optional<LogEntry> found = undo ? log.undoTarget() : log.redoTarget();
    if (!found)
        return Failure::refused(
            undo ? QCoreApplication::translate("Adc::UndoRedo", "there is nothing to undo")
                 : QCoreApplication::translate("Adc::UndoRedo", "there is nothing to redo"));
    if (expected && *expected != found->id)
        return Failure::refused(
            QCoreApplication::translate(
                "Adc::UndoRedo",
                "entry %1 is not the latest entry; undo would take back entry %2 (%3)")
                .arg(QString::number(*expected), QString::number(found->id), found->caption()));
    if (!found->hasImages)
        return Failure::refused(
            QCoreApplication::translate("Adc::UndoRedo",
                                        "log entry %1 (%2) was written by an older version of the "
                                        "battle file and cannot be undone")
                .arg(QString::number(found->id), found->caption()));
    return *found;
}

ActionOutcome UndoRedo::restore(bool undo, const QJsonObject &request, const LogEntry &target)
{
    const QSqlDatabase database = m_storage.connection();
    const Clock clock = BattleTable(database).clock();
    ChangeSet::restore(database, target.changes,
                       undo ? ChangeSet::Direction::Undo : ChangeSet::Direction::Redo);
    LogTable log(database);
    log.setUndone(target.id, undo);

    QJsonObject answer {
        { QStringLiteral("ok"), true },
        { undo ? QStringLiteral("undid") : QStringLiteral("redid"), target.id },
        { QStringLiteral("kind"), target.kind },
        { QStringLiteral("summary"), target.caption() },
        { QStringLiteral("station"), target.station },
    };
    LogEntry entry;
    entry.kind = undo ? QStringLiteral("undo") : QStringLiteral("redo");
    entry.summary = QStringLiteral("%1 %2").arg(
        undo ? QStringLiteral("Undo") : QStringLiteral("Redo"), target.caption());
    entry.turn = clock.turn;
    entry.segment = clock.segment;
    entry.station = m_station;
    entry.inputs = request;
    entry.result = answer;
    ActionDone done;
    done.logId = log.append(entry);
    done.summary = target.caption();
    answer.insert(QStringLiteral("log_id"), done.logId);
    answer.insert(QStringLiteral("units"), unitsIn(database, target.changes));
    done.answer = answer;
    return done;
}

} // namespace Adc
