// The answers of adc apply: one for every line that is not blank, and the
// stream stops at the first answer that cannot be written (a full disk, a
// reader that went away), that action done and no later one.
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QProcess>
#include <QtGlobal>

#ifdef Q_OS_WIN
#include <QDeadlineTimer>
#include <QThread>
#include <windows.h>
#else
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>
#endif

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

#ifdef Q_OS_WIN
// One line read from the pipe, waiting at most 30 s.
QByteArray readLine(HANDLE pipe)
{
    QByteArray line;
    const QDeadlineTimer deadline(30000);
    while (!line.endsWith('\n') && !deadline.hasExpired()) {
        DWORD waiting = 0;
        if (!::PeekNamedPipe(pipe, nullptr, 0, nullptr, &waiting, nullptr))
            break;
        if (waiting == 0) {
            QThread::msleep(10);
            continue;
        }
        char byte = 0;
        DWORD read = 0;
        if (!::ReadFile(pipe, &byte, 1, &read, nullptr) || read != 1)
            break;
        line += byte;
    }
    return line;
}

void closeEnd(HANDLE end)
{
    ::CloseHandle(end);
}
#else
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

void closeEnd(int descriptor)
{
    ::close(descriptor);
}
#endif

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
#ifdef Q_OS_WIN
    QSKIP("Windows: no device that is always full, as /dev/full is");
#else
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
#endif
}

// `adc apply | head -1`: the reader closes after the first answer. The next
// answer meets the closed pipe (EPIPE, not a silent SIGPIPE): its action is
// done, no later one; exit 1 with one line.
void tst_BattleAnswers::closedPipeStopsAtTheNextAnswer()
{
    const QString file = newBattle();
#ifdef Q_OS_WIN
    // The child's standard output is a pipe whose reading end the test holds,
    // given to CreateProcess in place of QProcess's own; only the child
    // inherits the writing end.
    SECURITY_ATTRIBUTES inherited { sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE };
    HANDLE readEnd = nullptr;
    HANDLE writeEnd = nullptr;
    QVERIFY(::CreatePipe(&readEnd, &writeEnd, &inherited, 0));
    QVERIFY(::SetHandleInformation(readEnd, HANDLE_FLAG_INHERIT, 0));
    QProcess process;
    process.setCreateProcessArgumentsModifier(
        [writeEnd](QProcess::CreateProcessArguments *arguments) {
            arguments->startupInfo->hStdOutput = writeEnd;
        });
#else
    int ends[2] = { -1, -1 };
    QCOMPARE(::pipe2(ends, O_CLOEXEC), 0);
    const int writeEnd = ends[1];
    const int readEnd = ends[0];
    QProcess process;
    // The child's standard output is the pipe whose reading end the test holds.
    process.setChildProcessModifier([writeEnd] { ::dup2(writeEnd, STDOUT_FILENO); });
#endif
    process.start(AdcTest::adcPath(), QStringList { QStringLiteral("apply") } + db(file));
    QVERIFY(process.waitForStarted(30000));
    closeEnd(writeEnd);
    process.write(kRoll + '\n');
    QVERIFY(process.waitForBytesWritten(30000));
    const QByteArray first = readLine(readEnd);
    QVERIFY2(QJsonDocument::fromJson(first).object().value(QStringLiteral("ok")).toBool(),
             first.constData());
    closeEnd(readEnd);
    process.write(fiveRolls().left(4 * (kRoll.size() + 1)));
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 1);
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(err.count('\n'), 1);
#ifdef Q_OS_WIN
    // The C library's words for the closed pipe differ there.
    QVERIFY2(err.contains("standard output"), err.constData());
#else
    QVERIFY2(err.contains("standard output") && err.contains("Broken pipe"), err.constData());
#endif
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

ADC_TEST_GUILESS_MAIN(tst_BattleAnswers)
#include "tst_battle_answers.moc"
