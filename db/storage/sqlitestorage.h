#pragma once

#include "db/storage/battlestorage.h"

#include <QSqlDatabase>
#include <QString>
#include <functional>
#include <memory>

namespace Adc {

// Everything that knows the battle is an SQLite file: checking what is at
// the path, the connection and its pragmas, the schema's versions, the
// transactions and the backup API. The tables and actions above it speak
// plain Qt Sql, so a server database can stand beside this class.
class SqliteStorage : public BattleStorage
{
public:
    ~SqliteStorage() override;
    SqliteStorage(const SqliteStorage &) = delete;
    SqliteStorage &operator=(const SqliteStorage &) = delete;

    // Fills a battle file just made, given its (temporary) path: opens it,
    // writes, and closes it again before it returns.
    using Filler = std::function<Result<void>(const QString &file)>;
    // A new battle file named `name`, filled by `fill` when given; never
    // overwrites. It is made whole under a temporary name beside `path`
    // (NewBattleFile) and put there once closed: killed at any moment, or
    // failing, it leaves at `path` nothing or the whole battle.
    static Result<void> make(const QString &path, const QString &name, const Filler &fill = {});
    // A new, empty battle file (make), opened.
    static Result<std::unique_ptr<SqliteStorage>> create(const QString &path, const QString &name);
    // An existing battle file, upgraded step by step. One that cannot be
    // written (or its folder) opens read-only.
    static Result<std::unique_ptr<SqliteStorage>> open(const QString &path, bool readOnly);
    // A battle file's bytes, opened in memory (nothing is written to disk):
    // checked, upgraded and writable as a file would be. `name` stands for
    // the file in messages.
    static Result<std::unique_ptr<SqliteStorage>> openBytes(const QByteArray &bytes,
                                                            const QString &name);

    QString path() const override { return m_path; }
    bool isReadOnly() const override { return !m_readOnlyReason.isEmpty(); }
    QString readOnlyReason() const override { return m_readOnlyReason; }
    QSqlDatabase connection() const override { return m_database; }

    void begin() override;
    void commit() override;
    void rollback() override;

    // By SQLite's online backup (SqliteBackup).
    Result<void> saveCopy(const QString &path) const override;
    QString canonicalDump() const override;
    // PRAGMA data_version.
    qint64 changeMarker() const override;
    // The file itself (SqliteCheck).
    void checkStorage(CheckReport *report) const override;

private:
    SqliteStorage(QString path, QSqlDatabase database, QString readOnlyReason);

    QString m_path;
    QSqlDatabase m_database;
    QString m_readOnlyReason;
};

} // namespace Adc
