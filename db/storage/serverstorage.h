#pragma once

#include "db/storage/battlestorage.h"
#include "db/storage/serveraddress.h"

#include <QSqlDatabase>
#include <QString>
#include <memory>

namespace Adc {

// A battle kept in a PostgreSQL database (one battle per database), read
// and written through Qt's QPSQL driver with the same schema, migrations and
// tables as a file. Each action is one serializable transaction: a station
// that loses a race to another is told to run its action again
// (DatabaseError::isRetryable), on the battle as the other left it.
class ServerStorage : public BattleStorage
{
public:
    ~ServerStorage() override;
    ServerStorage(const ServerStorage &) = delete;
    ServerStorage &operator=(const ServerStorage &) = delete;

    // A new battle named `name` in an empty database, its whole schema and
    // first rows in one transaction: on failure nothing is left behind.
    static Result<std::unique_ptr<ServerStorage>> create(const QString &url, const QString &name);
    // An existing server battle, upgraded step by step. A role that may only
    // read (an observer) opens it read-only, as does `readOnly`.
    static Result<std::unique_ptr<ServerStorage>> open(const QString &url, bool readOnly);

    // Takes away a battle that could not be filled (a copy that failed):
    // its tables and its id function.
    static void remove(const QString &url);

    QString path() const override { return m_address.shown(); }
    bool isReadOnly() const override { return !m_readOnlyReason.isEmpty(); }
    QString readOnlyReason() const override { return m_readOnlyReason; }
    QSqlDatabase connection() const override { return m_database; }

    void begin() override;
    void commit() override;
    void rollback() override;

    // A server battle is copied with adc copy, not as a file.
    Result<void> saveCopy(const QString &path) const override;
    // The file's checks do not apply; says which server holds the battle.
    void checkStorage(CheckReport *report) const override;
    QString canonicalDump() const override;
    // The latest log entry's id: every action writes one.
    qint64 changeMarker() const override;
    // LISTEN on the battle's channel; each action's commit NOTIFYs it.
    bool watch(QObject *context, const std::function<void()> &changed) override;
    bool isConnected() const override;
    // Opens the battle again as open() did, on a new connection.
    Result<void> reconnect() override;

private:
    ServerStorage(ServerAddress address, QSqlDatabase database, QString readOnlyReason);

    // What open() was given, for reconnect().
    QString m_url;
    bool m_openedReadOnly = false;
    ServerAddress m_address;
    QSqlDatabase m_database;
    QString m_readOnlyReason;
};

} // namespace Adc
