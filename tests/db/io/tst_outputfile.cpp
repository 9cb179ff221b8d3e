// OutputFile: never over the battle, whole or not at all.
#include "db/io/csvformula.h"
#include "db/io/outputfile.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QtGlobal>
#include <QtTest>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#endif

using namespace Adc;

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A second name of the file (a hard link): 0, else the system's error.
int hardLink(const QString &file, const QString &name)
{
#ifdef Q_OS_WIN
    return ::CreateHardLinkW(reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(name).utf16()),
                             reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(file).utf16()),
                             nullptr)
        ? 0
        : int(::GetLastError());
#else
    return ::link(QFile::encodeName(file).constData(), QFile::encodeName(name).constData());
#endif
}

#ifdef Q_OS_WIN
// A symbolic link (QFile::link makes a .lnk shortcut there). Windows makes
// one only in Developer Mode or with the privilege, and Wine answers yes
// without making any: false when there is none.
bool symLink(const QString &target, const QString &link)
{
    ::CreateSymbolicLinkW(reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(link).utf16()),
                          reinterpret_cast<LPCWSTR>(QDir::toNativeSeparators(target).utf16()),
                          SYMBOLIC_LINK_FLAG_ALLOW_UNPRIVILEGED_CREATE);
    return QFileInfo(link).isSymLink();
}
#else
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
#endif

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
#ifdef Q_OS_WIN
            // Where Windows makes none, the rows through links are skipped.
            symLink(battle, dir.filePath(QStringLiteral("link.adc")));
            symLink(dir.filePath(QStringLiteral("link.adc")),
                    dir.filePath(QStringLiteral("link2.adc")));
            symLink(QStringLiteral("b.adc-wal"), dir.filePath(QStringLiteral("wal-link")));
            symLink(dir.filePath(QStringLiteral("b.csv")),
                    dir.filePath(QStringLiteral("other-link")));
#else
            QVERIFY(QFile::link(battle, dir.filePath(QStringLiteral("link.adc"))));
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("link.adc")),
                                dir.filePath(QStringLiteral("link2.adc"))));
            QVERIFY(
                QFile::link(QStringLiteral("b.adc-wal"), dir.filePath(QStringLiteral("wal-link"))));
            QVERIFY(QFile::link(dir.filePath(QStringLiteral("b.csv")),
                                dir.filePath(QStringLiteral("other-link"))));
#endif
        }
#ifdef Q_OS_WIN
        bool links = true;
        for (const char *name : { "link.adc", "link2.adc", "wal-link", "other-link" })
            links = links && QFileInfo(dir.filePath(QLatin1String(name))).isSymLink();
        if (!links && QByteArray(QTest::currentDataTag()).contains("link"))
            QSKIP("Windows: no symbolic links without Developer Mode or the privilege");
#else
        const bool links = true;
