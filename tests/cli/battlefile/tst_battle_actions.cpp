// adc apply, each action as a command of its own, adc log, undo and redo (docs/contract.md).
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace BattleTest;

namespace {

// A fire, a line that is not JSON, a blank line, edits good and bad, the
// segment's end (a CRLF line), undo and redo: eight answers.
QByteArray mixedStream(qint64 a, qint64 b)
{
    return json({ { QStringLiteral("action"), QStringLiteral("fire") },
                  { QStringLiteral("firers"), QJsonArray { a } },
                  { QStringLiteral("target"), b },
                  { QStringLiteral("range"), 2 },
                  { QStringLiteral("die"), 8 },
                  { QStringLiteral("boxcars_roll"), 9 } })
        + "\n" + "this is not JSON\n" + "\n"
        + json({ { QStringLiteral("action"), QStringLiteral("edit") },
                 { QStringLiteral("unit"), a },
                 { QStringLiteral("field"), QStringLiteral("ap") },
                 { QStringLiteral("value"), 5 } })
        + "\n"
        + json({ { QStringLiteral("action"), QStringLiteral("edit") },
                 { QStringLiteral("unit"), 999 },
                 { QStringLiteral("field"), QStringLiteral("ap") },
                 { QStringLiteral("value"), 5 } })
        + "\n"
        + json({ { QStringLiteral("action"), QStringLiteral("edit") },
                 { QStringLiteral("unit"), a },
                 { QStringLiteral("field"), QStringLiteral("castings") },
                 { QStringLiteral("value"), -1 } })
        + "\n" + json({ { QStringLiteral("action"), QStringLiteral("end-segment") } }) + "\r\n"
        + json({ { QStringLiteral("action"), QStringLiteral("undo") } }) + "\n"
        + json({ { QStringLiteral("action"), QStringLiteral("redo") } });
}

} // namespace

class tst_BattleActions : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void applyStream();
    void applyAnswersOnlyAfterCommit();
    void applyFromFile();
    void actionCommands_data();
    void actionCommands();
    void actionCommandErrors_data();
    void actionCommandErrors();
    void logLists();
    void undoRedo();
};

void tst_BattleActions::initTestCase()
{
    QVERIFY2(QFileInfo(AdcTest::programFile(AdcTest::adcPath())).isExecutable(),
             qPrintable(AdcTest::adcPath()));
}

void tst_BattleActions::init()
{
    makeFolder();
}

void tst_BattleActions::applyStream()
{
    const QString file = newBattle();
    const qint64 a
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
              .object()
              .value(QStringLiteral("id"))
              .toInteger();
    const qint64 b
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kColumn)
              .object()
              .value(QStringLiteral("id"))
              .toInteger();
    QVERIFY(a > 0 && b > 0);

    const QByteArray stream = mixedStream(a, b);
    const Run run = adc(QStringList { QStringLiteral("apply") } + db(file), stream);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 8);
    QList<QJsonObject> answers;
    for (const QByteArray &line : lines)
        answers << QJsonDocument::fromJson(line).object();

    QCOMPARE(answers.at(0).value(QStringLiteral("ok")), QJsonValue(true));
    QVERIFY(answers.at(0).contains(QStringLiteral("units")));
    QCOMPARE(answers.at(1).value(QStringLiteral("ok")), QJsonValue(false));
    QVERIFY(answers.at(1)
                .value(QStringLiteral("error"))
                .toString()
                .startsWith(QLatin1String("request: not valid JSON")));
    QCOMPARE(answers.at(1).value(QStringLiteral("line")).toInt(), 2);
    QCOMPARE(answers.at(2).value(QStringLiteral("ok")), QJsonValue(true));
    QCOMPARE(answers.at(3).value(QStringLiteral("ok")), QJsonValue(false));
    QVERIFY(answers.at(3)
                .value(QStringLiteral("error"))
                .toString()
                .startsWith(QLatin1String("unit: ")));
    QCOMPARE(answers.at(4).value(QStringLiteral("ok")), QJsonValue(false));
    QVERIFY(answers.at(4)
                .value(QStringLiteral("error"))
                .toString()
                .startsWith(QLatin1String("castings: -1")));
    QCOMPARE(answers.at(5).value(QStringLiteral("ok")), QJsonValue(true));
    QCOMPARE(answers.at(6).value(QStringLiteral("ok")), QJsonValue(true));
    QCOMPARE(answers.at(7).value(QStringLiteral("ok")), QJsonValue(true));

    // Every acknowledged action is in the log, by its id, in order.
    QSet<qint64> logged;
    for (const QJsonValue &entry : adc(QStringList { QStringLiteral("log") } + db(file)).array())
        logged.insert(entry.toObject().value(QStringLiteral("id")).toInteger());
    qint64 previous = 0;
    for (const QJsonObject &answer : answers) {
        if (answer.value(QStringLiteral("ok")) != QJsonValue(true))
            continue;
        const qint64 id = answer.value(QStringLiteral("log_id")).toInteger();
        QVERIFY(id > previous);
        previous = id;
        QVERIFY2(logged.contains(id), qPrintable(QString::number(id)));
    }
    // The fire's AP came off and the edit, undone and redone, stands.
    for (const QJsonValue &value : units(file)) {
        if (value.toObject().value(QStringLiteral("id")).toInteger() == a)
            QCOMPARE(value.toObject().value(QStringLiteral("ap")).toInt(), 5);
    }
}

