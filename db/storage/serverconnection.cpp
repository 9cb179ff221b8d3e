#include "db/storage/serverconnection.h"

#include "db/storage/statementcache.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace Adc {

namespace {

// libpq's own message for a connection that failed, read for its cause.
QString whyNot(const ServerAddress &address, const QSqlError &error)
{
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    const QString said = detail.simplified();
    const QString shown = address.shown() + QLatin1String(": ");
    if (said.contains(QLatin1String("password")) || said.contains(QLatin1String("authentication"))
        || (said.contains(QLatin1String("role")) && said.contains(QLatin1String("does not exist"))))
        return shown
            + QCoreApplication::translate(
                  "Adc::ServerConnection",
                  "the server refused the user name or password (%1); a password comes from "
                  "PGPASSWORD, ~/.pgpass or PGSERVICE")
                  .arg(said);
    if (said.contains(QLatin1String("database")) && said.contains(QLatin1String("does not exist")))
        return shown
            + QCoreApplication::translate(
                  "Adc::ServerConnection",
                  "the server has no such database (%1); create it first (createdb)")
                  .arg(said);
    if (said.contains(QLatin1String("could not connect"))
        || said.contains(QLatin1String("Connection refused"))
        || said.contains(QLatin1String("could not translate host name"))
        || said.contains(QLatin1String("timeout expired"))
        || said.contains(QLatin1String("No such file or directory")))
        return shown
            + QCoreApplication::translate("Adc::ServerConnection",
                                          "the server cannot be reached (%1)")
                  .arg(said);
    return shown
        + QCoreApplication::translate("Adc::ServerConnection", "cannot connect to the server (%1)")
              .arg(said);
}

} // namespace

Result<QSqlDatabase> ServerConnection::connect(const ServerAddress &address)
{
    static QAtomicInt counter;
    const QString name = QStringLiteral("adc-server-%1").arg(counter.fetchAndAddRelaxed(1));
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    if (!database.isValid()) {
        database = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        return Failure::failed(
            address.shown()
            + QCoreApplication::translate(
                "Adc::ServerConnection",
                ": this program cannot reach PostgreSQL servers: Qt's PostgreSQL "
                "driver (QPSQL, Debian package libqt6sql6-psql) is not installed"));
    }
    database.setHostName(address.host());
    if (address.port() >= 0)
        database.setPort(address.port());
    database.setUserName(address.user());
    database.setDatabaseName(address.database());
    QStringList options = address.options();
    if (options.filter(QStringLiteral("connect_timeout=")).isEmpty())
        options.append(QStringLiteral("connect_timeout=10"));
    if (options.filter(QStringLiteral("application_name=")).isEmpty())
        options.append(QStringLiteral("application_name=aide-de-camp"));
    database.setConnectOptions(options.join(QLatin1Char(';')));
    if (!database.open()) {
        const QString why = whyNot(address, database.lastError());
        disconnect(database);
        return Failure::failed(why);
    }
    QSqlQuery quiet(database);
    quiet.exec(QStringLiteral("SET client_min_messages = warning"));
    return database;
}

void ServerConnection::disconnect(QSqlDatabase &database)
{
    const QString name = database.connectionName();
    StatementCache::forget(database);
    if (database.isOpen())
        database.close();
    database = QSqlDatabase();
    if (!name.isEmpty())
        QSqlDatabase::removeDatabase(name);
}

bool ServerConnection::mayWrite(const QSqlDatabase &database)
{
    QSqlQuery query(database);
    return query.exec(QStringLiteral("SELECT has_table_privilege('log', 'INSERT')"
                                     " AND has_table_privilege('units', 'UPDATE')"))
        && query.next() && query.value(0).toBool();
}

bool ServerConnection::hasTables(const QSqlDatabase &database)
{
    QSqlQuery query(database);
    return query.exec(QStringLiteral("SELECT COUNT(*) FROM pg_tables"
                                     " WHERE schemaname = current_schema()"))
        && query.next() && query.value(0).toLongLong() > 0;
}

} // namespace Adc
