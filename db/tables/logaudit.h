#pragma once

#include "db/storage/checkreport.h"
#include "db/tables/logentry.h"

#include <QHash>
#include <QJsonValue>
#include <QList>
#include <QSqlDatabase>

namespace Adc {

class BattleStorage;

// What `adc check` asks of the log beyond its hash chain: that the undone
// and redo-dropped flags are what its undo and redo entries made them, and
// that replaying every entry's row images from an empty battle gives the
// units, clock and features (and sides, brigades, settings) as they stand.
// Throws DatabaseError when the log cannot be read.
class LogAudit
{
public:
    explicit LogAudit(QSqlDatabase database);

    // The full check of a battle (`adc check`, File → Check battle): the
    // storage's own checks (for a file: size, integrity, foreign keys), the
    // log's hash chain, its flags and a replay; never throws.
    static CheckReport checkAll(const BattleStorage &storage);

    void checkFlags(CheckReport *report) const;
    void replay(CheckReport *report) const;

private:
    // One row's image as the replay has it, by table and key.
    using State = QHash<QString, QJsonValue>;

    bool replayEntries(State *state, CheckReport *report) const;
    bool applyChanges(State *state, const LogEntry &entry, const QJsonArray &changes, bool undo,
                      CheckReport *report) const;
    void compare(const State &state, CheckReport *report) const;

    QSqlDatabase m_database;
    QList<LogEntry> m_entries;
};

} // namespace Adc
