#pragma once

#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

namespace Adc {

// Each proposal's checksum: a SHA-256 of every column `adc proposals` shows
// or an accept uses (id, side, number, units, action, turn, segment, time,
// state, reason, log entry), as stored, taken whenever the program writes
// the row, so a proposal changed by hand afterwards is found by `adc check`.
// Throws DatabaseError.
class ProposalChecksum
{
public:
    // The checksum of one proposal's columns' values, in columns() order.
    static QString of(const QVariantList &values);
    // Writes the checksum of the row as it now stands.
    static void seal(const QSqlDatabase &database, qint64 id);
    // Whether the row matches its checksum (false for a row not there).
    static bool holds(const QSqlDatabase &database, qint64 id);
    // Writes every row's checksum (an older battle's proposals, once).
    static void sealAll(const QSqlDatabase &database);
    // The ids of the rows that do not match their checksum, or have none
    // (none before version 8, which has no checksums).
    static QSet<qint64> broken(const QSqlDatabase &database);

private:
    static QString columns();
};

} // namespace Adc