// Each answer is printed only once its action is in the file: read by
// another connection while adc apply still runs.
void tst_BattleActions::applyAnswersOnlyAfterCommit()
{
    const QString file = newBattle();
    const qint64 a
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
              .object()
              .value(QStringLiteral("id"))
              .toInteger();
    QProcess process;
    process.start(AdcTest::adcPath(), QStringList { QStringLiteral("apply") } + db(file));
    QVERIFY(process.waitForStarted());
    for (int value = 1; value <= 5; ++value) {
        process.write(json({ { QStringLiteral("action"), QStringLiteral("edit") },
                             { QStringLiteral("unit"), a },
                             { QStringLiteral("field"), QStringLiteral("ap") },
                             { QStringLiteral("value"), value } })
                      + "\n");
        while (!process.canReadLine())
            QVERIFY(process.waitForReadyRead(10000));
        const QJsonObject answer = QJsonDocument::fromJson(process.readLine()).object();
        QCOMPARE(answer.value(QStringLiteral("ok")), QJsonValue(true));
        const qint64 logId = answer.value(QStringLiteral("log_id")).toInteger();
        // adc still runs and waits for the next line: the action is already committed.
        QCOMPARE(process.state(), QProcess::Running);
        QCOMPARE(sqlValue(file, QStringLiteral("SELECT count(*) FROM log WHERE id = %1").arg(logId))
                     .toInt(),
                 1);
    }
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished());
    QCOMPARE(process.exitCode(), 0);
}

void tst_BattleActions::applyFromFile()
{
    const QString file = newBattle();
    writeFile(path(QStringLiteral("actions.jsonl")),
              "{\"action\": \"add-unit\", \"unit\": " + kBattalion + "}\n{\"action\": \"undo\"}\n");
    const Run run
        = adc(QStringList { QStringLiteral("apply") } + db(file)
              + QStringList { QStringLiteral("--in"), path(QStringLiteral("actions.jsonl")) });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.count('\n'), 2);
    QCOMPARE(units(file), QJsonArray());
}

void tst_BattleActions::actionCommands_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("request");

    QTest::newRow("fire")
        << "fire"
        << QByteArray(R"({"firers": [1], "target": 2, "range": 2, "die": 7, "boxcars_roll": 9})");
    QTest::newRow("fire with its action field")
        << "fire"
        << QByteArray(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 3})");
    QTest::newRow("discipline") << "discipline" << QByteArray(R"({"unit": 1, "roll": 7})");
    QTest::newRow("discipline, roll left out") << "discipline" << QByteArray(R"({"unit": 1})");
    QTest::newRow("charge") << "charge" << QByteArray(R"({"defender": 1, "rolls": [9, 6]})");
    QTest::newRow("end-segment") << "end-segment"
                                 << QByteArray(R"({"moved": [1], "enemy_within_12": [2]})");
    QTest::newRow("end-segment, nothing on stdin") << "end-segment" << QByteArray();
    QTest::newRow("edit") << "edit"
                          << QByteArray(R"({"unit": 2, "field": "morale", "value": "shaken"})");
}

void tst_BattleActions::actionCommands()
{
    QFETCH(QString, command);
    QFETCH(QByteArray, request);
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .object()
            .value(QStringLiteral("id"))
            .toInteger(),
        1);
    QCOMPARE(adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kColumn)
                 .object()
                 .value(QStringLiteral("id"))
                 .toInteger(),
             2);
    const Run run = adc(QStringList { command } + db(file), request);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(run.out.count('\n'), 1);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("ok")), QJsonValue(true));
    const qint64 logId = answer.value(QStringLiteral("log_id")).toInteger();
    const QJsonArray log = adc(QStringList { QStringLiteral("log") } + db(file)).array();
    QCOMPARE(log.last().toObject().value(QStringLiteral("id")).toInteger(), logId);
    QCOMPARE(log.last().toObject().value(QStringLiteral("kind")).toString(), command);
}

