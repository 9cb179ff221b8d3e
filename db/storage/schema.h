#pragma once

#include <QString>
#include <QStringList>

namespace Adc {

// The battle file's tables. Each version's DDL is frozen once shipped: a
// fresh file is created at version 1 and brought up to date by Migrations,
// so every file, new or old, goes through the same steps.
class Schema
{
public:
    // PRAGMA application_id of every battle file ("AdC!"), so a SQLite file
    // of some other program is recognised before anything is written to it.
    static constexpr int kApplicationId = 0x41644321;
    // The schema version this program writes and reads: in the
    // schema_version table from version 5 on (both engines read it), and for
    // a file also in PRAGMA user_version (what older programs read).
    static constexpr int kCurrentVersion = 9;

    // Version 1, as first shipped: battle, sides, brigades, features, units,
    // clock, log, settings.
    static const QStringList &version1Statements();

    // What a server battle has beside the shared tables: integer ids given
    // as SQLite gives them (the highest plus one, so ids on both engines and
    // in the log read the same), foreign keys that may be deferred to the
    // commit (as undo restores rows in any order).
    static const QStringList &serverStatements();

    // The tables that hold the state of the battle (not the log), in the
    // order the canonical dump lists them and an image restore may touch
    // them.
    static const QStringList &stateTables();
    // Every table a battle file must have.
    static const QStringList &requiredTables();
    // The primary key column of a state table.
    static QString primaryKey(const QString &table);
};

} // namespace Adc
