// What adc and adc-print write: never over the battle, whole or not at all
// (a full disk is a failure), standard output checked, CSV cells that a
// spreadsheet would run as formulas escaped and read back as they were.
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QStandardPaths>
#include <QtGlobal>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#endif

using namespace BattleTest;

namespace {

#ifdef Q_OS_WIN
// A second name of the file, as `ln` makes (QFile::link makes a shortcut,
// which no write follows).
bool hardLink(const QString &file, const QString &name)
{
    const QString native = QDir::toNativeSeparators(name);
    const QString existing = QDir::toNativeSeparators(file);
    return ::CreateHardLinkW(reinterpret_cast<const wchar_t *>(native.utf16()),
                             reinterpret_cast<const wchar_t *>(existing.utf16()), nullptr);
}
#else
// Runs the program with files limited to `bytes`: a write past it fails as
// on a full disk (EFBIG, with SIGXFSZ ignored so the write returns).
QStringList smallDisk(qint64 bytes)
{
    return { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
             QStringLiteral("trap '' XFSZ; exec prlimit --fsize=%1 -- \"$@\"").arg(bytes),
             QStringLiteral("sh") };
}

// The same without SIGXFSZ ignored by the shell: the program itself must
// not die of it.
QStringList sizeLimit(qint64 bytes)
{
    return { QStringLiteral("prlimit"), QStringLiteral("--fsize=%1").arg(bytes),
             QStringLiteral("--") };
}

// What is at the path, as the system says: S_IFREG, S_IFIFO, S_IFCHR...
mode_t kindOf(const QString &path)
{
    struct stat status
    {
    };
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 ? status.st_mode & S_IFMT : 0;
}

// Runs the program with its standard output on /dev/full.
const QStringList kFullOutput { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                                QStringLiteral("exec \"$@\" > /dev/full"), QStringLiteral("sh") };

QByteArray manyUnits(int count)
{
    QJsonArray list;
    for (int i = 1; i <= count; ++i)
        list.append(QJsonObject {
            { QStringLiteral("name"), QStringLiteral("Battalion number %1").arg(i) },
            { QStringLiteral("side"), i % 2 ? QStringLiteral("French") : QStringLiteral("Allied") },
            { QStringLiteral("brigade"), QStringLiteral("Brigade %1").arg(i % 7) },
            { QStringLiteral("arm"), QStringLiteral("infantry") },
            { QStringLiteral("castings"), 12 } });
    return QJsonDocument(list).toJson();
}
#endif

} // namespace

class tst_BattleOutputs : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(AdcTest::programFile(AdcTest::adcPath())).isExecutable(),
                 qPrintable(AdcTest::adcPath()));
#ifndef Q_OS_WIN
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("prlimit")).isEmpty(),
                 "prlimit (util-linux) is needed to make writes fail");
#endif
    }
    void init()
    {
        makeFolder();
    }

    void neverOverTheBattle_data();
    void neverOverTheBattle();
    void fullDiskIsAFailure_data();
    void fullDiskIsAFailure();
    void standardOutputChecked();
    void formulasEscaped();
    void devicesAndPipesRefused_data();
    void devicesAndPipesRefused();
    void hardLinkOfTheBattleRefused_data();
    void hardLinkOfTheBattleRefused();
    void dashIsStandardOutput();
    void fileSizeLimitIsAFailure_data();
    void fileSizeLimitIsAFailure();
};

void tst_BattleOutputs::neverOverTheBattle_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("target"); // the output, relative to the folder

    const QStringList exportOob { QStringLiteral("export") };
    const QStringList print { QStringLiteral("print") };
    const QStringList report { QStringLiteral("report") };
    const QStringList card { QStringLiteral("card") };
    for (const QString &target :
         { QStringLiteral("b.adc"), QStringLiteral("link.adc"), QStringLiteral("b.adc-wal"),
           QStringLiteral("b.adc-shm"), QStringLiteral("b.adc-journal"),
           QStringLiteral("sub/../b.adc") }) {
        const QByteArray tag = target.toUtf8();
        QTest::newRow("export --out " + tag) << exportOob << QStringLiteral("--out") << target;
        QTest::newRow("print --pdf " + tag) << print << QStringLiteral("--pdf") << target;
        QTest::newRow("report --csv " + tag) << report << QStringLiteral("--csv") << target;
        QTest::newRow("report --pdf " + tag) << report << QStringLiteral("--pdf") << target;
        QTest::newRow("card --pdf " + tag) << card << QStringLiteral("--pdf") << target;
    }
}

