#pragma once

#include "core/common/result.h"

#include <QSqlDatabase>
#include <QString>

namespace Adc {

// Brings a battle up to Schema::kCurrentVersion one version at a time, each
// step in its own transaction, so a failure leaves the battle whole at the
// last version it reached. The same steps serve a file and a server.
//
// Version 1: the first schema.
// Version 2: features gain their capacity (how many units the feature holds,
//            from the terrain rules; NULL: no limit), and the log keeps the
//            before/after images of every row an action changed, with the
//            undone and redo-dropped flags, so undo and redo survive closing
//            the file. Entries written by version 1 carry no images and
//            cannot be undone.
// Version 3: the log is a hash chain: each entry holds the SHA-256 of what
//            it holds and of the entry before it (LogChain); the entries
//            already there are chained in order.
// Version 4: towns (seed 002, Fire At And In Town): units gain hidden (0 or
//            1) and edge_distance (inches from the edge of the town feature
//            they occupy, or NULL); features gain block ('farm', 'town' or
//            NULL for a feature that is no town). The log is untouched.
// Version 5: the schema version lives in a table both engines read
//            (schema_version), and each log entry names its station.
// Version 6: units gain seen (0 or 1): in sight of the other sides.
// Version 7: the sides' proposals (ProposalTable), kept beside the log:
//            never undone, never replayed.
// Version 8: each proposal keeps a checksum of what it holds
//            (ProposalChecksum); the proposals already there are sealed as
//            they stand.
class Migrations
{
public:
    // The battle's schema version: its schema_version table's, else a
    // file's PRAGMA user_version (0 for what is not a battle).
    static int version(const QSqlDatabase &database);

    // Writes the version 1 schema, the application id and user_version 1 to
    // an empty file, in one transaction.
    static Result<void> createVersion1(const QSqlDatabase &database);
    // Writes the whole current schema to an empty server database, inside
    // the caller's transaction: version 1, the server's additions, then each
    // step. Throws DatabaseError.
    static void createOnServer(const QSqlDatabase &database);
    // Inside the caller's transaction, on the version 1 schema: the battle
    // row and the clock of a new battle, on both engines however it is
    // made. Throws DatabaseError, naming a name that is not one line.
    static void writeFirstRows(const QSqlDatabase &database, const QString &name);
    // Inside the caller's transaction, once the battle's first rows are
    // written: every step from version 2 to the current one.
    static void upgradeFromVersion1(const QSqlDatabase &database);

    // While version < current: upgradeTo(version + 1).
    static Result<void> migrate(const QSqlDatabase &database);
    // One step, in its own transaction; the battle is left at version - 1
    // if it fails.
    static Result<void> upgradeTo(const QSqlDatabase &database, int version);

private:
    // The step's changes alone (no transaction, no version written).
    static void step(const QSqlDatabase &database, int version);
    static void setVersion(const QSqlDatabase &database, int version);
};

} // namespace Adc
