#pragma once

#include "db/tables/logoutcome.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace Adc {

// One entry of the battle's log: an action with every die it used (inputs),
// what it did (result), and the images of the rows it changed, from which
// undo and redo restore the battle.
struct LogEntry
{
    qint64 id = 0;
    QDateTime time; // UTC
    QString kind; // the action: fire, discipline, ..., undo, redo
    QString summary;
    int turn = 1;
    int segment = 1;
    // The station (an umpire's machine, --station) that wrote it; empty for
    // an entry written before stations were kept.
    QString station;
    // The action object as applied, every die filled in: applying it again
    // on the state before it gives the same result.
    QJsonObject inputs;
    QJsonObject result;
    // The same as the views read it, typed (read with the row).
    LogOutcome outcome;
    // [{"table", "key", "before", "after"}]; empty for an entry that changed
    // nothing or was written by a version without images.
    QJsonArray changes;
    bool hasImages = false;
    bool undone = false;
    // Undone, then a new action was applied: it can no longer be redone.
    bool redoDropped = false;

    // Whether undo and redo treat it as an action: every entry but undo and
    // redo entries and the players' view addresses, one that changed nothing
    // (a roll for the log) included.
    bool isUndoable() const;
    // A players' view address issued or renewed: undo and redo pass over it
    // (undone, a renewed address would open again to whoever held it), and
    // it does not end what can be redone.
    bool isAddress() const;
    // The summary, or the kind for an entry without one.
    QString caption() const { return summary.isEmpty() ? kind : summary; }
    // The entry for `adc log` (without the row images).
    QJsonObject toJson() const;
};

} // namespace Adc
