#pragma once

#include "db/storage/checkreport.h"

#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

namespace Adc {

// The log's hash chain: each entry stores a SHA-256 of what was written when
// it was appended (time, kind, summary, turn, segment, inputs, result,
// changes, as stored; then its station when it has one, so entries written
// before stations were kept verify as they were written) and of the entry
// before it, so an entry edited or lost
// afterwards is found. The undone and redo-dropped flags change later and are
// not hashed (LogAudit checks them against the undo and redo entries).
class LogChain
{
public:
    // The hashed columns, in order, as a SELECT list (the station aside).
    static QString columns();
    // The values an entry's hash covers: the columns' values, and its
    // station when it has one.
    static QVariantList hashed(QVariantList values, const QString &station);
    // The hash of one entry from its hashed columns' values and the hash of
    // the entry before it (empty for the first entry): SHA-256 of the compact
    // JSON array of them all. A JSON column's value may be given as the UTF-8
    // QJsonDocument wrote (a QByteArray), as it is before it is stored.
    static QString hash(const QVariantList &values, const QString &previous);
    // The latest entry's hash; empty when the log is empty. Throws
    // DatabaseError.
    static QString lastHash(const QSqlDatabase &database);
    // Writes every entry's hash, in order (an older battle's log, once).
    static void rehashAll(const QSqlDatabase &database);
    // Walks the chain: names each entry whose hash does not match what it
    // holds, and each gap where entries were removed.
    static void verify(const QSqlDatabase &database, CheckReport *report);
};

} // namespace Adc
