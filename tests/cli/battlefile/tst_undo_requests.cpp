// adc undo and adc redo read their request object like every other action
// (docs/contract.md, undo): nothing at all on standard input is the empty
// object; a field they do not know is refused naming it, and so is an
// `entry` that is no number (exit 2); an `entry` that is not the latest or
// not in the log is refused in words (ok: false). Nothing is undone then.

#include "battlecommandstest.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace BattleTest;

class tst_UndoRequests : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init() { makeFolder(); }
    void unknownFieldRefused_data();
    void unknownFieldRefused();
    void entryNotANumberRefused_data();
    void entryNotANumberRefused();
    void wrongEntryRefusedInWords_data();
    void wrongEntryRefusedInWords();

private:
    // A battle with one battalion whose AP two edits set to 3, then 5; the
    // log ids of the two edits.
    QString battle(qint64 *first, qint64 *second);
    qint64 apOf(const QString &file);
    int undoneCount(const QString &file);
};

QString tst_UndoRequests::battle(qint64 *first, qint64 *second)
{
    const QString file = newBattle();
    const Run added
        = adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion);
    if (added.exitCode != 0)
        qWarning("unit add failed: %s", added.err.constData());
    const qint64 unit = added.object().value(QStringLiteral("id")).toInteger();
    qint64 *ids[] = { first, second };
    int value = 3;
    for (qint64 *id : ids) {
        const Run edit = adc(QStringList { QStringLiteral("edit") } + db(file),
                             json({ { QStringLiteral("unit"), unit },
                                    { QStringLiteral("field"), QStringLiteral("ap") },
                                    { QStringLiteral("value"), value } }));
        *id = edit.object().value(QStringLiteral("log_id")).toInteger();
        value += 2;
    }
    return file;
}

qint64 tst_UndoRequests::apOf(const QString &file)
{
    return units(file).at(0).toObject().value(QStringLiteral("ap")).toInteger();
}

int tst_UndoRequests::undoneCount(const QString &file)
{
    int count = 0;
    const Run log = adc(QStringList { QStringLiteral("log") } + db(file));
    for (const QJsonValue &entry : log.array()) {
        if (entry.toObject().value(QStringLiteral("undone")).toBool())
            ++count;
    }
    return count;
}

void tst_UndoRequests::unknownFieldRefused_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("field");
    QTest::newRow("undo") << QStringLiteral("undo") << QByteArray(R"({"entyr": 2})")
                          << QStringLiteral("entyr");
    QTest::newRow("undo, another action")
        << QStringLiteral("undo") << QByteArray(R"({"action": "redo"})")
        << QStringLiteral("action");
    QTest::newRow("redo") << QStringLiteral("redo") << QByteArray(R"({"entry": 2})")
                          << QStringLiteral("entry");
    QTest::newRow("undo, not JSON")
        << QStringLiteral("undo") << QByteArray("undo please") << QStringLiteral("request");
}

void tst_UndoRequests::unknownFieldRefused()
{
    QFETCH(QString, command);
    QFETCH(QByteArray, request);
    QFETCH(QString, field);
    qint64 first = 0;
    qint64 second = 0;
    const QString file = battle(&first, &second);
    if (command == QLatin1String("redo"))
        QCOMPARE(adc(QStringList { QStringLiteral("undo") } + db(file)).exitCode, 0);
    const qint64 ap = apOf(file);
    const int undone = undoneCount(file);
    const Run run = adc(QStringList { command } + db(file), request);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.oneLineOnStderr(), run.err.constData());
    QVERIFY2(run.message().startsWith(QStringLiteral("adc: ") + field), run.err.constData());
    QCOMPARE(apOf(file), ap);
    QCOMPARE(undoneCount(file), undone);
    // Nothing at all, or blanks, is the empty object: the same command
    // goes through.
    const Run plain = adc(QStringList { command } + db(file), " \n");
    QVERIFY2(plain.exitCode == 0, plain.err.constData());
    QCOMPARE(plain.object()
                 .value(command == QLatin1String("undo") ? QStringLiteral("undid")
                                                         : QStringLiteral("redid"))
                 .toInteger(),
             second);
    QCOMPARE(apOf(file), command == QLatin1String("undo") ? 3 : 5);
    QCOMPARE(adc(QStringList { QStringLiteral("undo") } + db(file), QByteArray()).exitCode, 0);
}

void tst_UndoRequests::entryNotANumberRefused_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("a word") << QByteArray(R"({"entry": "latest"})");
    QTest::newRow("a fraction") << QByteArray(R"({"entry": 2.5})");
    QTest::newRow("zero") << QByteArray(R"({"entry": 0})");
    QTest::newRow("a list") << QByteArray(R"({"entry": [3]})");
}

void tst_UndoRequests::entryNotANumberRefused()
{
    QFETCH(QByteArray, request);
    qint64 first = 0;
    qint64 second = 0;
    const QString file = battle(&first, &second);
    const Run run = adc(QStringList { QStringLiteral("undo") } + db(file), request);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.message().startsWith(QStringLiteral("adc: entry: ")), run.err.constData());
    QCOMPARE(apOf(file), 5);
    QCOMPARE(undoneCount(file), 0);
}

void tst_UndoRequests::wrongEntryRefusedInWords_data()
{
    QTest::addColumn<int>("entry"); // 1: the first edit; 2: none such
    QTest::addColumn<QString>("words");
    QTest::newRow("not the latest") << 1 << QStringLiteral("is not the latest entry");
    QTest::newRow("not in the log") << 2 << QStringLiteral("there is no log entry");
}

void tst_UndoRequests::wrongEntryRefusedInWords()
{
    QFETCH(int, entry);
    QFETCH(QString, words);
    qint64 first = 0;
    qint64 second = 0;
    const QString file = battle(&first, &second);
    const qint64 named = entry == 1 ? first : second + 100;
    const Run run = adc(QStringList { QStringLiteral("undo") } + db(file),
                        json({ { QStringLiteral("entry"), named } }));
    QCOMPARE(run.exitCode, 0);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("ok")).toBool(true), false);
    const QString reason = answer.value(QStringLiteral("reason")).toString();
    QVERIFY2(reason.contains(words) && reason.contains(QString::number(named)), qPrintable(reason));
    QCOMPARE(apOf(file), 5);
    QCOMPARE(undoneCount(file), 0);
    // The latest entry named is undone, the request read from a file as
    // every action's may be.
    const QString request = path(QStringLiteral("undo.json"));
    writeFile(request,
              json({ { QStringLiteral("action"), QStringLiteral("undo") },
                     { QStringLiteral("entry"), second } }));
    const Run latest = adc(QStringList { QStringLiteral("undo") } + db(file)
                           + QStringList { QStringLiteral("--in"), request });
    QCOMPARE(latest.exitCode, 0);
    QCOMPARE(latest.object().value(QStringLiteral("undid")).toInteger(), second);
    QCOMPARE(apOf(file), 3);
}

ADC_TEST_GUILESS_MAIN(tst_UndoRequests)
#include "tst_undo_requests.moc"
