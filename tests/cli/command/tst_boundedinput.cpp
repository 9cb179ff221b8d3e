// BoundedInput::all: a stream without end is read only to one byte past the
// limit, into one buffer; and adc import of /dev/zero refuses it holding
// less than twice the limit in memory.
#include "cli/adcrunner.h"
#include "cli/command/boundedinput.h"
#include "db/io/oobimport.h"
#include "testsuite.h"

#include <QBuffer>
#include <QIODevice>
#include <QTemporaryDir>
#include <QTest>
#include <QtGlobal>

#include <cstring>
#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif

using namespace Adc;

namespace {

// Zeros without end, counting what was read from it.
class Endless : public QIODevice
{
public:
    qint64 served = 0;

    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 size) override
    {
        std::memset(data, 0, static_cast<std::size_t>(size));
        served += size;
        return size;
    }
    qint64 writeData(const char *, qint64) override { return -1; }
};

#ifndef Q_OS_WIN
// The largest resident size any child process waited for has reached, in bytes.
qint64 childrenPeak()
{
    rusage usage {};
    getrusage(RUSAGE_CHILDREN, &usage);
    return qint64(usage.ru_maxrss) * 1024;
}
#endif

} // namespace

class tst_BoundedInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // First, while no child has yet held much memory.
    void importOfAnEndlessStreamStaysSmall();
    void endlessStreamStopsPastTheLimit();
    void shortStreamReadWhole();
    void fileOverTheLimitNotRead();
};

// adc import --db b.adc /dev/zero: refused (exit 2, one line naming the
// limit) with the process's peak memory under twice the 256 MiB bound.
void tst_BoundedInput::importOfAnEndlessStreamStaysSmall()
{
#ifdef Q_OS_WIN
    QSKIP("Windows: no endless device (/dev/zero), nor children's peak memory (getrusage)");
#else
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString battle = dir.filePath(QStringLiteral("b.adc"));
    QCOMPARE(AdcTest::adc({ QStringLiteral("init"), QStringLiteral("--db"), battle }).exitCode, 0);
    const AdcTest::Run run = AdcTest::adc(
        { QStringLiteral("import"), QStringLiteral("--db"), battle, QStringLiteral("/dev/zero") });
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.oneLineOnStderr());
    QCOMPARE(run.message(),
             QStringLiteral("adc: /dev/zero: is larger than the 256 MiB an order of battle may be; "
                            "nothing imported"));
    const qint64 peak = childrenPeak();
    qInfo("peak resident size of adc import /dev/zero: %lld MiB",
          static_cast<long long>(peak >> 20));
    QVERIFY2(peak < 2 * OobImport::kMaxFileBytes,
             qPrintable(QStringLiteral("%1 MiB").arg(peak >> 20)));
#endif
}

// Reading stops one byte past the limit: the stream is refused as too long,
// having given no more than that.
void tst_BoundedInput::endlessStreamStopsPastTheLimit()
{
    constexpr qint64 kLimit = 5 * 1024 * 1024 + 17;
    Endless endless;
    QVERIFY(endless.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
    const BoundedInput::Text text = BoundedInput::all(endless, kLimit);
    QCOMPARE(text.status, BoundedInput::Status::TooLong);
    QCOMPARE(text.failure().kind, Failure::Kind::Malformed);
    QCOMPARE(text.failure().exitCode(), 2);
    QVERIFY(text.bytes.isEmpty());
    QCOMPARE(endless.served, kLimit + 1);
}

void tst_BoundedInput::shortStreamReadWhole()
{
    QByteArray data(3 * 1024 * 1024 + 5, 'x');
    data[17] = 'y';
    for (const qint64 limit : { data.size(), data.size() + 1, qint64(1) << 30 }) {
        QBuffer buffer(&data);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        const BoundedInput::Text text = BoundedInput::all(buffer, limit);
        QVERIFY(text.ok());
        QCOMPARE(text.bytes, data);
    }
    QBuffer over(&data);
    QVERIFY(over.open(QIODevice::ReadOnly));
    QCOMPARE(BoundedInput::all(over, data.size() - 1).status, BoundedInput::Status::TooLong);
}

// A file that says it is larger than the limit is refused before a byte is read.
void tst_BoundedInput::fileOverTheLimitNotRead()
{
    QByteArray data(4096, 'z');
    QBuffer buffer(&data);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    QCOMPARE(BoundedInput::all(buffer, 100).status, BoundedInput::Status::TooLong);
    QCOMPARE(buffer.pos(), qint64(0));
}

ADC_TEST_GUILESS_MAIN(tst_BoundedInput)
#include "tst_boundedinput.moc"
