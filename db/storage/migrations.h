#pragma once

#include "common/result.h"

#include <QSqlDatabase>
#include <QString>

namespace Adc {

// Brings a battle file up to Schema::kCurrentVersion one version at a time
// (PRAGMA user_version), each step in its own transaction, so a failure
// leaves the file whole at the last version it reached.
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
class Migrations
{
public:
    // The file's PRAGMA user_version (0 for a file that is not a battle).
    static int version(const QSqlDatabase &database);

    // Writes the version 1 schema, the application id and user_version 1 to
    // an empty file, in one transaction.
    static Result<void> createVersion1(const QSqlDatabase &database);

    // While version < current: upgradeTo(version + 1).
    static Result<void> migrate(const QSqlDatabase &database);
    // One step, in its own transaction; the file is left at version - 1 if it
    // fails.
    static Result<void> upgradeTo(const QSqlDatabase &database, int version);
};

} // namespace Adc
