// A battle on a PostgreSQL server (the throwaway cluster of tools/pg-cluster):
// the same schema, migrations, actions, log and undo as a file, its version
// in a table both engines read, and a clear message naming the server for
// each way a server or a database can be wrong.

#include "core/dice/scriptedrandom.h"
#include "db/battle/battle.h"
#include "db/battle/station.h"
#include "db/battlefixture.h"
#include "db/battleinternals.h"
#include "db/resulttesting.h"
#include "db/storage/schema.h"
#include "testserver.h"
#include "testsuite.h"

#include <QDeadlineTimer>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>
#include <atomic>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

const char *const kUnit = R"({"name": "1/42nd", "side": "Britain", "brigade": "Pack",
    "arm": "infantry", "castings": 12, "cw": 12, "ap": 8})";
const char *const kOther = R"({"name": "1/45e", "side": "France", "brigade": "Bachelu",
    "arm": "infantry", "castings": 12, "cw": 12, "ap": 8})";

// The same actions on any battle: two units, a fire, an edit, an undo.
void play(Battle &battle)
{
    for (const char *unit : { kUnit, kOther })
        QVERIFY(battle
                    .apply({ { QStringLiteral("action"), QStringLiteral("add-unit") },
                             { QStringLiteral("unit"), object(unit) } })
                    .ok());
    ScriptedRandom dice({ 7 });
    const ActionOutcome fired = battle.apply(
        object(R"({"action": "fire", "firers": [2], "target": 1, "range": 3})"), &dice);
    QVERIFY2(fired.ok(), qPrintable(fired.error()));
    QVERIFY(battle
                .apply(object(R"({"action": "edit", "unit": 1, "field": "morale",
        "value": "shaken"})"))
                .ok());
    QVERIFY(
        battle.apply(object(R"({"action": "edit", "unit": 2, "field": "cw", "value": 5})")).ok());
    QVERIFY(battle.apply(object(R"({"action": "undo"})")).ok());
}

// Each table's columns in order, with the kind of value each reads back as.
QStringList columnsRead(const Battle &battle)
{
    QStringList columns;
    for (const QString &table : Schema::requiredTables()) {
        QSqlQuery query(BattleInternals::connection(battle));
        query.exec(QStringLiteral("SELECT * FROM %1").arg(table));
        const QSqlRecord record = query.record();
        for (int i = 0; i < record.count(); ++i)
            columns.append(table + QLatin1Char('.') + record.fieldName(i));
    }
    return columns;
}

QString errorOf(const QString &url)
{
    QString error;
    const std::unique_ptr<Battle> battle = valueOf(Battle::open(url), &error);
    return battle ? QStringLiteral("opened") : error;
}

} // namespace

class tst_ServerStorage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameBattleOnBothEngines();
    void versionInATableBothRead();
    void logNamesTheStation();
    void reopenedKeepsUndoAndRedo();
    void unreachableServer();
    void wrongCredentials();
    void noSuchDatabase();
    void emptyDatabaseIsNotABattle();
    void otherTablesAreNotABattle();
    void newerVersionRefused();
    void initRefusesADatabaseWithTables();
    void passwordInTheAddressRefused();
    void readOnlyRole();
    void anotherStationHearsAtOnce();
    void lostRaceIsRunAgain();
    void lostConnectionLeavesNothingHalfDone();
    void failedCreateLeavesNothing();
};

