#pragma once

#include "db/tables/logentry.h"

#include <QList>
#include <QSqlDatabase>
#include <QStringList>
#include <optional>

namespace Adc {

// The battle's log: one row per action, kept for good. Undo and redo mark
// entries (undone, redo dropped) and add entries of their own; nothing is
// ever deleted. Failures throw DatabaseError.
class LogTable
{
public:
    explicit LogTable(QSqlDatabase database);

    // Writes the entry (its id and time are set here) and gives its id.
    qint64 append(LogEntry entry);
    QList<LogEntry> all() const;
    // Every entry without its inputs, result and row images.
    QList<LogEntry> headers() const;
    std::optional<LogEntry> find(qint64 id) const;
    // The entries of one turn of the given kinds that are not undone, oldest first.
    QList<LogEntry> ofTurn(int turn, const QStringList &kinds) const;
    // The highest entry id (0 when the log is empty), and the entries after
    // an id, oldest first.
    qint64 lastId() const;
    QList<LogEntry> after(qint64 id) const;
    // Every entry of the given kinds that is not undone, oldest first.
    QList<LogEntry> ofKinds(const QStringList &kinds) const;
    // The latest entry of a kind that is not undone, if any; whether an
    // entry of a kind, not undone, comes after entry `id`.
    std::optional<LogEntry> latestOfKind(const QString &kind) const;
    bool hasOfKindAfter(qint64 id, const QString &kind) const;

    // The entry undo would take back: the latest action not undone, if any.
    std::optional<LogEntry> undoTarget() const;
    // The entry redo would apply again: the earliest undone action whose
    // redo was not dropped by a later action.
    std::optional<LogEntry> redoTarget() const;

    void setUndone(qint64 id, bool undone);
    // A new action after an undo: the undone entries can no longer be redone.
    void dropRedo();

private:
    QList<LogEntry> select(const QString &where, const QVariantList &values) const;

    QSqlDatabase m_database;
};

} // namespace Adc