// Any output that resolves to the battle (links followed, or SQLite's
// companions) is refused with exit 1 naming both; the battle is untouched.
void tst_BattleOutputs::neverOverTheBattle()
{
    QFETCH(QStringList, command);
    QFETCH(QString, option);
    QFETCH(QString, target);
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("sub")));
#ifdef Q_OS_WIN
    // A symbolic link needs a privilege there: a hard link, the battle under
    // a second name, stands for it.
    QVERIFY(hardLink(file, path(QStringLiteral("link.adc"))));
#else
    QVERIFY(QFile::link(file, path(QStringLiteral("link.adc"))));
#endif
    const QByteArray before = readFile(file);
    const QString output = path(target);
    const Run run = adc(command + db(file) + QStringList { option, output });
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    // The paths as the test wrote them: on Windows adc shows backslashes.
    const QString message = QDir::fromNativeSeparators(run.message());
    QVERIFY2(message.contains(output) && message.contains(file), run.err.constData());
    QCOMPARE(readFile(file), before);
    QCOMPARE(units(file).size(), 1);
}

void tst_BattleOutputs::fullDiskIsAFailure_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("name");

    QTest::newRow("export csv") << QStringList { QStringLiteral("export") }
                                << QStringLiteral("--out") << QStringLiteral("oob.csv");
    QTest::newRow("export json") << QStringList { QStringLiteral("export") }
                                 << QStringLiteral("--out") << QStringLiteral("oob.json");
    QTest::newRow("report csv") << QStringList { QStringLiteral("report") }
                                << QStringLiteral("--csv") << QStringLiteral("report.csv");
    QTest::newRow("print pdf") << QStringList { QStringLiteral("print") } << QStringLiteral("--pdf")
                               << QStringLiteral("roster.pdf");
}

// A write that fails part-way (files limited to 40,000 bytes, as a nearly
// full disk) is exit 1 with what happened; no partial file is left and an
// older file at the path stays as it was.
void tst_BattleOutputs::fullDiskIsAFailure()
{
#ifdef Q_OS_WIN
    QSKIP("Windows: no per-process file size limit (prlimit --fsize) to stand for a full disk");
#else
    QFETCH(QStringList, command);
    QFETCH(QString, option);
    QFETCH(QString, name);
    const QString file = newBattle();
    writeFile(path(QStringLiteral("many.json")), manyUnits(800));
    const Run imported = adc(QStringList { QStringLiteral("import") } + db(file)
                             + QStringList { path(QStringLiteral("many.json")) });
    QCOMPARE(imported.exitCode, 0);
    const QString output = path(name);

    // The whole output is larger than the limit.
    const Run whole = adc(command + db(file) + QStringList { option, output });
    QCOMPARE(whole.exitCode, 0);
    QVERIFY(QFileInfo(output).size() > 40000);
    QVERIFY(QFile::remove(output));

    const QStringList before = QDir(m_dir->path()).entryList(QDir::Files);
    const Run cut
        = adc(command + db(file) + QStringList { option, output }, QByteArray(), smallDisk(40000));
    QCOMPARE(cut.exitCode, 1);
    QVERIFY(cut.out.isEmpty());
    QVERIFY(cut.oneLineOnStderr());
    QVERIFY2(cut.message().contains(output) && cut.message().contains(QLatin1String("too large")),
             cut.err.constData());
    QVERIFY2(!cut.message().contains(QLatin1String("Unknown error")), cut.err.constData());
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files), before);

    writeFile(output, "the file as it was\n");
    const Run again
        = adc(command + db(file) + QStringList { option, output }, QByteArray(), smallDisk(40000));
    QCOMPARE(again.exitCode, 1);
    QCOMPARE(readFile(output), QByteArray("the file as it was\n"));
#endif
}

