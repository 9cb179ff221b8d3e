#pragma once

#include "storage/battlestorage.h"

#include <QSqlDatabase>
#include <QString>
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

    // A new battle file named `name`; never overwrites. On failure nothing
    // is left behind.
    static Result<std::unique_ptr<SqliteStorage>> create(const QString &path, const QString &name);
    // An existing battle file, upgraded step by step. One that cannot be
    // written (or its folder) opens read-only.
    static Result<std::unique_ptr<SqliteStorage>> open(const QString &path, bool readOnly);

    QString path() const override { return m_path; }
    bool isReadOnly() const override { return m_readOnly; }
    QSqlDatabase connection() const override { return m_database; }

    void begin() override;
    void commit() override;
    void rollback() override;

    // By SQLite's online backup.
    Result<void> saveCopy(const QString &path) const override;
    QString canonicalDump() const override;

private:
    SqliteStorage(QString path, QSqlDatabase database, bool readOnly);

    QString m_path;
    QSqlDatabase m_database;
    bool m_readOnly = false;
};

} // namespace Adc