void tst_BattleActions::actionCommandErrors_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");

    QTest::newRow("fire at an unknown unit")
        << "fire" << QByteArray(R"({"firers": [1], "target": 99, "range": 2, "die": 7})") << 2
        << "adc: target: ";
    QTest::newRow("fire by an unknown unit")
        << "fire" << QByteArray(R"({"firers": [42], "target": 2, "range": 2, "die": 7})") << 2
        << "adc: firers";
    QTest::newRow("a die a d10 cannot show")
        << "fire" << QByteArray(R"({"firers": [1], "target": 2, "range": 2, "die": 11})") << 2
        << "adc: die: 11 is out of range";
    QTest::newRow("edit an unknown unit")
        << "edit" << QByteArray(R"({"unit": 99, "field": "ap", "value": 3})") << 2 << "adc: unit: ";
    QTest::newRow("edit to a bad value")
        << "edit" << QByteArray(R"({"unit": 1, "field": "steps", "value": 3})") << 2
        << "adc: steps: 3 is out of range (0 to 2)";
    QTest::newRow("edit an unknown field")
        << "edit" << QByteArray(R"({"unit": 1, "field": "colour", "value": 3})") << 2
        << "adc: field: ";
    QTest::newRow("an unknown field in the action")
        << "discipline" << QByteArray(R"({"unit": 1, "roll": 7, "mood": "calm"})") << 2
        << "adc: mood: unknown field";
    QTest::newRow("action field for another command")
        << "fire" << QByteArray(R"({"action": "edit", "unit": 1})") << 2
        << "adc: action: \"edit\" does not match the command fire";
    QTest::newRow("not JSON") << "charge" << QByteArray("{defender: 1}") << 2
                              << "adc: request: not valid JSON";
}

void tst_BattleActions::actionCommandErrors()
{
    QFETCH(QString, command);
    QFETCH(QByteArray, request);
    QFETCH(int, code);
    QFETCH(QString, message);

    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    QCOMPARE(adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kColumn)
                 .exitCode,
             0);
    const QJsonArray before = units(file);
    const int logSize = adc(QStringList { QStringLiteral("log") } + db(file)).array().size();

    const Run run = adc(QStringList { command } + db(file), request);
    QCOMPARE(run.exitCode, code);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().startsWith(message), run.err.constData());
    QCOMPARE(units(file), before);
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array().size(), logSize);
}

void tst_BattleActions::logLists()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    QCOMPARE(
        adc(QStringList { QStringLiteral("discipline") } + db(file), R"({"unit": 1})").exitCode, 0);
    const Run run = adc(QStringList { QStringLiteral("log") } + db(file));
    QCOMPARE(run.exitCode, 0);
    const QJsonArray log = run.array();
    QCOMPARE(log.size(), 2);
    QCOMPARE(log.at(0).toObject().value(QStringLiteral("kind")).toString(),
             QStringLiteral("add-unit"));
    const QJsonObject discipline = log.at(1).toObject();
    QCOMPARE(discipline.value(QStringLiteral("kind")).toString(), QStringLiteral("discipline"));
    // The roll the program made is kept.
    const int roll = discipline.value(QStringLiteral("inputs"))
                         .toObject()
                         .value(QStringLiteral("roll"))
                         .toInt(-1);
    QVERIFY2(roll >= 1 && roll <= 13, qPrintable(QString::fromUtf8(json(discipline))));
}

void tst_BattleActions::undoRedo()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    QCOMPARE(adc(QStringList { QStringLiteral("edit") } + db(file),
                 R"({"unit": 1, "field": "ap", "value": 2})")
                 .exitCode,
             0);
    const auto ap
        = [&] { return units(file).first().toObject().value(QStringLiteral("ap")).toInt(); };
    QCOMPARE(ap(), 2);

    const Run undo = adc(QStringList { QStringLiteral("undo") } + db(file));
    QCOMPARE(undo.exitCode, 0);
    QCOMPARE(undo.object().value(QStringLiteral("ok")), QJsonValue(true));
    QCOMPARE(ap(), 8);
    const Run redo = adc(QStringList { QStringLiteral("redo") } + db(file));
    QCOMPARE(redo.exitCode, 0);
    QCOMPARE(ap(), 2);
    QCOMPARE(adc(QStringList { QStringLiteral("undo") } + db(file)).exitCode, 0);
    QCOMPARE(adc(QStringList { QStringLiteral("undo") } + db(file)).exitCode, 0);
    QCOMPARE(units(file), QJsonArray());

    // Nothing more to undo: refused, exit 0, nothing changed.
    const Run nothing = adc(QStringList { QStringLiteral("undo") } + db(file));
    QCOMPARE(nothing.exitCode, 0);
    QCOMPARE(nothing.object().value(QStringLiteral("ok")), QJsonValue(false));
    QVERIFY(!nothing.object().value(QStringLiteral("reason")).toString().isEmpty());
    const Run redoAll = adc(QStringList { QStringLiteral("redo") } + db(file));
    QCOMPARE(redoAll.exitCode, 0);
    QCOMPARE(units(file).size(), 1);

    // An option undo does not know is a usage error; an input file that
    // cannot be read fails as for every other action.
    const Run stray = adc(QStringList { QStringLiteral("undo") } + db(file)
                          + QStringList { QStringLiteral("--out"), QStringLiteral("x") });
    QCOMPARE(stray.exitCode, 2);
    const Run unread = adc(QStringList { QStringLiteral("undo") } + db(file)
                           + QStringList { QStringLiteral("--in"), QStringLiteral("x") });
    QCOMPARE(unread.exitCode, 1);
    QCOMPARE(units(file).size(), 1);
}

ADC_TEST_GUILESS_MAIN(tst_BattleActions)
#include "tst_battle_actions.moc"
