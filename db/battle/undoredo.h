#pragma once

#include "core/common/result.h"
#include "db/actions/actionoutcome.h"
#include "db/tables/logentry.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace Adc {

struct Announcement;
class BattleStorage;
class Order;
class TransactionRunner;

// Undo and redo (UndoOrder, RedoOrder): takes back the latest entry of the
// log that can be, or applies again the latest taken back, by restoring the
// row images the entry keeps (ChangeSet), and logs that as an entry of its
// own, all in one transaction. An undo that names its entry is refused
// unless that entry is still the latest: no one takes back another
// station's action by surprise. An entry with no row images (an older
// battle file's) and a players' view address are never taken back.
class UndoRedo
{
public:
    // `station`: the station each new entry names.
    UndoRedo(BattleStorage &storage, TransactionRunner &transactions, QString station);

    // `order` holds the UndoOrder or RedoOrder, `request` its one JSON form
    // as the log keeps it; what the views must hear of it is in
    // *announcement.
    ActionOutcome apply(const Order &order, const QJsonObject &request, Announcement *announcement);

private:
    // Inside the transaction: the entry undo would take back (or redo apply
    // again), refused unless it can be and is the one `expected` names.
    Result<LogEntry> target(bool undo, std::optional<qint64> expected) const;
    // Inside the transaction: restores the target's rows and logs that.
    ActionOutcome restore(bool undo, const QJsonObject &request, const LogEntry &target);

    BattleStorage &m_storage;
    TransactionRunner &m_transactions;
    QString m_station;
};

} // namespace Adc
