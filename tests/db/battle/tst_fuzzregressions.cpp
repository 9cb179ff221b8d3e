// Inputs the fuzzers found (and a few they must keep handling), replayed
// through the fuzzers' own checks: an order of battle must read or be
// refused row by row, a mangled battle file must open or be refused with a
// message, never crash. The files are in tests/data/fuzz/fuzz_import/ and
// tests/data/fuzz/fuzz_battle_file/ (inputs that mangle fuzz/battle/tiny.adc,
// see fuzz/battlefilecheck.h); each is named after what it caught.

#include "../../../fuzz/battlefilecheck.h"
#include "../../../fuzz/oobimportcheck.h"
#include "db/resulttesting.h"
#include "db/storage/schema.h"
#include "testfailure.h"
#include "testpaths.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace Adc;

namespace {

QString dataDir(const char *target)
{
    return AdcTest::sourceDir() + QStringLiteral("/tests/data/fuzz/") + QLatin1String(target);
}

void addFileRows(const char *target)
{
    QTest::addColumn<QString>("file");
    const QDir dir(dataDir(target));
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

// The file's bytes; none, and the test failed, when it cannot be read.
QByteArray contents(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ADC_FAIL(QStringLiteral("cannot read ") + path);
        return QByteArray();
    }
    return file.readAll();
}

} // namespace

class tst_FuzzRegressions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void foldersHoldInputs_data();
    void foldersHoldInputs();
    void baseBattleOpens_data();
    void baseBattleOpens();
    void currentBaseIsTheOldestUpgraded();
    void depthFromTheFirstByte();
    void import_data();
    void import();
    void battleFile_data();
    void battleFile();

private:
    BattleFileCheck::Bases m_bases;
};

void tst_FuzzRegressions::initTestCase()
{
    // A damaged file is read with warnings; they are expected here. (After
    // a fatal message Qt still ends the program itself.)
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
        if (type == QtFatalMsg || type == QtCriticalMsg)
            std::fprintf(stderr, "%s\n", qPrintable(message));
    });
    m_bases.oldest = contents(AdcTest::sourceDir() + QStringLiteral("/fuzz/battle/tiny.adc"));
    m_bases.current
        = contents(AdcTest::sourceDir() + QStringLiteral("/fuzz/battle/tiny-current.adc"));
}

void tst_FuzzRegressions::foldersHoldInputs_data()
{
    QTest::addColumn<QString>("folder");
    QTest::newRow("fuzz_import") << dataDir("fuzz_import");
    QTest::newRow("fuzz_battle_file") << dataDir("fuzz_battle_file");
}

void tst_FuzzRegressions::foldersHoldInputs()
{
    QFETCH(QString, folder);
    QVERIFY2(!QDir(folder).entryList(QDir::Files).isEmpty(), qPrintable(folder));
}

// The file the battle-file inputs mangle is itself a battle with units and a
// log that ends on an undone entry.
void tst_FuzzRegressions::baseBattleOpens_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("version");
    QTest::newRow("oldest") << QStringLiteral("tiny.adc") << 2;
    QTest::newRow("current") << QStringLiteral("tiny-current.adc") << int(Schema::kCurrentVersion);
}

void tst_FuzzRegressions::baseBattleOpens()
{
    QFETCH(QString, name);
    QFETCH(int, version);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tiny.adc"));
    QVERIFY(QFile::copy(AdcTest::sourceDir() + QStringLiteral("/fuzz/battle/") + name, path));
    // The version it was written at (byte 60 on: SQLite's user_version).
    const QByteArray header = contents(path).mid(60, 4);
    QCOMPARE(header.size(), 4);
    QCOMPARE(qFromBigEndian<qint32>(header.constData()), version);
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    QString error;
    std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(battle, qPrintable(error));
    QVERIFY(battle->sides().size() >= 2);
    QVERIFY(battle->units().size() >= 2);
    QVERIFY(battle->log().size() >= 2);
    // The check redoes this entry, so the file's own images get written.
    QVERIFY(!battle->redoText().isEmpty());
}