// Answers that cannot be written (standard output on /dev/full) are exit 1
// with a message; the action done stays done.
void tst_BattleOutputs::standardOutputChecked()
{
#ifdef Q_OS_WIN
    QSKIP("Windows: no device that is always full, as /dev/full is");
#else
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    const Run list
        = adc(QStringList { QStringLiteral("units") } + db(file), QByteArray(), kFullOutput);
    QCOMPARE(list.exitCode, 1);
    QVERIFY(list.oneLineOnStderr());
    QVERIFY2(list.message().contains(QLatin1String("standard output"))
                 && list.message().contains(QLatin1String("No space left on device")),
             list.err.constData());

    const Run applied = adc(QStringList { QStringLiteral("apply") } + db(file),
                            R"({"action":"roll","dice":"2d6"})"
                            "\n",
                            kFullOutput);
    QCOMPARE(applied.exitCode, 1);
    QVERIFY(applied.oneLineOnStderr());
    const Run log = adc(QStringList { QStringLiteral("log") } + db(file));
    QCOMPARE(log.array().size(), 2);
    QCOMPARE(log.array().last().toObject().value(QStringLiteral("kind")).toString(),
             QStringLiteral("roll"));

    const Run help = adc(QStringList { QStringLiteral("--help") }, QByteArray(), kFullOutput);
    QCOMPARE(help.exitCode, 1);
#endif
}

// Names a spreadsheet would run as formulas are written with a leading
// apostrophe in export's and report's CSV, and import reads them back as
// they were; numbers stay numbers. (A name starting with a tab, the other
// such lead, is refused as a control character before it is stored.)
void tst_BattleOutputs::formulasEscaped()
{
    const QStringList names { QStringLiteral("=cmd|'/C calc'!A0"),
                              QStringLiteral("+1+1"),
                              QStringLiteral("-2+3"),
                              QStringLiteral("@SUM(1,1)"),
                              QStringLiteral("'=already quoted"),
                              QStringLiteral("'Tis plain") };
    const QString file = newBattle();
    for (const QString &name : names) {
        const QJsonObject unit { { QStringLiteral("name"), name },
                                 { QStringLiteral("side"), QStringLiteral("-French") },
                                 { QStringLiteral("brigade"), QStringLiteral("@Husson") },
                                 { QStringLiteral("arm"), QStringLiteral("infantry") },
                                 { QStringLiteral("castings"), 12 } };
        QCOMPARE(adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file),
                     json(unit))
                     .exitCode,
                 0);
    }
    const QString csv = path(QStringLiteral("oob.csv"));
    QCOMPARE(adc(QStringList { QStringLiteral("export") } + db(file)
                 + QStringList { QStringLiteral("--out"), csv })
                 .exitCode,
             0);
    const QString text = QString::fromUtf8(readFile(csv));
    QVERIFY2(text.contains(QLatin1String(",'=cmd|'/C calc'!A0,'-French,'@Husson,")),
             qPrintable(text));
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(1)) {
        // Every cell a spreadsheet reads starts without =, +, -, @ or a tab.
        for (const QString &cell : line.split(QLatin1Char(',')))
            QVERIFY2(cell.isEmpty() || !QStringLiteral("=+-@\t").contains(cell.front()),
                     qPrintable(line));
    }

    const QString copy = newBattle(QStringLiteral("copy.adc"));
    QCOMPARE(
        adc(QStringList { QStringLiteral("import") } + db(copy) + QStringList { csv }).exitCode, 0);
    const QJsonArray back = units(copy);
    QCOMPARE(back.size(), names.size());
    for (int i = 0; i < names.size(); ++i) {
        const QJsonObject unit = back.at(i).toObject();
        QCOMPARE(unit.value(QStringLiteral("name")).toString(), names.at(i));
        QCOMPARE(unit.value(QStringLiteral("side")).toString(), QStringLiteral("-French"));
        QCOMPARE(unit.value(QStringLiteral("castings")).toInt(), 12);
    }

    const QString report = path(QStringLiteral("report.csv"));
    QCOMPARE(adc(QStringList { QStringLiteral("report") } + db(file)
                 + QStringList { QStringLiteral("--csv"), report })
                 .exitCode,
             0);
    const QString reportText = QString::fromUtf8(readFile(report));
    QVERIFY2(reportText.contains(QLatin1String("unit,'-French,'@Husson,'+1+1,1,12,12,0,")),
             qPrintable(reportText));
    QVERIFY(!reportText.contains(QLatin1String(",=cmd")));
}

