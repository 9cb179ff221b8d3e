// adc on battles on a PostgreSQL server (the throwaway cluster of
// tools/pg-cluster): --db takes a server address, --station names the
// station in the log, adc copy moves a whole battle between files and
// servers, and a server that cannot be reached or refuses the password, or
// a connection lost, is named in one line.

#include "cli/battlefile/battlecommandstest.h"
#include "testsuite.h"

#include <QProcess>
#include <QtTest>

using namespace BattleTest;
using namespace Qt::Literals::StringLiterals;

namespace {

QStringList args(std::initializer_list<QString> words)
{
    return QStringList(words);
}

} // namespace

class tst_ServerCommands : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void stationInTheLog();
    void copyThereAndBack();
    void copyRefusesANonEmptyTarget();
    void unreachableServerNamed();
    void wrongPasswordNamed();
    void applyStopsAtALostConnection();
    void nulInANameRefused();
    void copyOfANulNameNamed();
};

void tst_ServerCommands::init()
{
    makeFolder();
}

void tst_ServerCommands::stationInTheLog()
{
    const QString url = TestServer::urlOf(TestServer::freshDatabase());
    QCOMPARE(adc(args({ u"init"_s, u"--db"_s, url, u"--name"_s, u"Dresden"_s, u"--station"_s,
                        u"table-1"_s }))
                 .exitCode,
             0);
    QCOMPARE(
        adc(args({ u"unit"_s, u"add"_s, u"--db"_s, url, u"--station"_s, u"table-1"_s }), kBattalion)
            .exitCode,
        0);
    const Run edited = adc(args({ u"edit"_s, u"--db"_s, url, u"--station"_s, u"table-2"_s }),
                           R"({"unit": 1, "field": "morale", "value": "shaken"})");
    QCOMPARE(edited.exitCode, 0);
    const Run undone = adc(args({ u"undo"_s, u"--db"_s, url, u"--station"_s, u"table-1"_s }));
    QCOMPARE(undone.exitCode, 0);
    QCOMPARE(undone.object().value(QStringLiteral("station")).toString(),
             QStringLiteral("table-2"));
    const QJsonArray log = adc(args({ u"log"_s, u"--db"_s, url })).array();
    QCOMPARE(log.size(), 3);
    QCOMPARE(log.at(0).toObject().value(QStringLiteral("station")).toString(),
             QStringLiteral("table-1"));
    QCOMPARE(log.at(1).toObject().value(QStringLiteral("station")).toString(),
             QStringLiteral("table-2"));
    QCOMPARE(log.at(2).toObject().value(QStringLiteral("station")).toString(),
             QStringLiteral("table-1"));
    QCOMPARE(adc(args({ u"check"_s, u"--db"_s, url })).exitCode, 0);
    const Run empty = adc(args({ u"log"_s, u"--db"_s, url, u"--station"_s, u""_s }));
    QCOMPARE(empty.exitCode, 2);
}

void tst_ServerCommands::copyThereAndBack()
{
    const QString file = path(QStringLiteral("original.adc"));
    QCOMPARE(adc(args({ u"sample"_s, u"--db"_s, file })).exitCode, 0);
    QCOMPARE(adc(args({ u"apply"_s, u"--db"_s, file }),
                 R"({"action": "edit", "unit": 1, "field": "morale", "value": "shaken"}
{"action": "edit", "unit": 2, "field": "cw", "value": 3}
{"action": "undo"}
)")
                 .exitCode,
             0);
    const QString server = TestServer::urlOf(TestServer::freshDatabase());
    const Run there = adc(args({ u"copy"_s, u"--from"_s, file, u"--to"_s, server }));
    QVERIFY2(there.exitCode == 0, there.err.constData());
    QVERIFY(there.object().value(QStringLiteral("log_entries")).toInt() >= 3);
    const QString back = path(QStringLiteral("back.adc"));
    QCOMPARE(adc(args({ u"copy"_s, u"--from"_s, server, u"--to"_s, back })).exitCode, 0);
    for (const QString &battle : { server, back }) {
        QCOMPARE(adc(args({ u"units"_s, u"--db"_s, battle })).out,
                 adc(args({ u"units"_s, u"--db"_s, file })).out);
        QCOMPARE(adc(args({ u"log"_s, u"--db"_s, battle })).out,
                 adc(args({ u"log"_s, u"--db"_s, file })).out);
        const Run checked = adc(args({ u"check"_s, u"--db"_s, battle }));
        QVERIFY2(checked.exitCode == 0, checked.out.constData());
    }
    // Each copy undoes and redoes as the original.
    for (const QString &battle : { file, server, back }) {
        const Run redone = adc(args({ u"redo"_s, u"--db"_s, battle }));
        QCOMPARE(redone.exitCode, 0);
        QCOMPARE(redone.object().value(QStringLiteral("kind")).toString(), QStringLiteral("edit"));
    }
    QCOMPARE(adc(args({ u"units"_s, u"--db"_s, server })).out,
             adc(args({ u"units"_s, u"--db"_s, file })).out);
}

