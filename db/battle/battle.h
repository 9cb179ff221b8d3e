#pragma once

#include "core/common/result.h"
#include "core/common/rulings.h"
#include "core/model/brigaderecord.h"
#include "core/model/clock.h"
#include "core/model/featurerecord.h"
#include "core/model/siderecord.h"
#include "core/model/unitrecord.h"
#include "core/turn/likelyunits.h"
#include "core/turn/sweepevidence.h"
#include "db/actions/actionoutcome.h"
#include "db/storage/checkreport.h"
#include "db/tables/logentry.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <memory>
#include <optional>

class QSqlDatabase;

namespace Adc {

class ActionRunner;
class ChangeFeed;
class ProposalDesk;
class Order;
struct Announcement;
class RandomSource;
class SeededRandom;
class BattleStorage;
class TransactionRunner;

// One open battle, in a file or on a PostgreSQL server: the document the
// window and `adc` work on. Every change is an action, applied as one
// transaction that is durable (for a file: synchronous FULL, write-ahead
// log; on a server: serializable, run again when another station's
// transaction wins a race) before apply() returns, and recorded in the log
// with its dice and the images of the rows it changed, so undo and redo work
// after the file is closed and opened again.
class Battle : public QObject
{
    Q_OBJECT

public:
    enum class OpenMode { ReadWrite, ReadOnly };

    ~Battle() override;

    // Creates a new battle file; refuses to overwrite anything at the path.
    // On failure nothing is left behind.
    static Result<std::unique_ptr<Battle>> create(const QString &path, const QString &name);
    // Opens a battle file, upgrading an older version step by step. A file
    // that cannot be written (or its folder) opens read-only: isReadOnly()
    // says so and every action is refused with a clear message. Anything
    // that is not a battle, or a battle of a newer version, is refused and
    // left untouched.
    static Result<std::unique_ptr<Battle>> open(const QString &path,
                                                OpenMode mode = OpenMode::ReadWrite);

    // A battle file's bytes opened in memory, as open() would open the file
    // (the fuzzers open thousands of mangled files a second this way).
    static Result<std::unique_ptr<Battle>> openBytes(const QByteArray &bytes, const QString &name);

    // Whether `path` names a battle on a PostgreSQL server
    // (postgresql://...) rather than a file.
    static bool isServerAddress(const QString &path);
    // The station this battle's new log entries name (Station::name() when
    // it was opened).
    QString station() const { return m_station; }

    QString path() const { return m_path; }
    QString name() const;
    // The battle's own date ("1815-06-16"); empty when it has none.
    QString date() const;
    // Read-only also while the connection to the server is lost.
    bool isReadOnly() const;
    // Why the battle is read-only, in words ("the file has no write
    // permission"); empty when it is not.
    QString readOnlyReason() const;
    // The battle file version this program writes.
    static int schemaVersion();

    Rulings rulings() const;
    Clock clock() const;
    // Segments in a game turn (battle setting "segments-per-turn").
    int segmentsPerTurn() const;
    QJsonObject settings() const;

    QList<UnitRecord> units() const;
    // The units `side` may be shown: its own, hidden ones included, then the
    // enemy units it sees (EnemySight::shownTo).
    QList<UnitRecord> unitsShownTo(const QString &side) const;
    std::optional<UnitRecord> unit(qint64 id) const;
    QList<SideRecord> sides() const;
    QList<BrigadeRecord> brigades() const;
    QList<FeatureRecord> features() const;
    // Each unit's place in the order of battle, by id; a unit that comes
    // back (undo) goes where it was.
    QHash<qint64, int> unitSortOrders() const;
    std::optional<int> unitSortOrder(qint64 id) const;
    // Why the unit may not stand in its terrain and feature, or an empty
    // string (the terrain table's placement rules).
    QString placementRefusal(const UnitRecord &unit) const;

    // Adds one unit (logged, undoable); its side and brigade are created by
    // name as needed. Gives its id.
    Result<qint64> addUnit(const UnitRecord &unit);
    // Adds every unit in one transaction, all or nothing (an import); gives
    // their ids.
    Result<QList<qint64>> addUnits(const QList<UnitRecord> &units);
    // The same as an action's outcome: its answer names the ids and the log
    // id, but not the units as they stand (an import's are the whole order
    // of battle, read back for no one).
    ActionOutcome importUnits(const QList<UnitRecord> &units);

    // Applies one action object of docs/contract.md ("action": fire, discipline,
    // charge, end-segment, end-turn, edit, undo, redo, add-unit, ...). Dice
    // left out are rolled on `random` (the battle's own seeded dice when
    // null) and written into the log.
    ActionOutcome apply(const QJsonObject &action, RandomSource *random = nullptr);
    // Applies one order; the same as its JSON form (OrderCodec) above.
    ActionOutcome apply(const Order &order, RandomSource *random = nullptr);