void tst_BattleOutputs::devicesAndPipesRefused_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("kind");

    const QList<std::pair<QStringList, QString>> outputs {
        { { QStringLiteral("export") }, QStringLiteral("--out") },
        { { QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv") },
          QStringLiteral("--out") },
        { { QStringLiteral("print") }, QStringLiteral("--pdf") },
        { { QStringLiteral("card") }, QStringLiteral("--pdf") },
        { { QStringLiteral("report") }, QStringLiteral("--pdf") },
        { { QStringLiteral("report") }, QStringLiteral("--csv") },
    };
#ifdef Q_OS_WIN
    // No FIFOs there; devices are opened under names that look like files':
    // NUL whatever its extension, the console, "\\.\" paths, and a file's
    // alternate stream.
    const QStringList kinds { QStringLiteral("nul"), QStringLiteral("NUL.pdf"),
                              QStringLiteral("con.csv"), QStringLiteral("\\\\.\\NUL"),
                              QStringLiteral("b.adc:x") };
#else
    const QStringList kinds { QStringLiteral("fifo"), QStringLiteral("device") };
#endif
    for (const auto &[command, option] : outputs) {
        for (const QString &kind : kinds) {
            const QByteArray tag
                = command.join(u' ').toUtf8() + ' ' + option.toUtf8() + ' ' + kind.toUtf8();
            QTest::newRow(tag.constData()) << command << option << kind;
        }
    }
}

// An output that is a pipe (FIFO) or a character device is refused before
// anything is written (exit 1, one line naming it), and stays what it was:
// the pipe's reader gets nothing, the device is still a device.
void tst_BattleOutputs::devicesAndPipesRefused()
{
    QFETCH(QStringList, command);
    QFETCH(QString, option);
    QFETCH(QString, kind);
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    QString output = path(kind);
#ifdef Q_OS_WIN
    if (kind.startsWith(QLatin1String("\\\\.\\")))
        output = kind;
#else
    mode_t expected = S_IFIFO;
    if (kind == QLatin1String("fifo")) {
        QCOMPARE(::mkfifo(QFile::encodeName(output).constData(), 0600), 0);
    } else {
        // A null device of the test's own, so that a mistake never replaces
        // the machine's; /dev/null where devices cannot be made.
        expected = S_IFCHR;
        if (::mknod(QFile::encodeName(output).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
            output = QStringLiteral("/dev/null");
    }
    // A reader on the pipe, which must get nothing.
    const int reader = kind == QLatin1String("fifo")
        ? ::open(QFile::encodeName(output).constData(), O_RDONLY | O_NONBLOCK)
        : -1;
#endif
    const Run run = adc(command + db(file) + QStringList { option, output });
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    QCOMPARE(run.message(),
             QStringLiteral("adc: ") + QDir::toNativeSeparators(output)
                 + QStringLiteral(": is a device or a pipe, not a file"));
#ifdef Q_OS_WIN
    // Nothing was made beside the battle (no temporary file).
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             QStringList { QStringLiteral("b.adc") });
#else
    QCOMPARE(kindOf(output), expected);
    QCOMPARE(kindOf(QStringLiteral("/dev/null")), mode_t(S_IFCHR));
    if (reader >= 0) {
        char byte = 0;
        QCOMPARE(::read(reader, &byte, 1), ssize_t(0));
        ::close(reader);
    }
    // Nothing else was made beside it (no temporary file).
    QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden | QDir::System),
             QStringList { QStringLiteral("b.adc") }
                 + (output.startsWith(m_dir->path()) ? QStringList { kind } : QStringList()));
#endif
}

void tst_BattleOutputs::hardLinkOfTheBattleRefused_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("option");

    QTest::newRow("export --out") << QStringList { QStringLiteral("export") }
                                  << QStringLiteral("--out");
    QTest::newRow("print --pdf") << QStringList { QStringLiteral("print") }
                                 << QStringLiteral("--pdf");
    QTest::newRow("card --pdf") << QStringList { QStringLiteral("card") }
                                << QStringLiteral("--pdf");
    QTest::newRow("report --pdf") << QStringList { QStringLiteral("report") }
                                  << QStringLiteral("--pdf");
    QTest::newRow("report --csv") << QStringList { QStringLiteral("report") }
                                  << QStringLiteral("--csv");
}

// `ln b.adc h.adc; adc print --db h.adc --pdf b.adc`: the output is the
// battle under its other name, known by the file it is, not by its path.
void tst_BattleOutputs::hardLinkOfTheBattleRefused()
{
    QFETCH(QStringList, command);
    QFETCH(QString, option);
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    const QString linked = path(QStringLiteral("h.adc"));
#ifdef Q_OS_WIN
    QVERIFY(hardLink(file, linked));
#else
    QCOMPARE(::link(QFile::encodeName(file).constData(), QFile::encodeName(linked).constData()), 0);
#endif
    const QByteArray before = readFile(file);
    const Run run = adc(command + db(linked) + QStringList { option, file });
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.oneLineOnStderr());
    const QString message = QDir::fromNativeSeparators(run.message());
    QVERIFY2(message.contains(file) && message.contains(linked), run.err.constData());
    QCOMPARE(readFile(file), before);
    QCOMPARE(units(file).size(), 1);
    QCOMPARE(units(linked).size(), 1);
}

