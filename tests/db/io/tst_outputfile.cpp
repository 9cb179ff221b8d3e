// OutputFile: never over the battle, whole or not at all.
#include "io/csvformula.h"
#include "io/outputfile.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <sys/resource.h>

using namespace Adc;

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Files of this process limited to `bytes` while it lives: a write past it
// fails as on a full disk (EFBIG; SIGXFSZ ignored so the write returns).
class SmallDisk
{
public:
    explicit SmallDisk(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_saved);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        const rlimit small { bytes, m_saved.rlim_max };
        setrlimit(RLIMIT_FSIZE, &small);
    }
    ~SmallDisk()
    {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_handler);
    }

private:
    rlimit m_saved {};
    void (*m_handler)(int) = nullptr;
};

} // namespace

class tst_OutputFile : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void battleClash_data()
    {
        QTest::addColumn<QString>("output"); // relative to the folder
        QTest::addColumn<bool>("clashes");

        QTest::newRow("the battle") << "b.adc" << true;
        QTest::newRow("through the folder") << "sub/../b.adc" << true;
        QTest::newRow("a link to it") << "link.adc" << true;
        QTest::newRow("a link to a link") << "link2.adc" << true;
        QTest::newRow("its log") << "b.adc-wal" << true;
        QTest::newRow("its shared memory") << "b.adc-shm" << true;
        QTest::newRow("its journal") << "b.adc-journal" << true;
        QTest::newRow("a dangling link to its log") << "wal-link" << true;
        QTest::newRow("another file") << "b.csv" << false;
        QTest::newRow("a longer name") << "b.adc-walrus" << false;
        QTest::newRow("a link elsewhere") << "other-link" << false;
    }
    void battleClash()
    {
        QFETCH(QString, output);
        QFETCH(bool, clashes);
        QVERIFY(m_dir.isValid());
        const QDir dir(m_dir.path());
        const QString battle = dir.filePath(QStringLiteral("b.adc"));
        if (!QFile::exists(battle)) {
            QFile file(battle);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(dir.mkpath(QStringLiteral("sub")));
            QVERIFY(QFile::link(battle, dir.filePath(QStringLiteral("link.adc"))));
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("link.adc")),
                                dir.filePath(QStringLiteral("link2.adc"))));
            QVERIFY(
                QFile::link(QStringLiteral("b.adc-wal"), dir.filePath(QStringLiteral("wal-link"))));
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("b.csv")),
                                dir.filePath(QStringLiteral("other-link"))));
        }
        const QString target = dir.filePath(output);
        const QString why = OutputFile::battleClash(target, battle);
        QCOMPARE(!why.isEmpty(), clashes);
        if (clashes)
            QVERIFY2(why.contains(target) && why.contains(battle), qPrintable(why));
        // Through a link to the battle's folder too.
        QCOMPARE(
            OutputFile::battleClash(target, dir.filePath(QStringLiteral("link.adc"))).isEmpty(),
            !clashes);
    }

    void writesWhole()
    {
        const QString path = QDir(m_dir.path()).filePath(QStringLiteral("whole.csv"));
        QVERIFY(OutputFile::write(path, "old\n"));
        const Result<void> written = OutputFile::write(path, "new\n");
        QVERIFY2(written, qPrintable(written.error()));
        QCOMPARE(contents(path), QByteArray("new\n"));
        const Result<void> nowhere
            = OutputFile::write(QDir(m_dir.path()).filePath(QStringLiteral("no/such.csv")), "x");
        QVERIFY(!nowhere);
        QVERIFY2(nowhere.error().contains(QLatin1String("no/such.csv")),
                 qPrintable(nowhere.error()));
    }

    // A write that fails part-way is a failure that says what happened
    // (never "Unknown error"), leaves no file and keeps the old one.
    void failedWriteLeavesNothing()
    {
        const QDir dir(m_dir.path());
        const QString fresh = dir.filePath(QStringLiteral("fresh.json"));
        const QString old = dir.filePath(QStringLiteral("old.json"));
        QVERIFY(OutputFile::write(old, "as it was\n"));
        const QStringList before = dir.entryList(QDir::Files);
        const QByteArray big(200000, 'x');
        Result<void> cut;
        Result<void> over;
        Result<void> pdfLike;
        {
            const SmallDisk disk(40000);
            cut = OutputFile::write(fresh, big);
            over = OutputFile::write(old, big);
            QSaveFile file(dir.filePath(QStringLiteral("painted.pdf")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            for (int i = 0; i < 100; ++i)
                file.write(QByteArray(1000, 'p'));
            pdfLike = OutputFile::commit(file, file.fileName());
        }
        for (const Result<void> &result : { cut, over, pdfLike }) {
            QVERIFY(!result);
            QVERIFY2(result.error().contains(QLatin1String("File too large")),
                     qPrintable(result.error()));
        }
        QVERIFY(cut.error().startsWith(fresh));
        QCOMPARE(dir.entryList(QDir::Files), before);
        QCOMPARE(contents(old), QByteArray("as it was\n"));
    }

    void formulaCells_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("cell");

        QTest::newRow("equals") << "=cmd|'/C calc'!A0"
                                << "'=cmd|'/C calc'!A0";
        QTest::newRow("plus") << "+1+1"
                              << "'+1+1";
        QTest::newRow("minus") << "-2+3"
                               << "'-2+3";
        QTest::newRow("at") << "@SUM(1,1)"
                            << "'@SUM(1,1)";
        QTest::newRow("tab") << "\tx"
                             << "'\tx";
        QTest::newRow("carriage return") << "\rx"
                                         << "'\rx";
        QTest::newRow("escaped already") << "'=x"
                                         << "''=x";
        QTest::newRow("apostrophe") << "'Tis"
                                    << "'Tis";
        QTest::newRow("plain") << "1/42nd"
                               << "1/42nd";
        QTest::newRow("empty") << ""
                               << "";
        QTest::newRow("formula later") << "a=b"
                                       << "a=b";
    }
    void formulaCells()
    {
        QFETCH(QString, text);
        QFETCH(QString, cell);
        QCOMPARE(CsvFormula::escape(text), cell);
        QCOMPARE(CsvFormula::unescape(cell), text);
    }
};

QTEST_GUILESS_MAIN(tst_OutputFile)
#include "tst_outputfile.moc"
