#pragma once

// A plain SQLite connection of the tests' own, to look at a battle file (or
// damage it) the way another program would.

#include "db/storage/statementcache.h"

#include <QAtomicInt>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

namespace Adc::Fixture {

class RawSqlite
{
public:
    explicit RawSqlite(const QString &path, bool readOnly = false)
    {
        static QAtomicInt counter;
        m_name = QStringLiteral("raw-sqlite-%1").arg(counter.fetchAndAddRelaxed(1));
        QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        database.setDatabaseName(path);
        if (readOnly)
            database.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        database.open();
    }
    ~RawSqlite()
    {
        {
            QSqlDatabase database = QSqlDatabase::database(m_name, false);
            Adc::StatementCache::forget(database);
            database.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    RawSqlite(const RawSqlite &) = delete;
    RawSqlite &operator=(const RawSqlite &) = delete;

    QSqlDatabase database() const { return QSqlDatabase::database(m_name, false); }
    bool isOpen() const { return database().isOpen(); }

    // Runs a statement; false (and the error in lastError) when it fails.
    bool exec(const QString &statement)
    {
        QSqlQuery query(database());
        const bool ok = query.exec(statement);
        m_lastError = query.lastError().text();
        return ok;
    }
    QVariant value(const QString &statement)
    {
        QSqlQuery query(database());
        if (!query.exec(statement) || !query.next()) {
            m_lastError = query.lastError().text();
            return QVariant();
        }
        return query.value(0);
    }
    const QString &lastError() const { return m_lastError; }

private:
    QString m_name;
    QString m_lastError;
};

inline QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

} // namespace Adc::Fixture