// "-" is standard output for a text output (export's, the report's CSV)
// and no file named "-" is made; a PDF is not text, and "-" is refused.
void tst_BattleOutputs::dashIsStandardOutput()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    const QString dash = QStringLiteral("-");
    QProcess process;
    process.setWorkingDirectory(m_dir->path());
    process.start(AdcTest::adcPath(),
                  QStringList { QStringLiteral("export") } + db(file)
                      + QStringList { QStringLiteral("--out"), dash });
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QByteArray exported = process.readAllStandardOutput();
    QCOMPARE(exported, adc(QStringList { QStringLiteral("export") } + db(file)).out);
    QVERIFY(exported.contains("1/42nd"));

    process.start(AdcTest::adcPath(),
                  QStringList { QStringLiteral("report") } + db(file)
                      + QStringList { QStringLiteral("--csv"), dash });
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QByteArray csv = process.readAllStandardOutput();
    const QString written = path(QStringLiteral("report.csv"));
    QCOMPARE(adc(QStringList { QStringLiteral("report") } + db(file)
                 + QStringList { QStringLiteral("--csv"), written })
                 .exitCode,
             0);
    QCOMPARE(csv, readFile(written));

    process.start(AdcTest::adcPath(),
                  QStringList { QStringLiteral("print") } + db(file)
                      + QStringList { QStringLiteral("--pdf"), dash });
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(process.readAllStandardOutput().isEmpty());
    QVERIFY(!QFileInfo::exists(path(dash)));
}

void tst_BattleOutputs::fileSizeLimitIsAFailure_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("name");

    QTest::newRow("export") << QStringList { QStringLiteral("export") } << QStringLiteral("--out")
                            << QStringLiteral("oob.json");
    QTest::newRow("report csv") << QStringList { QStringLiteral("report") }
                                << QStringLiteral("--csv") << QStringLiteral("report.csv");
    QTest::newRow("print pdf") << QStringList { QStringLiteral("print") } << QStringLiteral("--pdf")
                               << QStringLiteral("roster.pdf");
    QTest::newRow("export to standard output")
        << QStringList { QStringLiteral("export") } << QString() << QStringLiteral("oob.json");
}

// Under a file size limit (prlimit --fsize) a write past it is refused by
// the system (EFBIG); the program reports it as any failed write, in one
// line with exit 1, instead of dying of SIGXFSZ without a word.
void tst_BattleOutputs::fileSizeLimitIsAFailure()
{
#ifdef Q_OS_WIN
    QSKIP("Windows: no per-process file size limit (prlimit --fsize)");
#else
    QFETCH(QStringList, command);
    QFETCH(QString, option);
    QFETCH(QString, name);
    const QString file = newBattle();
    writeFile(path(QStringLiteral("many.json")), manyUnits(800));
    QCOMPARE(adc(QStringList { QStringLiteral("import") } + db(file)
                 + QStringList { path(QStringLiteral("many.json")) })
                 .exitCode,
             0);
    const QString output = path(name);
    QStringList wrapper = sizeLimit(40000);
    QStringList arguments = command + db(file);
    if (option.isEmpty())
        wrapper
            = QStringList { QStringLiteral("/bin/sh"), QStringLiteral("-c"),
                            QStringLiteral("exec \"$@\" > '%1'").arg(output), QStringLiteral("sh") }
            + wrapper;
    else
        arguments += QStringList { option, output };
    const Run cut = adc(arguments, QByteArray(), wrapper);
    QCOMPARE(cut.exitCode, 1);
    QVERIFY(cut.oneLineOnStderr());
    QVERIFY2(cut.message().contains(QLatin1String("File too large")), cut.err.constData());
    QVERIFY2(cut.message().contains(option.isEmpty() ? QStringLiteral("standard output") : output),
             cut.err.constData());
    if (!option.isEmpty())
        QVERIFY(!QFileInfo::exists(output));
#endif
}

ADC_TEST_GUILESS_MAIN(tst_BattleOutputs)
#include "tst_battle_outputs.moc"