void tst_ServerStorage::sameBattleOnBothEngines()
{
    QTemporaryDir dir;
    const QString database = TestServer::freshDatabase();
    QString error;
    std::unique_ptr<Battle> file = valueOf(
        Battle::create(dir.filePath(QStringLiteral("b.adc")), QStringLiteral("Ligny")), &error);
    QVERIFY2(file, qPrintable(error));
    std::unique_ptr<Battle> server
        = valueOf(Battle::create(TestServer::urlOf(database), QStringLiteral("Ligny")), &error);
    QVERIFY2(server, qPrintable(error));
    play(*file);
    play(*server);
    QCOMPARE(server->canonicalDump(), file->canonicalDump());
    QCOMPARE(columnsRead(*server), columnsRead(*file));
    const QList<LogEntry> fileLog = file->log();
    const QList<LogEntry> serverLog = server->log();
    QCOMPARE(serverLog.size(), fileLog.size());
    for (qsizetype i = 0; i < fileLog.size(); ++i) {
        QCOMPARE(serverLog.at(i).id, fileLog.at(i).id);
        QCOMPARE(serverLog.at(i).inputs, fileLog.at(i).inputs);
        QCOMPARE(serverLog.at(i).result, fileLog.at(i).result);
        QCOMPARE(serverLog.at(i).changes, fileLog.at(i).changes);
    }
    const CheckReport report = server->check();
    QVERIFY2(report.ok(), qPrintable(report.problems.join(QLatin1Char('\n'))));
    QVERIFY(report.checks.join(QLatin1Char(' ')).contains(QLatin1String("PostgreSQL")));
    server.reset();
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::versionInATableBothRead()
{
    QTemporaryDir dir;
    const QString database = TestServer::freshDatabase();
    QString error;
    for (const QString &path :
         { dir.filePath(QStringLiteral("v.adc")), TestServer::urlOf(database) }) {
        const std::unique_ptr<Battle> battle
            = valueOf(Battle::create(path, QStringLiteral("Wavre")), &error);
        QVERIFY2(battle, qPrintable(error));
        QSqlQuery query(BattleInternals::connection(*battle));
        QVERIFY(query.exec(QStringLiteral("SELECT version FROM schema_version")) && query.next());
        QCOMPARE(query.value(0).toInt(), Schema::kCurrentVersion);
    }
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::logNamesTheStation()
{
    const QString database = TestServer::freshDatabase();
    QString error;
    Station::set(QStringLiteral("table-2"));
    std::unique_ptr<Battle> battle = valueOf(
        Battle::create(TestServer::urlOf(database), QStringLiteral("Plancenoit")), &error);
    QVERIFY2(battle, qPrintable(error));
    QVERIFY(battle
                ->apply({ { QStringLiteral("action"), QStringLiteral("add-unit") },
                          { QStringLiteral("unit"), object(kUnit) } })
                .ok());
    Station::set(QStringLiteral("table-3"));
    std::unique_ptr<Battle> other = valueOf(Battle::open(TestServer::urlOf(database)), &error);
    QVERIFY2(other, qPrintable(error));
    QCOMPARE(other->log().first().station, QStringLiteral("table-2"));
    QCOMPARE(other->log().first().toJson().value(QStringLiteral("station")).toString(),
             QStringLiteral("table-2"));
    // Undo from another station takes back the latest entry and says whose.
    QVERIFY(other->undoText().contains(QLatin1String("table-2")));
    const ActionOutcome undone = other->apply(object(R"({"action": "undo"})"));
    QVERIFY(undone.ok());
    QCOMPARE(answerOf(undone).value(QStringLiteral("station")).toString(),
             QStringLiteral("table-2"));
    QCOMPARE(other->log().last().station, QStringLiteral("table-3"));
    QVERIFY(other->check().ok());
    Station::set(QString());
    battle.reset();
    other.reset();
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::reopenedKeepsUndoAndRedo()
{
    const QString database = TestServer::freshDatabase();
    QString error;
    std::unique_ptr<Battle> battle
        = valueOf(Battle::create(TestServer::urlOf(database), QStringLiteral("Ligny")), &error);
    QVERIFY2(battle, qPrintable(error));
    play(*battle);
    const QString before = battle->canonicalDump();
    battle.reset();
    battle = valueOf(Battle::open(TestServer::urlOf(database)), &error);
    QVERIFY2(battle, qPrintable(error));
    QCOMPARE(battle->canonicalDump(), before);
    QVERIFY(battle->apply(object(R"({"action": "redo"})")).ok());
    QCOMPARE(battle->unit(2)->cw, 5);
    QVERIFY(battle->apply(object(R"({"action": "undo"})")).ok());
    QCOMPARE(battle->canonicalDump(), before);
    battle.reset();
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::unreachableServer()
{
    const QString url = QStringLiteral("postgresql://postgres@127.0.0.1:1/battle");
    const QString error = errorOf(url);
    QVERIFY2(error.startsWith(url + QLatin1String(": the server cannot be reached")),
             qPrintable(error));
}

void tst_ServerStorage::wrongCredentials()
{
    const QString database = TestServer::freshDatabase();
    const QString role = qEnvironmentVariable("ADC_TEST_PG_PASSWORD_ROLE");
    QVERIFY2(!role.isEmpty(), "ADC_TEST_PG_PASSWORD_ROLE: run under tools/pg-cluster");
    const QString url = TestServer::urlOf(database, role);
    qputenv("PGPASSWORD", "wrong-password");
    const QString error = errorOf(url);
    qunsetenv("PGPASSWORD");
    QVERIFY2(
        error.startsWith(url + QLatin1String(": the server refused the user name or password")),
        qPrintable(error));
    QVERIFY(!error.contains(QLatin1String("wrong-password")));
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::noSuchDatabase()
{
    const QString url = TestServer::urlOf(QStringLiteral("no_such_battle"));
    const QString error = errorOf(url);
    QVERIFY2(error.startsWith(url + QLatin1String(": the server has no such database")),
             qPrintable(error));
}

void tst_ServerStorage::emptyDatabaseIsNotABattle()
{
    const QString database = TestServer::freshDatabase();
    const QString url = TestServer::urlOf(database);
    QCOMPARE(errorOf(url),
             url
                 + QLatin1String(": the database is empty, not a battle (make one "
                                 "there with adc init --db)"));
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::otherTablesAreNotABattle()
{
    const QString database = TestServer::freshDatabase();
    TestServer::admin(QStringLiteral("CREATE TABLE invoices (id INTEGER PRIMARY KEY)"), database);
    const QString url = TestServer::urlOf(database);
    QCOMPARE(errorOf(url),
             url
                 + QLatin1String(": the database is not a battle (it has no "
                                 "schema_version table)"));
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::newerVersionRefused()
{
    const QString database = TestServer::freshDatabase();
    const QString url = TestServer::urlOf(database);
    QString error;
    QVERIFY2(valueOf(Battle::create(url, QStringLiteral("Wavre")), &error), qPrintable(error));
    TestServer::admin(QStringLiteral("UPDATE schema_version SET version = 99"), database);
    QCOMPARE(errorOf(url),
             url
                 + QStringLiteral(": the battle was written by a newer Aide-de-Camp (battle "
                                  "version 99; this program reads up to version %1)")
                       .arg(Schema::kCurrentVersion));
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::initRefusesADatabaseWithTables()
{
    const QString database = TestServer::freshDatabase();
    TestServer::admin(QStringLiteral("CREATE TABLE invoices (id INTEGER PRIMARY KEY)"), database);
    const QString url = TestServer::urlOf(database);
    QString error;
    QVERIFY(!valueOf(Battle::create(url, QStringLiteral("Wavre")), &error));
    QVERIFY2(error.contains(QLatin1String("already holds tables")), qPrintable(error));
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::passwordInTheAddressRefused()
{
    const QString error = errorOf(QStringLiteral("postgresql://umpire:secret@127.0.0.1/battle"));
    QVERIFY2(error.contains(QLatin1String("never holds a password")), qPrintable(error));
    QVERIFY(!error.contains(QLatin1String("secret")));
}

void tst_ServerStorage::readOnlyRole()
{
    const QString database = TestServer::freshDatabase();
    QString error;
    std::unique_ptr<Battle> battle
        = valueOf(Battle::create(TestServer::urlOf(database), QStringLiteral("Ligny")), &error);
    QVERIFY2(battle, qPrintable(error));
    play(*battle);
    battle.reset();
    TestServer::admin(QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE "
                                     "rolname = 'observer') THEN CREATE ROLE observer LOGIN; END "
                                     "IF; END $$"));
    TestServer::admin(QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO observer"),
                      database);
    std::unique_ptr<Battle> observer
        = valueOf(Battle::open(TestServer::urlOf(database, QStringLiteral("observer"))), &error);
    QVERIFY2(observer, qPrintable(error));
    QVERIFY(observer->isReadOnly());
    QVERIFY2(observer->readOnlyReason().contains(QLatin1String("observer")),
             qPrintable(observer->readOnlyReason()));
    QCOMPARE(observer->units().size(), 2);
    const ActionOutcome refused = observer->apply(object(R"({"action": "undo"})"));
    QVERIFY(!refused.ok());
    QVERIFY(refused.error().contains(QLatin1String("read-only")));
    observer.reset();
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::anotherStationHearsAtOnce()
{
    const QString database = TestServer::freshDatabase();
    QString error;
    std::unique_ptr<Battle> writer
        = valueOf(Battle::create(TestServer::urlOf(database), QStringLiteral("Ligny")), &error);
    QVERIFY2(writer, qPrintable(error));
    std::unique_ptr<Battle> reader = valueOf(Battle::open(TestServer::urlOf(database)), &error);
    QVERIFY2(reader, qPrintable(error));
    QVERIFY(reader->isLive());
    QSignalSpy added(reader.get(), &Battle::unitAdded);
    QSignalSpy elsewhere(reader.get(), &Battle::changedElsewhere);
    QVERIFY(writer
                ->apply({ { QStringLiteral("action"), QStringLiteral("add-unit") },
                          { QStringLiteral("unit"), object(kUnit) } })
                .ok());
    // Heard through the event loop, with no one polling.
    QVERIFY(added.wait(1000));
    QCOMPARE(added.first().first().toLongLong(), 1);
    QCOMPARE(elsewhere.size(), 1);
    QCOMPARE(reader->units().size(), 1);
    // Its own actions are not announced twice: once it has heard of the
    // reader's next change (the server's notices come in commit order), it
    // has announced nothing more of its own undo, alone or with that change.
    QSignalSpy writerElsewhere(writer.get(), &Battle::changedElsewhere);
    QVERIFY(writer->apply(object(R"({"action": "undo"})")).ok());
    QTRY_COMPARE_WITH_TIMEOUT(reader->units().size(), 0, 1000);
    QSignalSpy writerRemoved(writer.get(), &Battle::unitRemoved);
    QSignalSpy writerAdded(writer.get(), &Battle::unitAdded);
    QVERIFY(reader
                ->apply({ { QStringLiteral("action"), QStringLiteral("add-unit") },
                          { QStringLiteral("unit"), object(kOther) } })
                .ok());
    QVERIFY(writerAdded.wait(10000));
    QCOMPARE(writerElsewhere.size(), 1);
    QCOMPARE(writerRemoved.size(), 0);
    writer.reset();
    reader.reset();
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::lostRaceIsRunAgain()
{
    const QString database = TestServer::freshDatabase();
    QString error;
    std::unique_ptr<Battle> battle
        = valueOf(Battle::create(TestServer::urlOf(database), QStringLiteral("Ligny")), &error);
    QVERIFY2(battle, qPrintable(error));
    play(*battle);
    QSqlQuery backend(BattleInternals::connection(*battle));
    QVERIFY(backend.exec(QStringLiteral("SELECT pg_backend_pid()")) && backend.next());
    const qint64 pid = backend.value(0).toLongLong();
    const QUrl url = TestServer::adminUrl();
    // Another program holds unit 1 in a transaction of its own, and commits
    // it once the action waits for the row: the action's serializable
    // transaction fails, and is run again on the battle as it then stands.
    QSemaphore holding;
    std::atomic<bool> applied { false };
    std::atomic<bool> waited { false };
    // A QThread, not a std::thread: a thread Qt had to adopt crashed as it
    // ended under Windows's runtime, after its connection was removed.
    std::unique_ptr<QThread> outside(QThread::create([&] {
        {
            QSqlDatabase db
                = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("outside"));
            db.setHostName(url.host());
            db.setPort(url.port());
            db.setUserName(url.userName());
            db.setDatabaseName(database);
            QSqlQuery query(db.open() ? db : QSqlDatabase());
            query.exec(QStringLiteral("BEGIN"));
            query.exec(QStringLiteral("UPDATE units SET smoke = 1 WHERE id = 1"));
            holding.release();
            const QString blocked
                = QStringLiteral("SELECT pg_backend_pid() = ANY(pg_blocking_pids(%1))").arg(pid);
            QDeadlineTimer deadline(60000);
            while (!applied && !deadline.hasExpired()) {
                if (query.exec(blocked) && query.next() && query.value(0).toBool()) {
                    waited = true;
                    break;
                }
                QThread::msleep(5);
            }
            query.exec(QStringLiteral("COMMIT"));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("outside"));
    }));
    outside->start();
    holding.acquire();
    const ActionOutcome edited
        = battle->apply(object(R"({"action": "edit", "unit": 1, "field": "cw", "value": 4})"));
    applied = true;
    outside->wait();
    QVERIFY2(waited, "the action did not wait for the row held outside");
    QVERIFY2(edited.ok(), qPrintable(edited.error()));
    QCOMPARE(battle->unit(1)->cw, 4);
    QVERIFY(battle->unit(1)->smoke);
    battle.reset();
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::lostConnectionLeavesNothingHalfDone()
{
    const QString database = TestServer::freshDatabase();
    const QString url = TestServer::urlOf(database);
    QString error;
    std::unique_ptr<Battle> battle = valueOf(Battle::create(url, QStringLiteral("Ligny")), &error);
    QVERIFY2(battle, qPrintable(error));
    play(*battle);
    const QString before = battle->canonicalDump();
    const qsizetype entries = battle->log().size();
    QSqlQuery backend(BattleInternals::connection(*battle));
    QVERIFY(backend.exec(QStringLiteral("SELECT pg_backend_pid()")) && backend.next());
    const qint64 pid = backend.value(0).toLongLong();
    // The server ends this station's connection in the middle of a fire,
    // its rows written and its log entry appended, just before the commit.
    BattleInternals::setBeforeCommit(*battle, [pid] {
        TestServer::admin(QStringLiteral("SELECT pg_terminate_backend(%1, 5000)").arg(pid));
    });
    QSignalSpy lost(battle.get(), &Battle::connectionLost);
    ScriptedRandom dice({ 10 });
    const ActionOutcome fired = battle->apply(
        object(R"({"action": "fire", "firers": [2], "target": 1, "range": 2})"), &dice);
    BattleInternals::setBeforeCommit(*battle, {});
    QVERIFY(!fired.ok());
    QVERIFY2(
        fired.error().startsWith(url + QLatin1String(": the connection to the server was lost")),
        qPrintable(fired.error()));
    QVERIFY2(fired.error().contains(QLatin1String("nothing of it was written")),
             qPrintable(fired.error()));
    QCOMPARE(lost.size(), 1);
    QCOMPARE(lost.first().first().toString(), fired.error());
    QVERIFY(!battle->isConnected());
    QVERIFY(battle->isReadOnly());
    const ActionOutcome refused = battle->apply(object(R"({"action": "undo"})"));
    QVERIFY2(refused.error().contains(QLatin1String("reconnect first")),
             qPrintable(refused.error()));

    // Nothing of the fire on the server; another station goes on meanwhile.
    std::unique_ptr<Battle> other = valueOf(Battle::open(url), &error);
    QVERIFY2(other, qPrintable(error));
    QCOMPARE(other->canonicalDump(), before);
    QCOMPARE(other->log().size(), entries);
    QVERIFY(
        other->apply(object(R"({"action": "edit", "unit": 2, "field": "ap", "value": 3})")).ok());

    // Reconnected, the same battle hears what the other did and acts again.
    QSignalSpy changed(battle.get(), &Battle::unitsChanged);
    QSignalSpy reconnected(battle.get(), &Battle::reconnected);
    const Result<void> again = battle->reconnect();
    QVERIFY2(again, again ? "" : qPrintable(again.error()));
    QCOMPARE(reconnected.size(), 1);
    QVERIFY(battle->isConnected());
    QVERIFY(!battle->isReadOnly());
    QCOMPARE(changed.size(), 1);
    QCOMPARE(battle->unit(2)->ap, 3);
    QVERIFY(
        battle->apply(object(R"({"action": "edit", "unit": 1, "field": "cw", "value": 3})")).ok());
    QTRY_COMPARE_WITH_TIMEOUT(other->unit(1)->cw, 3, 1000);
    QVERIFY(battle->check().ok());
    battle.reset();
    other.reset();
    TestServer::dropDatabase(database);
}

void tst_ServerStorage::failedCreateLeavesNothing()
{
    const QString database = TestServer::freshDatabase();
    // Not a table, so the database counts as empty; but its name stops the
    // schema part way, after the first tables.
    TestServer::admin(QStringLiteral("CREATE VIEW units AS SELECT 1 AS id"), database);
    const QString url = TestServer::urlOf(database);
    QString error;
    QVERIFY(!valueOf(Battle::create(url, QStringLiteral("Wavre")), &error));
    QVERIFY2(error.startsWith(url + QLatin1String(": the battle could not be created")),
             qPrintable(error));
    QCOMPARE(TestServer::valueOf(QStringLiteral("SELECT COUNT(*) FROM pg_tables WHERE "
                                                "schemaname = 'public'"),
                                 database)
                 .toInt(),
             0);
    QCOMPARE(TestServer::valueOf(QStringLiteral("SELECT COUNT(*) FROM pg_proc WHERE "
                                                "proname = 'adc_next_id'"),
                                 database)
                 .toInt(),
             0);
    TestServer::dropDatabase(database);
}

ADC_TEST_GUILESS_MAIN(tst_ServerStorage)
#include "tst_serverstorage.moc"
