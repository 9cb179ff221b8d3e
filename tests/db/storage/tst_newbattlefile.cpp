// NewBattleFile: a new battle is made under a temporary name beside its own
// and put at its name whole, never over a file that appeared meanwhile; a
// temporary file its maker left (killed) is removed by the next one, one
// still being made is not. NewBattle, Battle::create and copyTo are made so.

#include "core/platform/platform.h"
#include "db/battle/newbattle.h"
#include "db/resulttesting.h"
#include "db/storage/newbattlefile.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace Adc;

namespace {

QStringList everything(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System
                                  | QDir::NoDotAndDotDot);
}

void writeNewFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::NewOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

class tst_NewBattleFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void madeBesideThenPut();
    void neverOverAFileThatAppeared();
    void notPublishedLeavesNothing();
    void leftoversOfTheKilledGo();
    void battleFilledBeforeItIsThere();
};

void tst_NewBattleFile::madeBesideThenPut()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("b.adc"));
    QString error;
    std::unique_ptr<NewBattleFile> claimed = Fixture::valueOf(NewBattleFile::claim(path), &error);
    QVERIFY2(claimed, qPrintable(error));
    const QString temporary = claimed->temporaryPath();
    QCOMPARE(QFileInfo(temporary).absolutePath(), QFileInfo(path).absolutePath());
    QVERIFY(QFileInfo(temporary).fileName().startsWith(QLatin1String(".b.adc.new-")));
    QVERIFY(QFile::exists(temporary));
    QVERIFY(!QFile::exists(path));
    {
        QFile file(temporary);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("whole");
    }
    QVERIFY(claimed->publish());
    claimed.reset();
    QCOMPARE(everything(dir.path()), QStringList { QStringLiteral("b.adc") });
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("whole"));
}

// A file put at the path while the battle was being made stays as it is;
// the new battle is refused ("already exists") and leaves nothing.
void tst_NewBattleFile::neverOverAFileThatAppeared()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("b.adc"));
    QString error;
    std::unique_ptr<NewBattleFile> claimed = Fixture::valueOf(NewBattleFile::claim(path), &error);
    QVERIFY2(claimed, qPrintable(error));
    writeNewFile(path, "another program's");
    const Result<void> published = claimed->publish();
    QVERIFY(!published);
    QVERIFY2(published.error().startsWith(QDir::toNativeSeparators(path))
                 && published.error().contains(QLatin1String("already exists")),
             qPrintable(published.error()));
    claimed.reset();
    QCOMPARE(everything(dir.path()), QStringList { QStringLiteral("b.adc") });
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("another program's"));
}

void tst_NewBattleFile::notPublishedLeavesNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("b.adc"));
    QString error;
    std::unique_ptr<NewBattleFile> claimed = Fixture::valueOf(NewBattleFile::claim(path), &error);
    QVERIFY2(claimed, qPrintable(error));
    writeNewFile(claimed->temporaryPath() + QStringLiteral("-wal"), "log");
    claimed.reset();
    QCOMPARE(everything(dir.path()), QStringList());
}

// A temporary file nobody holds (its maker was killed) goes, with its
// companions, when the next battle is made there; one a living maker holds
// stays, and so does any other file.
void tst_NewBattleFile::leftoversOfTheKilledGo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("b.adc"));
    writeNewFile(dir.filePath(QStringLiteral(".b.adc.new-0badf00d")), "half a battle");
    writeNewFile(dir.filePath(QStringLiteral(".b.adc.new-0badf00d-wal")), "its log");
    writeNewFile(dir.filePath(QStringLiteral(".b.adc.new-12345678-shm")), "shared memory alone");
    writeNewFile(dir.filePath(QStringLiteral(".c.adc.new-0badf00d")), "another battle's");
    writeNewFile(dir.filePath(QStringLiteral("b.adc.new-notes")), "the umpire's");
    // The same name's living maker: its file held as a maker holds it.
    const QString heldHere = dir.filePath(QStringLiteral(".b.adc.new-a11ve000"));
    const Result<qintptr> living = Platform::createHeld(heldHere);
    QVERIFY2(living, qPrintable(living.error()));

    QString error;
    std::unique_ptr<NewBattleFile> next = Fixture::valueOf(NewBattleFile::claim(path), &error);
    QVERIFY2(next, qPrintable(error));
    QStringList left = everything(dir.path());
    left.removeOne(QFileInfo(next->temporaryPath()).fileName());
    QStringList expected { QStringLiteral(".c.adc.new-0badf00d"), QFileInfo(heldHere).fileName(),
                           QStringLiteral("b.adc.new-notes") };
    expected.sort();
    Platform::release(*living);
    QCOMPARE(left, expected);
}

// NewBattle::create fills the battle before it is at its path: a filler that
// fails leaves nothing there; one that succeeds leaves the whole battle,
// opened at its path.
void tst_NewBattleFile::battleFilledBeforeItIsThere()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("b.adc"));
    bool sawNothing = false;
    const Result<std::unique_ptr<Battle>> failed
        = NewBattle::create(path, QStringLiteral("Ligny"), [&](Battle &made) -> Result<void> {
              sawNothing = !QFile::exists(path);
              static_cast<void>(made.apply({ { QStringLiteral("action"), QStringLiteral("roll") },
                                             { QStringLiteral("dice"), QStringLiteral("2d6") } }));
              return Failure::failed(QStringLiteral("no units"));
          });
    QVERIFY(sawNothing);
    QVERIFY(!failed);
    QCOMPARE(failed.error(), QStringLiteral("no units"));
    QCOMPARE(everything(dir.path()), QStringList());

    QString error;
    std::unique_ptr<Battle> made = Fixture::valueOf(
        NewBattle::create(path, QStringLiteral("Ligny"),
                          [&](Battle &battle) -> Result<void> {
                              sawNothing = !QFile::exists(path);
                              const ActionOutcome rolled = battle.apply(
                                  { { QStringLiteral("action"), QStringLiteral("roll") },
                                    { QStringLiteral("dice"), QStringLiteral("2d6") } });
                              if (!rolled)
                                  return rolled.failure();
                              return {};
                          }),
        &error);
    QVERIFY2(made, qPrintable(error));
    QVERIFY(sawNothing);
    QCOMPARE(made->path(), path);
    QCOMPARE(made->log().size(), 1);
    QCOMPARE(made->name(), QStringLiteral("Ligny"));
}

ADC_TEST_GUILESS_MAIN(tst_NewBattleFile)
#include "tst_newbattlefile.moc"
