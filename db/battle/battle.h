#pragma once

#include "actions/actionoutcome.h"
#include "model/brigaderecord.h"
#include "model/clock.h"
#include "model/featurerecord.h"
#include "battle/logentry.h"
#include "common/rulings.h"
#include "model/siderecord.h"
#include "model/unitrecord.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSqlDatabase>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace Adc {

class ActionContext;
class RandomSource;
class SeededRandom;

// One open battle: the document the window and `adc` work on. Every change
// is an action, applied as one transaction that is durable (synchronous
// FULL, write-ahead log) before apply() returns, and recorded in the log
// with its dice and the images of the rows it changed, so undo and redo work
// after the file is closed and opened again.
class Battle : public QObject
{
    Q_OBJECT

public:
    enum class OpenMode { ReadWrite, ReadOnly };

    ~Battle() override;

    // Creates a new battle file; refuses to overwrite anything at the path.
    // On failure nothing is left behind and *error says why.
    static std::unique_ptr<Battle> create(const QString &path, const QString &name, QString *error);
    // Opens a battle file, upgrading an older version step by step. A file
    // that cannot be written (or its folder) opens read-only: isReadOnly()
    // says so and every action is refused with a clear message. Anything
    // that is not a battle, or a battle of a newer version, is refused and
    // left untouched.
    static std::unique_ptr<Battle> open(const QString &path, QString *error);
    static std::unique_ptr<Battle> open(const QString &path, OpenMode mode, QString *error);

    QString path() const { return m_path; }
    QString name() const;
    // The battle's own date ("1815-06-16"); empty when it has none.
    QString date() const;
    bool isReadOnly() const { return m_readOnly; }
    // The battle file version this program writes.
    static int schemaVersion();

    Rulings rulings() const;
    Clock clock() const;
    // Segments in a game turn (battle setting "segments-per-turn").
    int segmentsPerTurn() const;
    QJsonObject settings() const;

    QList<UnitRecord> units() const;
    std::optional<UnitRecord> unit(qint64 id) const;
    QList<SideRecord> sides() const;
    QList<BrigadeRecord> brigades() const;
    QList<FeatureRecord> features() const;

    // Adds one unit (logged, undoable); its side and brigade are created by
    // name as needed. Returns its id, or 0 with *error.
    qint64 addUnit(const UnitRecord &unit, QString *error);
    // Adds every unit in one transaction, all or nothing (an import).
    bool addUnits(const QList<UnitRecord> &units, QString *error);

    // Applies one action object of CLI.md ("action": fire, discipline,
    // charge, end-segment, end-turn, edit, undo, redo, add-unit, ...). Dice
    // left out are rolled on `random` (the battle's own seeded dice when
    // null) and written into the log.
    ActionOutcome apply(const QJsonObject &action, RandomSource *random = nullptr);

    bool canUndo() const;
    bool canRedo() const;
    // "Undo fire: ..." / "Redo ..."; empty when there is nothing to do.
    QString undoText() const;
    QString redoText() const;

    QList<LogEntry> log() const;
    // Every row of every state table (the log aside), one line a row, in key
    // order: two battles in the same state give the same text.
    QString canonicalDump() const;

    // Writes a consistent copy of the battle to a new file with SQLite's
    // online backup; never overwrites. The open battle is left as it is.
    bool saveCopy(const QString &path, QString *error);

    // The open connection, for the views' models and for tests; write only
    // through apply().
    QSqlDatabase database() const { return m_database; }

Q_SIGNALS:
    void unitsChanged(const QList<qint64> &ids);
    void unitAdded(qint64 id);
    void unitRemoved(qint64 id);
    void clockChanged();
    // Sides, brigades, features, rulings or settings changed.
    void battleChanged();
    void logAppended(qint64 id);

private:
    Battle(QString path, QSqlDatabase database, bool readOnly);

    using Body = std::function<ActionOutcome(ActionContext &)>;
    // Runs an action in one transaction, logs it and commits it.
    ActionOutcome run(const QString &kind, const QJsonObject &request, RandomSource *random,
                      const Body &body);
    ActionOutcome undoOrRedo(bool undo, const QJsonObject &request);
    bool insertUnits(const QList<UnitRecord> &units, QList<qint64> *ids, QString *error);
    void announce(const QJsonArray &changes, bool reversed, qint64 logId);
    ActionOutcome refuseReadOnly() const;

    QString m_path;
    QSqlDatabase m_database;
    bool m_readOnly = false;
    std::unique_ptr<SeededRandom> m_random;
};

} // namespace Adc