#endif
        const QString target = dir.filePath(output);
        const QString why = OutputFile::battleClash(target, battle);
        QCOMPARE(!why.isEmpty(), clashes);
        if (clashes)
            QVERIFY2(why.contains(QDir::toNativeSeparators(target))
                         && why.contains(QDir::toNativeSeparators(battle)),
                     qPrintable(why));
        // Through a link to the battle's folder too.
        if (links)
            QCOMPARE(
                OutputFile::battleClash(target, dir.filePath(QStringLiteral("link.adc"))).isEmpty(),
                !clashes);
    }

    // A hard link is another name of the battle: writing to it would write
    // over the battle, whatever the names say.
    void hardLinkClash()
    {
        const QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString battle = dir.filePath(QStringLiteral("b.adc"));
        const QString linked = dir.filePath(QStringLiteral("h.adc"));
        QVERIFY(OutputFile::write(battle, "battle\n"));
        QVERIFY(OutputFile::write(battle + QStringLiteral("-wal"), "log\n"));
        QCOMPARE(hardLink(battle, linked), 0);
        const QString wal = dir.filePath(QStringLiteral("wal-name"));
        QCOMPARE(hardLink(battle + QStringLiteral("-wal"), wal), 0);
        const QString why = OutputFile::battleClash(battle, linked);
        QVERIFY2(why.contains(QDir::toNativeSeparators(battle))
                     && why.contains(QDir::toNativeSeparators(linked)),
                 qPrintable(why));
        QVERIFY(!OutputFile::battleClash(linked, battle).isEmpty());
        QVERIFY(!OutputFile::battleClash(wal, battle).isEmpty());
        QVERIFY(!OutputFile::refusal(linked, battle).isEmpty());
        QVERIFY(OutputFile::battleClash(dir.filePath(QStringLiteral("b.pdf")), linked).isEmpty());
        QVERIFY(OutputFile::sameFile(battle, linked));
        QVERIFY(!OutputFile::sameFile(battle, wal));
    }

    // Whatever exists at the path and is not a regular file (a pipe, a
    // device, a folder) is refused before anything is written, and stays
    // what it was.
    void notAFile()
    {
#ifdef Q_OS_WIN
        QSKIP("Windows: no FIFOs or device nodes in a folder (device names: deviceNames)");
#else
        const QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        // A null device of the test's own: a mistake replaces it, never /dev/null.
        QString device = dir.filePath(QStringLiteral("null"));
        if (::mknod(QFile::encodeName(device).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
            device = QStringLiteral("/dev/null");
        const QString link = dir.filePath(QStringLiteral("link-to-pipe"));
        QVERIFY(QFile::link(fifo, link));
        for (const QString &path : { fifo, device, link }) {
            QVERIFY2(OutputFile::notAFile(path).endsWith(
                         QLatin1String(": is a device or a pipe, not a file")),
                     qPrintable(OutputFile::notAFile(path)));
            QVERIFY(OutputFile::notAFile(path).startsWith(path));
            const Result<void> written = OutputFile::write(path, "x\n");
            QVERIFY(!written);
            QCOMPARE(written.error(), OutputFile::notAFile(path));
            QSaveFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("painted\n");
            const Result<void> committed = OutputFile::commit(file, path);
            QVERIFY(!committed);
            QCOMPARE(committed.error(), OutputFile::notAFile(path));
        }
        QVERIFY(
            OutputFile::notAFile(dir.path()).endsWith(QLatin1String(": is a folder, not a file")));
        QVERIFY(OutputFile::notAFile(dir.filePath(QStringLiteral("new.csv"))).isEmpty());
        QVERIFY(OutputFile::write(dir.filePath(QStringLiteral("plain.csv")), "x\n"));
        QVERIFY(OutputFile::notAFile(dir.filePath(QStringLiteral("plain.csv"))).isEmpty());
        struct stat status
        {
        };
        QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &status), 0);
        QVERIFY(S_ISFIFO(status.st_mode));
        QCOMPARE(::stat(QFile::encodeName(device).constData(), &status), 0);
        QVERIFY(S_ISCHR(status.st_mode));
        QCOMPARE(::stat("/dev/null", &status), 0);
        QVERIFY(S_ISCHR(status.st_mode));
        // Nothing left beside them (no temporary file of a write refused).
        QStringList left { QStringLiteral("link-to-pipe"), QStringLiteral("pipe"),
                           QStringLiteral("plain.csv") };
        if (device != QLatin1String("/dev/null"))
            left.insert(1, QStringLiteral("null"));
        QCOMPARE(
            QDir(dir.path())
                .entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot),
            left);
#endif
    }

    // Windows opens its devices under names that look like files' and
    // writes a file's hidden stream after a colon: there they are refused
    // as devices; elsewhere they are ordinary names.
    void deviceNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("NUL") << QStringLiteral("NUL");
        QTest::newRow("nul.pdf") << QStringLiteral("nul.pdf");
        QTest::newRow("con.csv") << QStringLiteral("con.csv");
        QTest::newRow("stream") << QStringLiteral("b.adc:x");
    }

    void deviceNames()
    {
        QFETCH(QString, name);
        const QString path = QDir(m_dir.path()).filePath(name);
        const QString why = OutputFile::notAFile(path);
#if defined(Q_OS_WIN)
        QVERIFY2(why.endsWith(QLatin1String(": is a device or a pipe, not a file")),
                 qPrintable(why));
        QCOMPARE(OutputFile::write(path, "x\n").error(), why);
#else
        QVERIFY2(why.isEmpty(), qPrintable(why));
#endif
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
        QVERIFY2(nowhere.error().contains(QDir::toNativeSeparators(QStringLiteral("no/such.csv"))),
                 qPrintable(nowhere.error()));
    }

    // A write that fails part-way is a failure that says what happened
    // (never "Unknown error"), leaves no file and keeps the old one.
    void failedWriteLeavesNothing()
    {
#ifdef Q_OS_WIN
        QSKIP("Windows: no per-process file size limit to fill a disk with");
#else
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
#endif
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

ADC_TEST_GUILESS_MAIN(tst_OutputFile)
#include "tst_outputfile.moc"