    // The sides' proposals: what the players' pages propose and the umpire
    // accepts (action "accept") or declines ("decline").
    ProposalDesk &proposals() { return *m_proposals; }
    const ProposalDesk &proposals() const { return *m_proposals; }

    bool canUndo() const { return undoTarget().has_value(); }
    bool canRedo() const { return redoTarget().has_value(); }
    // "Undo fire: ..." / "Redo ..."; empty when there is nothing to do.
    QString undoText() const;
    // The log id of the entry undo would take back now.
    std::optional<qint64> undoTargetId() const;
    QString redoText() const;

    // The end-of-segment and end-of-turn boxes the log fills for the clock
    // as it stands (what end-segment and end-turn take when a list is left out).
    SweepEvidence sweepEvidence() const;
    // What the log and the clock say of the unit an umpire most likely
    // means: the firers and targets a chooser offers first, the last range.
    LikelyUnits likelyUnits() const;

    QList<LogEntry> log() const;
    // Every entry without its row images (inputs and result only where short), for a list.
    QList<LogEntry> logHeaders() const;
    std::optional<LogEntry> logEntry(qint64 id) const;
    // Every row of every state table (the log aside), one line a row, in key
    // order: two battles in the same state give the same text.
    QString canonicalDump() const;

    // The full check (`adc check`, File → Check battle): the storage's own
    // checks (for a file: size, integrity, foreign keys), the log's hash
    // chain, its undone and redo flags, and a replay of the whole log from an
    // empty battle compared with the battle as it stands.
    CheckReport check() const;
    // Whether another connection (adc, a second window) has committed to
    // the file since the last look (SQLite's PRAGMA data_version). If so, the
    // entries it logged are announced as this battle's own actions are
    // (unitsChanged, clockChanged, logAppended...), then changedElsewhere().
    // The window calls it a few times a second.
    bool checkForChanges();
    // Whether the battle hears of other stations' actions by itself (a
    // server's notifications, through the event loop): then no one need
    // call checkForChanges() on a timer.
    bool isLive() const { return m_live; }
    // Whether the connection to the battle's server still stands (a file's
    // always does). Once it is lost (connectionLost), every action is
    // refused until reconnect() opens it again.
    bool isConnected() const;
    // Whether the battle answers now: a file always does; a server battle
    // when no action found its connection lost and the server answers a
    // round trip. Its reads give empty values when it does not.
    bool isReachable() const;
    // A new connection to the same server battle, with the views' battle
    // kept: what other stations did meanwhile is announced as usual. On
    // failure the message names the server and what is wrong.
    Result<void> reconnect();
    // The station of the entry undo would take back now; empty when there is
    // nothing to undo.
    QString undoTargetStation() const;

    // Writes a consistent copy of the battle to a new file; never
    // overwrites. The open battle is left as it is.
    Result<void> saveCopy(const QString &path) const;
    // Copies the whole battle, log and undo included, to a new battle at
    // `target` (a file or a server database), whichever engine this one is
    // on: refused when something is there already; on failure nothing is
    // left at the target.
    Result<void> copyTo(const QString &target) const;

Q_SIGNALS:
    void unitsChanged(const QList<qint64> &ids);
    void unitAdded(qint64 id);
    void unitRemoved(qint64 id);
    void clockChanged();
    // Sides, brigades, features, rulings or settings changed.
    void battleChanged();
    void logAppended(qint64 id);
    // Another program wrote to the battle (checkForChanges).
    void changedElsewhere();
    // The connection to the server was lost during an action, which the
    // server rolled back; `message` names the server and what is wrong.
    void connectionLost(const QString &message);
    // reconnect() opened the connection again.
    void reconnected();
    // A proposal was made, withdrawn, accepted or declined, here or at
    // another station, or one lapsed or was taken back.
    void proposalsChanged();

private:
    explicit Battle(std::unique_ptr<BattleStorage> storage);
    // Tests reach the connection through it (a full disk, flushes off).
    friend struct BattleInternals;
    QSqlDatabase database() const;

    template<typename Storage>
    static Result<std::unique_ptr<Battle>> opened(Result<std::unique_ptr<Storage>> storage);
    // The entry undo would take back now (one with row images), and the one
    // redo would apply again; none while the battle is read-only.
    std::optional<LogEntry> undoTarget() const;
    std::optional<LogEntry> redoTarget() const;
    void announce(const Announcement &announcement);

    QString m_path;
    std::unique_ptr<BattleStorage> m_storage;
    std::unique_ptr<SeededRandom> m_random;
    QString m_station;
    std::unique_ptr<TransactionRunner> m_transactions;
    std::unique_ptr<ActionRunner> m_runner;
    std::unique_ptr<ProposalDesk> m_proposals;
    // What this connection has seen of the log.
    std::unique_ptr<ChangeFeed> m_feed;
    bool m_live = false;
};

} // namespace Adc
