// adc against what an attacker or an accident puts where a battle or an order
// of battle should be: a pipe or a folder (refused at once, never a hang), a
// file without write bits when run as root (read-only, its bytes unchanged),
// an endless or oversized import (refused at its limit, exit 2); and adc
// check, sound or naming what is wrong.
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QTest>
#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace BattleTest;

namespace {

// Runs adc with a time limit of its own: a command that blocks on a pipe is
// killed and reported (exitCode -1, timedOut set) instead of hanging the test.
struct TimedRun
{
    Run run;
    bool timedOut = false;
};

TimedRun adcWithin(const QStringList &arguments, int milliseconds)
{
    QProcess process;
    process.setProcessEnvironment(AdcTest::headless());
    process.start(AdcTest::adcPath(), arguments);
    TimedRun timed;
    if (!process.waitForStarted(30000))
        return timed;
    process.closeWriteChannel();
    if (!process.waitForFinished(milliseconds)) {
        timed.timedOut = true;
        process.kill();
        process.waitForFinished();
        return timed;
    }
    timed.run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    timed.run.out = process.readAllStandardOutput();
    timed.run.err = process.readAllStandardError();
    return timed;
}

} // namespace

class tst_BattleGuards : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init() { makeFolder(); }

    void pipeOrFolderRefusedAtOnce_data();
    void pipeOrFolderRefusedAtOnce();
    void withoutWriteBitsRefusedAsRoot();
    void importBeyondItsLimit();
    void checkSound();
    void checkNamesAnEditedEntry();
    void checkNamesAShortFile();
};

void tst_BattleGuards::pipeOrFolderRefusedAtOnce_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::newRow("units") << QStringList { QStringLiteral("units") };
    QTest::newRow("log") << QStringList { QStringLiteral("log") };
    QTest::newRow("check") << QStringList { QStringLiteral("check") };
    QTest::newRow("undo") << QStringList { QStringLiteral("undo") };
}

void tst_BattleGuards::pipeOrFolderRefusedAtOnce()
{
    QFETCH(QStringList, command);
#ifdef Q_OS_WIN
    // Windows has no FIFOs; what would block there is a device under a
    // file's name: CON, the console, whatever its extension.
    const QString pipe = path(QStringLiteral("con.adc"));
#else
    const QString pipe = path(QStringLiteral("p.adc"));
    QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0644), 0);
#endif
    const TimedRun piped = adcWithin(command + db(pipe), 10000);
    QVERIFY2(!piped.timedOut, "adc blocked on a pipe");
    QVERIFY(piped.run.exitCode != 0);
    const QString message = piped.run.message() + QString::fromUtf8(piped.run.out);
    QVERIFY2(message.contains(QStringLiteral("not a regular file")), qPrintable(message));

    const QString folder = path(QStringLiteral("folder.adc"));
    QVERIFY(QDir().mkdir(folder));
    const TimedRun foldered = adcWithin(command + db(folder), 10000);
    QVERIFY(!foldered.timedOut);
    QVERIFY(foldered.run.exitCode != 0);
    const QString folderMessage = foldered.run.message() + QString::fromUtf8(foldered.run.out);
    QVERIFY2(folderMessage.contains(QStringLiteral("folder")), qPrintable(folderMessage));
}

void tst_BattleGuards::withoutWriteBitsRefusedAsRoot()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    const QByteArray before = readFile(file);
    // As whoever runs the tests, root included: the write bits are honoured.
    const Run edit = adc(QStringList { QStringLiteral("edit") } + db(file),
                         R"({"unit": 1, "field": "ap", "value": 2})");
    QCOMPARE(edit.exitCode, 1);
    QVERIFY(edit.oneLineOnStderr());
    QVERIFY2(edit.message().contains(QStringLiteral("read-only"))
                 && edit.message().contains(QStringLiteral("no write permission")),
             qPrintable(edit.message()));
    QCOMPARE(adc(QStringList { QStringLiteral("undo") } + db(file)).exitCode, 1);
    QCOMPARE(readFile(file), before);
    // Reading still works.
    QCOMPARE(units(file).size(), 1);
    QCOMPARE(readFile(file), before);
}

void tst_BattleGuards::importBeyondItsLimit()
{
    const QString file = newBattle();
    const QByteArray before = readFile(file);
    // An endless stream stops at the limit.
#ifdef Q_OS_WIN
    // Windows has no endless device (/dev/zero): a file one byte over the
    // 256 MiB limit stands for it.
    const QString zeros = path(QStringLiteral("zeros.json"));
    {
        QFile big(zeros);
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize((qint64(256) << 20) + 1));
    }
#else
    const QString zeros = QStringLiteral("/dev/zero");
#endif
    const TimedRun endless
        = adcWithin(QStringList { QStringLiteral("import"), zeros } + db(file), 60000);
    QVERIFY2(!endless.timedOut, "import read /dev/zero without end");
    QCOMPARE(endless.run.exitCode, 2);
    QVERIFY(endless.run.oneLineOnStderr());
    QVERIFY2(endless.run.message().contains(QStringLiteral("256 MiB")),
             qPrintable(endless.run.message()));
    QCOMPARE(units(file).size(), 0);
    QCOMPARE(readFile(file), before);
}

void tst_BattleGuards::checkSound()
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
    QCOMPARE(adc(QStringList { QStringLiteral("undo") } + db(file)).exitCode, 0);
    const Run check = adc(QStringList { QStringLiteral("check") } + db(file));
    QCOMPARE(check.exitCode, 0);
    const QJsonObject answer = check.object();
    QCOMPARE(answer.value(QStringLiteral("ok")).toBool(), true);
    QVERIFY(answer.value(QStringLiteral("checks")).toArray().size() >= 5);
    QVERIFY(!answer.contains(QStringLiteral("problems")));
}

void tst_BattleGuards::checkNamesAnEditedEntry()
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
    sqlValue(file,
             QStringLiteral("UPDATE log SET inputs = replace(inputs, '\"value\":2', "
                            "'\"value\":7') WHERE id = 2"));
    const Run check = adc(QStringList { QStringLiteral("check") } + db(file));
    QCOMPARE(check.exitCode, 1);
    const QJsonObject answer = check.object();
    QCOMPARE(answer.value(QStringLiteral("ok")).toBool(), false);
    const QJsonArray problems = answer.value(QStringLiteral("problems")).toArray();
    QVERIFY(!problems.isEmpty());
    QVERIFY2(problems.first().toString().contains(QStringLiteral("log entry 2")),
             check.out.constData());
}

void tst_BattleGuards::checkNamesAShortFile()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    const QByteArray whole = readFile(file);
    writeFile(file, whole.left(whole.size() - 1));
    const Run check = adc(QStringList { QStringLiteral("check") } + db(file));
    QCOMPARE(check.exitCode, 1);
    const QJsonArray problems = check.object().value(QStringLiteral("problems")).toArray();
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().toString().contains(QStringLiteral("damaged")),
             check.out.constData());
    // Any other command refuses it too, and leaves it as it was.
    QCOMPARE(adc(QStringList { QStringLiteral("units") } + db(file)).exitCode, 1);
    QCOMPARE(readFile(file), whole.left(whole.size() - 1));
}

ADC_TEST_MAIN(tst_BattleGuards)
#include "tst_battle_guards.moc"
