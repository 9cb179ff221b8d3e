#pragma once

// The PostgreSQL server the tests of battles on a server use: the cluster
// tools/pg-cluster starts (tools/adc-dev test runs every test beside one),
// named by ADC_TEST_PG_URL. A suite registered for both engines runs a
// second time with ADC_TEST_ENGINE=server: its battles are then made on the
// server, one database each. A test that expects the server and cannot reach
// it fails; it is never skipped.

#include "testfailure.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUrl>

namespace TestServer {

// Whether this run of the suite keeps its battles on the server.
inline bool enabled()
{
    return qEnvironmentVariable("ADC_TEST_ENGINE") == QLatin1String("server");
}

// The administrator's address of the test server; without it, an empty one
// and the test failed.
inline QUrl adminUrl()
{
    const QString url = qEnvironmentVariable("ADC_TEST_PG_URL");
    if (url.isEmpty())
        ADC_FAIL(QStringLiteral("this test needs the test PostgreSQL server, but ADC_TEST_PG_URL "
                                "is not set: run the tests under tools/pg-cluster (tools/adc-dev "
                                "test does)"));
    return QUrl(url);
}

// `database` on the test server, as a battle address; empty when there is
// no database (freshDatabase() failed) or no server, so that nothing is
// made in the server's default database or in a file named like one.
inline QString urlOf(const QString &database, const QString &user = QString())
{
    QUrl url = adminUrl();
    if (database.isEmpty() || url.isEmpty())
        return QString();
    if (!user.isEmpty())
        url.setUserName(user);
    url.setPath(QLatin1Char('/') + database);
    return url.toString();
}

// Runs a statement as the administrator on `database`; what went wrong, or
// nothing.
inline QString tryAdmin(const QString &statement,
                        const QString &database = QStringLiteral("postgres"))
{
    const QUrl url = adminUrl();
    if (url.isEmpty())
        return QStringLiteral("no test PostgreSQL server (ADC_TEST_PG_URL)");
    const QString name = QStringLiteral("adc-test-admin");
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(url.host());
        db.setPort(url.port(5432));
        db.setUserName(url.userName());
        db.setDatabaseName(database);
        if (!db.open()) {
            error = QStringLiteral("the test PostgreSQL server %1 cannot be reached: %2")
                        .arg(url.toString(), db.lastError().text());
        } else {
            QSqlQuery query(db);
            if (!query.exec(statement))
                error = QStringLiteral("the test server refused %1: %2")
                            .arg(statement, query.lastError().text());
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

// Runs one statement as the administrator on `database`; false, and the
// test failed, if the server cannot be reached or refuses it.
inline bool admin(const QString &statement, const QString &database = QStringLiteral("postgres"))
{
    const QString error = tryAdmin(statement, database);
    if (!error.isEmpty())
        ADC_FAIL(error);
    return error.isEmpty();
}

// The first value of a query run as the administrator on `database`; an
// invalid QVariant when the server refuses it.
inline QVariant valueOf(const QString &statement, const QString &database)
{
    const QUrl url = adminUrl();
    const QString name = QStringLiteral("adc-test-value");
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(url.host());
        db.setPort(url.port(5432));
        db.setUserName(url.userName());
        db.setDatabaseName(database);
        QSqlQuery query(db.open() ? db : QSqlDatabase());
        if (query.exec(statement) && query.next())
            value = query.value(0);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

// A new, empty database on the test server; gives its name, or an empty one
// and the test failed.
inline QString freshDatabase()
{
    static QAtomicInt counter;
    // The process id, and a random part: Windows (Wine) gives a finished
    // test's id to the next one at once, and the cluster keeps its databases.
    static const quint32 run = QRandomGenerator::global()->generate();
    const QString name = QStringLiteral("adc_%1_%2_%3")
                             .arg(QCoreApplication::applicationPid())
                             .arg(run, 8, 16, QLatin1Char('0'))
                             .arg(counter.fetchAndAddRelaxed(1));
    return admin(QStringLiteral("CREATE DATABASE %1").arg(name)) ? name : QString();
}

// Removes a database made by freshDatabase() (no connection may be open).
inline void dropDatabase(const QString &name)
{
    if (!name.isEmpty())
        admin(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name));
}

// The databases this program emptied after their battles, for its next
// ones: making a database takes the server some 0.2 s, emptying one 0.05 s,
// and a suite's run on the server makes hundreds of battles.
inline QStringList &emptiedDatabases()
{
    static QStringList names;
    return names;
}

// A database for a test battle: one emptied by giveBackDatabase(), else a
// fresh one; empty, and the test failed, when none can be had.
inline QString battleDatabase()
{
    QStringList &emptied = emptiedDatabases();
    return emptied.isEmpty() ? freshDatabase() : emptied.takeLast();
}

// Empties a test battle's database for the next battle, as a new database
// is: its connections ended, its schema made anew as the server first makes
// it. One that cannot be emptied is dropped.
inline void giveBackDatabase(const QString &name)
{
    if (name.isEmpty())
        return;
    const QString ended = tryAdmin(QStringLiteral("SELECT pg_terminate_backend(pid) FROM "
                                                  "pg_stat_activity WHERE datname = '%1' AND "
                                                  "pid <> pg_backend_pid()")
                                       .arg(name));
    const QString emptied = ended.isEmpty()
        ? tryAdmin(QStringLiteral("SET lock_timeout = '10s'; DROP SCHEMA public CASCADE; "
                                  "CREATE SCHEMA public AUTHORIZATION pg_database_owner; "
                                  "GRANT USAGE ON SCHEMA public TO PUBLIC"),
                   name)
        : ended;
    if (emptied.isEmpty())
        emptiedDatabases().append(name);
    else
        dropDatabase(name);
}

} // namespace TestServer
