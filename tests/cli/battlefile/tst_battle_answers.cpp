// The answers of adc apply: one for every line that is not blank, and the
// stream stops at the first answer that cannot be written (a full disk, a
// reader that went away), that action done and no later one.
#include "battlecommandstest.h"

#include <QProcess>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

using namespace BattleTest;

namespace {

const QByteArray kRoll = R"({"action":"roll","dice":"2d6"})";

// Five actions, each one log entry.
QByteArray fiveRolls()
{
    QByteArray lines;
    for (int i = 0; i < 5; ++i)
        lines += kRoll + '\n';
    return lines;
}

// One line read from the descriptor, waiting at most 30 s.
QByteArray readLine(int descriptor)
{
    QByteArray line;
    char byte = 0;
    while (!line.endsWith('\n')) {
        pollfd ready { descriptor, POLLIN, 0 };
        if (::poll(&ready, 1, 30000) <= 0 || ::read(descriptor, &byte, 1) != 1)
            break;
        line += byte;
    }
    return line;
}

} // namespace

class tst_BattleAnswers : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void init() { makeFolder(); }
    void fullOutputStopsAtTheFirstAnswer();
    void closedPipeStopsAtTheNextAnswer();
    void blankLinesSkipped();
};

// Standard output on /dev/full: the first answer cannot be written, so its
// action is the only one done; exit 1 with one line saying so.
void tst_BattleAnswers::fullOutputStopsAtTheFirstAnswer()
{
    const QString file = newBattle();
    const QStringList toFull { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                               QStringLiteral("exec \"$@\" > /dev/full"), QStringLiteral("sh") };
    const Run run = adc(QStringList { QStringLiteral("apply") } + db(file), fiveRolls(), toFull);
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().contains(QLatin1String("standard output"))
                 && run.message().contains(QLatin1String("No space left on device")),
             run.err.constData());
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array().size(), 1);
}

// `adc apply | head -1`: the reader closes after the first answer. The next
// answer meets the closed pipe (EPIPE, not a silent SIGPIPE): its action is
// done, no later one; exit 1 with one line.
void tst_BattleAnswers::closedPipeStopsAtTheNextAnswer()
{
    const QString file = newBattle();
    int ends[2] = { -1, -1 };
    QCOMPARE(::pipe2(ends, O_CLOEXEC), 0);
    const int writeEnd = ends[1];
    QProcess process;
    // The child's standard output is the pipe whose reading end the test holds.
    process.setChildProcessModifier([writeEnd] { ::dup2(writeEnd, STDOUT_FILENO); });
    process.start(AdcTest::adcPath(), QStringList { QStringLiteral("apply") } + db(file));
    QVERIFY(process.waitForStarted(30000));
    ::close(writeEnd);
    process.write(kRoll + '\n');
    QVERIFY(process.waitForBytesWritten(30000));
    const QByteArray first = readLine(ends[0]);
    QVERIFY2(QJsonDocument::fromJson(first).object().value(QStringLiteral("ok")).toBool(),
             first.constData());
    ::close(ends[0]);
    process.write(fiveRolls().left(4 * (kRoll.size() + 1)));
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(err.count('\n'), 1);
    QVERIFY2(err.contains("standard output") && err.contains("Broken pipe"), err.constData());
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array().size(), 2);
}

// Lines of JSON whitespace alone (spaces, tabs, a carriage return) are
// skipped; any other line, a form feed or a no-break space included, is
// answered, with its number.
void tst_BattleAnswers::blankLinesSkipped()
{
    const QString file = newBattle();
    const QByteArray input = kRoll + "\n" // 1
        + "\n" // 2
        + "   \n" // 3
        + "\t\n" // 4
        + "\r\n" // 5
        + " \t \r \n" // 6
        + "\f\n" // 7
        + "\v\n" // 8
        + kRoll + "\n" // 9
        + "\xc2\xa0\n" // 10
        + "  "; // 11, blank, without a line break
    const Run run = adc(QStringList { QStringLiteral("apply") } + db(file), input);
    QCOMPARE(run.exitCode, 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 5);
    const QList<int> refused { 7, 8, 10 };
    int next = 0;
    for (const QByteArray &line : lines) {
        const QJsonObject answer = QJsonDocument::fromJson(line).object();
        if (answer.value(QStringLiteral("ok")).toBool())
            continue;
        QVERIFY2(next < refused.size(), line.constData());
        QCOMPARE(answer.value(QStringLiteral("line")).toInt(), refused.at(next++));
    }
    QCOMPARE(next, refused.size());
    QCOMPARE(adc(QStringList { QStringLiteral("log") } + db(file)).array().size(), 2);
}

QTEST_GUILESS_MAIN(tst_BattleAnswers)
#include "tst_battle_answers.moc"
