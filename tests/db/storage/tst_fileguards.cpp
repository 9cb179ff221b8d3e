// What is refused before a battle file is trusted: anything that is not a
// regular file (a pipe would block forever), a file without any write bit
// (read-only even for root), a file cut short or damaged; and what is not
// refused: a battle another program has open, whose newest pages are still in
// its write-ahead log.

#include "db/battlefixture.h"
#include "db/rawsqlite.h"
#include "db/resulttesting.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QtGlobal>
#include <QtTest>

#include <chrono>
#include <future>
#ifndef Q_OS_WIN
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Adc;
using namespace Adc::Fixture;

namespace {

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

// A battle with units, a fire, an undo and a redo, closed.
void makeBattleFile(const QString &path)
{
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::create(path, QStringLiteral("Ligny")), &error);
    QVERIFY2(battle, qPrintable(error));
    QVERIFY(battle->addUnit(infantry(QStringLiteral("1/28e Ligne"), QStringLiteral("France"),
                                     QStringLiteral("Vichery"))));
    QVERIFY(battle->addUnit(battery(QStringLiteral("Foot Battery 7"), QStringLiteral("Prussia"),
                                    QStringLiteral("Jagow"))));
    QVERIFY(battle
                ->apply(object(R"({"action": "fire", "firers": [2], "target": 1, "range": 9,)"
                               R"( "die": 8})"))
                .ok());
    QVERIFY(battle->apply(object(R"({"action": "undo"})")).ok());
    QVERIFY(battle->apply(object(R"({"action": "redo"})")).ok());
}

#ifndef Q_OS_WIN
// Opens the path on another thread and waits at most five seconds: a pipe
// opened for reading would block forever. If it does block, a writer opens
// and closes the pipe so the reader goes on and the test can fail cleanly.
Result<std::unique_ptr<Battle>> openWithin(const QString &path, bool *blocked)
{
    auto opening = std::async(std::launch::async, [path] { return Battle::open(path); });
    *blocked = opening.wait_for(std::chrono::seconds(5)) != std::future_status::ready;
    if (*blocked) {
        const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
    }
    return opening.get();
}
#endif

} // namespace

class tst_FileGuards : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pipeRefusedAtOnce();
    void linkToAPipeRefused();
    void withoutWriteBitsOpensReadOnlyEvenAsRoot();
    void fileOneByteShortRefused();
    void fileAddedToRefused();
    void openInAnotherProgramIsNotDamage();
};

void tst_FileGuards::pipeRefusedAtOnce()
{
#ifdef Q_OS_WIN
    QSKIP("Windows: no FIFOs; its pipes have no name in a folder");
#else
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.adc"));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0644), 0);
    bool blocked = false;
    QString error;
    QVERIFY(!Fixture::valueOf(openWithin(path, &blocked), &error));
    QVERIFY2(!blocked, "opening a pipe blocked");
    QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
    QVERIFY2(error.contains(path), qPrintable(error));
#endif
}

void tst_FileGuards::linkToAPipeRefused()
{
#ifdef Q_OS_WIN
    QSKIP("Windows: no FIFOs; its pipes have no name in a folder");
#else
    QTemporaryDir dir;
    const QString pipe = dir.filePath(QStringLiteral("pipe"));
    const QString path = dir.filePath(QStringLiteral("link.adc"));
    QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0644), 0);
    QVERIFY(QFile::link(pipe, path));
    bool blocked = false;
    QString error;
    QVERIFY(!Fixture::valueOf(openWithin(path, &blocked), &error));
    QVERIFY2(!blocked, "opening a link to a pipe blocked");
    QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
#endif
}

void tst_FileGuards::withoutWriteBitsOpensReadOnlyEvenAsRoot()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    makeBattleFile(path);
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    const QByteArray before = bytesOf(path);
    {
        QString error;
        std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(path), &error);
        QVERIFY2(battle, qPrintable(error));
        QVERIFY(battle->isReadOnly());
        QVERIFY2(battle->readOnlyReason().contains(QStringLiteral("no write permission")),
                 qPrintable(battle->readOnlyReason()));
        const ActionOutcome outcome
            = battle->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 3})"));
        QVERIFY(outcome.is(Failure::Kind::Failed));
        QVERIFY2(outcome.error().contains(QStringLiteral("read-only"))
                     && outcome.error().contains(QStringLiteral("no write permission")),
                 qPrintable(outcome.error()));
        QVERIFY(battle->apply(object(R"({"action": "undo"})")).is(Failure::Kind::Failed));
    }
    // Not a byte changed.
    QCOMPARE(bytesOf(path), before);
}

void tst_FileGuards::fileOneByteShortRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    makeBattleFile(path);
    const QByteArray whole = bytesOf(path);
    writeBytes(path, whole.left(whole.size() - 1));
    const QByteArray shortened = bytesOf(path);
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::open(path), &error));
    QVERIFY2(error.contains(QStringLiteral("damaged")), qPrintable(error));
    QVERIFY2(error.contains(QString::number(whole.size() - 1)), qPrintable(error));
    QCOMPARE(bytesOf(path), shortened);
}

void tst_FileGuards::fileAddedToRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    makeBattleFile(path);
    writeBytes(path, bytesOf(path) + QByteArray(4096, 'x'));
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::open(path), &error));
    QVERIFY2(error.contains(QStringLiteral("damaged")), qPrintable(error));
}

void tst_FileGuards::openInAnotherProgramIsNotDamage()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    makeBattleFile(path);
    QString error;
    std::unique_ptr<Battle> first = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(first, qPrintable(error));
    // Enough new rows that the database grows while its new pages wait in
    // the write-ahead log.
    QList<UnitRecord> many;
    for (int i = 0; i < 400; ++i)
        many.append(infantry(QStringLiteral("Battalion %1").arg(i), QStringLiteral("France"),
                             QStringLiteral("Reserve")));
    QVERIFY(first->addUnits(many));
    const qint64 pages
        = RawSqlite(path, true).value(QStringLiteral("PRAGMA page_count")).toLongLong();
    const qint64 pageSize
        = RawSqlite(path, true).value(QStringLiteral("PRAGMA page_size")).toLongLong();
    QVERIFY2(QFileInfo(path).size() < pages * pageSize,
             "the test needs pages still in the write-ahead log");
    std::unique_ptr<Battle> second = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(second, qPrintable(error));
    QCOMPARE(second->units().size(), 402);
    QVERIFY2(second->check().ok(), qPrintable(second->check().problems.join(QLatin1Char('\n'))));
}

ADC_TEST_GUILESS_MAIN(tst_FileGuards)
#include "tst_fileguards.moc"