// The fuzzer's two bases are one battle: the current one is the oldest
// opened and upgraded, so an input means the same on both but for where the
// bytes lie.
void tst_FuzzRegressions::currentBaseIsTheOldestUpgraded()
{
    const auto dumpOf = [](const QByteArray &bytes) {
        Result<std::unique_ptr<Battle>> opened = Battle::openBytes(bytes, QStringLiteral("t.adc"));
        return opened ? (*opened)->canonicalDump() : QString();
    };
    const QString oldest = dumpOf(m_bases.oldest);
    QVERIFY(!oldest.isEmpty());
    QCOMPARE(dumpOf(m_bases.current), oldest);
    // Three first bytes in four choose the current base.
    QCOMPARE(&BattleFileCheck::baseFor(m_bases, QByteArray("\x02", 1)), &m_bases.oldest);
    QCOMPARE(&BattleFileCheck::baseFor(m_bases, QByteArray("\x06", 1)), &m_bases.current);
    QCOMPARE(&BattleFileCheck::baseFor(m_bases, QByteArray()), &m_bases.oldest);
}

// One input in eight goes the whole way; whole files, empty inputs and the
// kept inputs (replayed above at Depth::Whole) always do.
void tst_FuzzRegressions::depthFromTheFirstByte()
{
    using Depth = BattleFileCheck::Depth;
    QList<int> counts(4, 0);
    for (int first = 0; first < 256; ++first)
        ++counts[static_cast<int>(BattleFileCheck::depthFor(QByteArray(1, char(first))))];
    QCOMPARE(counts, QList<int>({ 96, 64, 64, 32 }));
    QCOMPARE(BattleFileCheck::depthFor(QByteArray("\x0f", 1)), Depth::Whole);
    QCOMPARE(BattleFileCheck::depthFor(QByteArray("\x1f", 1)), Depth::Actions);
    QCOMPARE(BattleFileCheck::depthFor(QByteArray("\x40", 1)), Depth::Log);
    QCOMPARE(BattleFileCheck::depthFor(QByteArray("\xf0", 1)), Depth::Read);
    QCOMPARE(BattleFileCheck::depthFor(QByteArray()), Depth::Whole);
    QCOMPARE(BattleFileCheck::depthFor(m_bases.current), Depth::Whole);
    // A read-only run still opens and reads the battle: a base unchanged
    // passes at every depth.
    for (const Depth depth : { Depth::Read, Depth::Log, Depth::Actions, Depth::Whole }) {
        const QString problem
            = BattleFileCheck::runInMemory(m_bases, QByteArray("\x04\0\0", 3), depth);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

void tst_FuzzRegressions::import_data()
{
    addFileRows("fuzz_import");
}

void tst_FuzzRegressions::import()
{
    QFETCH(QString, file);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString problem = OobImportCheck::run(contents(file), dir.path());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void tst_FuzzRegressions::battleFile_data()
{
    addFileRows("fuzz_battle_file");
}

void tst_FuzzRegressions::battleFile()
{
    QFETCH(QString, file);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString problem = BattleFileCheck::run(m_bases, contents(file), dir.path());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    // The fuzzer opens the same bytes in memory.
    const QString inMemory
        = BattleFileCheck::runInMemory(m_bases, contents(file), BattleFileCheck::Depth::Whole);
    QVERIFY2(inMemory.isEmpty(), qPrintable(inMemory));
    // The same changes to the other base.
    QByteArray other = contents(file);
    if (!other.isEmpty() && !other.startsWith("SQLite format 3")) {
        other[0] = char(other.at(0) ^ 0x04);
        const QString onOther
            = BattleFileCheck::runInMemory(m_bases, other, BattleFileCheck::Depth::Whole);
        QVERIFY2(onOther.isEmpty(), qPrintable(onOther));
    }
}

ADC_TEST_GUILESS_MAIN(tst_FuzzRegressions)
#include "tst_fuzzregressions.moc"