void tst_ServerCommands::copyRefusesANonEmptyTarget()
{
    const QString file = newBattle(QStringLiteral("a.adc"));
    const QString server = TestServer::urlOf(TestServer::freshDatabase());
    QCOMPARE(adc(args({ u"init"_s, u"--db"_s, server, u"--name"_s, u"Kulm"_s })).exitCode, 0);
    const Run onServer = adc(args({ u"copy"_s, u"--from"_s, file, u"--to"_s, server }));
    QCOMPARE(onServer.exitCode, 1);
    QVERIFY2(onServer.message().contains(QLatin1String("already holds tables")),
             onServer.err.constData());
    const QString other = newBattle(QStringLiteral("b.adc"));
    const Run onFile = adc(args({ u"copy"_s, u"--from"_s, server, u"--to"_s, other }));
    QCOMPARE(onFile.exitCode, 1);
    QVERIFY2(onFile.message().contains(QLatin1String("already exists")), onFile.err.constData());
    QCOMPARE(adc(args({ u"log"_s, u"--db"_s, other })).array().size(), 0);
}

void tst_ServerCommands::unreachableServerNamed()
{
    const Run run
        = adc(args({ u"units"_s, u"--db"_s, u"postgresql://postgres@127.0.0.1:1/battle"_s }));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().contains(
                 QLatin1String("postgresql://postgres@127.0.0.1:1/battle: the server cannot be "
                               "reached")),
             run.err.constData());
}

void tst_ServerCommands::wrongPasswordNamed()
{
    const QString role = qEnvironmentVariable("ADC_TEST_PG_PASSWORD_ROLE");
    QVERIFY2(!role.isEmpty(), "ADC_TEST_PG_PASSWORD_ROLE: run under tools/pg-cluster");
    const QString url = TestServer::urlOf(TestServer::freshDatabase(), role);
    qputenv("PGPASSWORD", "not-the-password");
    const Run run = adc(args({ u"units"_s, u"--db"_s, url }));
    qunsetenv("PGPASSWORD");
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.message().contains(url
                                    + QLatin1String(": the server refused the user name or "
                                                    "password")),
             run.err.constData());
}

void tst_ServerCommands::applyStopsAtALostConnection()
{
    const QString database = TestServer::freshDatabase();
    const QString url = TestServer::urlOf(database);
    QCOMPARE(adc(args({ u"init"_s, u"--db"_s, url, u"--name"_s, u"Dresden"_s })).exitCode, 0);
    QCOMPARE(adc(args({ u"unit"_s, u"add"_s, u"--db"_s, url }), kBattalion).exitCode, 0);
    QProcess process;
    process.start(AdcTest::adcPath(), { u"apply"_s, u"--db"_s, url });
    QVERIFY(process.waitForStarted(10000));
    process.write(R"({"action": "edit", "unit": 1, "field": "ap", "value": 3})"
                  "\n");
    QByteArray out;
    while (!out.contains('\n') && process.waitForReadyRead(10000))
        out += process.readAllStandardOutput();
    QVERIFY2(QJsonDocument::fromJson(out).object().value(u"ok"_s).toBool(), out.constData());
    // The server ends adc's connection between two lines.
    TestServer::admin(QStringLiteral("SELECT pg_terminate_backend(pid, 5000) FROM "
                                     "pg_stat_activity WHERE datname = '%1' AND "
                                     "application_name = 'aide-de-camp'")
                          .arg(database));
    process.write(R"({"action": "edit", "unit": 1, "field": "ap", "value": 4})"
                  "\n"
                  R"({"action": "undo"})"
                  "\n");
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(30000));
    out += process.readAllStandardOutput();
    QCOMPARE(process.exitCode(), 1);
    const QList<QByteArray> lines = out.trimmed().split('\n');
    QCOMPARE(lines.size(), 2);
    const QJsonObject answer = QJsonDocument::fromJson(lines.at(1)).object();
    QCOMPARE(answer.value(u"ok"_s).toBool(true), false);
    QCOMPARE(answer.value(u"line"_s).toInt(), 2);
    const QString error = answer.value(u"error"_s).toString();
    QVERIFY2(error.startsWith(url + QLatin1String(": the connection to the server was lost")),
             qPrintable(error));
    // One line on standard error, as the contract says: the same words, and
    // nothing of what the driver says of the queries and statements that
    // went with the connection.
    const QByteArray err = process.readAllStandardError();
    QVERIFY2(err.endsWith('\n') && err.count('\n') == 1, err.constData());
    QCOMPARE(QString::fromUtf8(err), QLatin1String("adc: ") + error + QLatin1Char('\n'));
    // The first edit stands; nothing of the others was written.
    const QJsonArray log = adc(args({ u"log"_s, u"--db"_s, url })).array();
    QCOMPARE(log.size(), 2);
    const QJsonArray units = adc(args({ u"units"_s, u"--db"_s, url })).array();
    QCOMPARE(units.first().toObject().value(u"ap"_s).toInt(), 3);
}

// A NUL in a name reaches no statement: the line is refused in words (no
// server text, no SQL) and the stream goes on.
void tst_ServerCommands::nulInANameRefused()
{
    const QString url = TestServer::urlOf(TestServer::freshDatabase());
    QCOMPARE(adc(args({ u"init"_s, u"--db"_s, url, u"--name"_s, u"Dresden"_s })).exitCode, 0);
    QCOMPARE(adc(args({ u"unit"_s, u"add"_s, u"--db"_s, url }), kBattalion).exitCode, 0);
    const Run run = adc(args({ u"apply"_s, u"--db"_s, url }),
                        R"({"action": "edit", "unit": 1, "field": "name", "value": "1/\u0000"})"
                        "\n"
                        R"({"action": "add-feature", "name": "Gross\u0000garten", "kind": "bua"})"
                        "\n"
                        R"({"action": "edit", "unit": 1, "field": "ap", "value": 4})"
                        "\n");
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 3);
    for (int i = 0; i < 2; ++i) {
        const QString error
            = QJsonDocument::fromJson(lines.at(i)).object().value(u"error"_s).toString();
        QVERIFY2(error.contains(u"name: a name is one line"_s), lines.at(i).constData());
        QVERIFY2(!error.contains(u"LINE"_s) && !error.contains(u"UPDATE"_s),
                 lines.at(i).constData());
    }
    QVERIFY2(QJsonDocument::fromJson(lines.at(2)).object().value(u"ok"_s).toBool(),
             lines.at(2).constData());
    QCOMPARE(adc(args({ u"check"_s, u"--db"_s, url })).exitCode, 0);
}

// A file that holds a NUL in a name (written by another program) cannot go
// to a server, which keeps no NUL: the copy says so in words, and leaves
// the database empty.
void tst_ServerCommands::copyOfANulNameNamed()
{
    // (Not "nul.adc": Windows keeps that name for a device.)
    const QString file = newBattle(QStringLiteral("nul-in-a-name.adc"));
    QCOMPARE(adc(args({ u"unit"_s, u"add"_s, u"--db"_s, file }), kBattalion).exitCode, 0);
    sqlValue(file, QStringLiteral("UPDATE units SET name = '1/' || char(0) || '42nd'"));
    QCOMPARE(sqlValue(file, QStringLiteral("SELECT length(CAST(name AS BLOB)) FROM units")).toInt(),
             7);
    const QString database = TestServer::freshDatabase();
    const QString server = TestServer::urlOf(database);
    const Run copy = adc(args({ u"copy"_s, u"--from"_s, file, u"--to"_s, server }));
    QCOMPARE(copy.exitCode, 1);
    QVERIFY(copy.oneLineOnStderr());
    QVERIFY2(copy.message().contains(u"NUL character"_s), copy.err.constData());
    QVERIFY2(!copy.message().contains(u"LINE"_s) && !copy.message().contains(u"INSERT"_s),
             copy.err.constData());
}

ADC_TEST_GUILESS_MAIN(tst_ServerCommands)
#include "tst_server_commands.moc"
