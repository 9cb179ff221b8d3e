// adc init and adc sample, the arguments every battle command reads, and files that are not battles
// (docs/contract.md).
#include "battlecommandstest.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace BattleTest;

class tst_BattleFiles : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void initCreates();
    void initRefusesOverwrite_data();
    void initRefusesOverwrite();
    void initDefaultName();
    void badArguments_data();
    void badArguments();
    void sample();
    void sampleRefusesOverwrite();
    void sampleIsReadFromTheDataFolder();
    void notABattle_data();
    void notABattle();
    void newerVersion();
    void readOnlyFile();
};

void tst_BattleFiles::initTestCase()
{
    QVERIFY2(QFileInfo(AdcTest::programFile(AdcTest::adcPath())).isExecutable(),
             qPrintable(AdcTest::adcPath()));
}

void tst_BattleFiles::init()
{
    makeFolder();
}

void tst_BattleFiles::initCreates()
{
    const QString file = path(QStringLiteral("qb.adc"));
    const Run run = adc(QStringList { QStringLiteral("init") } + db(file)
                        + QStringList { QStringLiteral("--name"), QStringLiteral("Quatre Bras") });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    QCOMPARE(run.object().value(QStringLiteral("ok")), QJsonValue(true));
    QCOMPARE(run.object().value(QStringLiteral("name")).toString(), QStringLiteral("Quatre Bras"));
    QVERIFY(QFileInfo::exists(file));
    QCOMPARE(units(file), QJsonArray());
    QCOMPARE(sqlValue(file, QStringLiteral("PRAGMA integrity_check")).toString(),
             QStringLiteral("ok"));
}

void tst_BattleFiles::initRefusesOverwrite_data()
{
    QTest::addColumn<bool>("battle");
    QTest::newRow("an existing battle") << true;
    QTest::newRow("any other file") << false;
}

void tst_BattleFiles::initRefusesOverwrite()
{
    QFETCH(bool, battle);
    const QString file = path(QStringLiteral("taken.adc"));
    if (battle)
        newBattle(QStringLiteral("taken.adc"));
    else
        writeFile(file, "my notes\n");
    const QByteArray before = readFile(file);

    for (const QString &command : { QStringLiteral("init"), QStringLiteral("sample") }) {
        const Run run = adc(QStringList { command } + db(file));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY(run.oneLineOnStderr());
        // The path as the test wrote it: on Windows adc shows it with backslashes.
        QVERIFY2(QDir::fromNativeSeparators(run.message())
                     .startsWith(QLatin1String("adc: ") + file + QLatin1String(": already exists")),
                 run.err.constData());
        QCOMPARE(readFile(file), before);
    }
}

void tst_BattleFiles::initDefaultName()
{
    const QString file = path(QStringLiteral("Ligny.adc"));
    const Run run = adc(QStringList { QStringLiteral("init") } + db(file));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.object().value(QStringLiteral("name")).toString(), QStringLiteral("Ligny"));
}

void tst_BattleFiles::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");

    QTest::newRow("init without --db")
        << QStringList { QStringLiteral("init") } << "adc: --db: a battle file is needed";
    QTest::newRow("units without --db")
        << QStringList { QStringLiteral("units") } << "adc: --db: a battle file is needed";
    QTest::newRow("--db without a value")
        << QStringList { QStringLiteral("units"), QStringLiteral("--db") }
        << "adc: --db: a value is needed";
    QTest::newRow("init with an empty name")
        << QStringList { QStringLiteral("init"), QStringLiteral("--db"), QStringLiteral("x.adc"),
                         QStringLiteral("--name"), QStringLiteral(" ") }
        << "adc: --name: a battle needs a name";
    QTest::newRow("an unknown option")
        << QStringList { QStringLiteral("units"), QStringLiteral("--db"), QStringLiteral("x.adc"),
                         QStringLiteral("--colour"), QStringLiteral("red") }
        << "adc: --colour: unknown option";
    QTest::newRow("a stray argument")
        << QStringList { QStringLiteral("units"), QStringLiteral("--db"), QStringLiteral("x.adc"),
                         QStringLiteral("extra") }
        << "adc: extra: unknown argument";
    QTest::newRow("unit without add")
        << QStringList { QStringLiteral("unit"), QStringLiteral("--db"), QStringLiteral("x.adc") }
        << "adc: unit: name what to do";
    QTest::newRow("import without a file")
        << QStringList { QStringLiteral("import"), QStringLiteral("--db"), QStringLiteral("x.adc") }
        << "adc: import: name the order of battle";
    QTest::newRow("export in an unknown format")
        << QStringList { QStringLiteral("export"), QStringLiteral("--db"), QStringLiteral("x.adc"),
                         QStringLiteral("--format"), QStringLiteral("xml") }
        << "adc: --format: \"xml\" is not one of json, csv";
    QTest::newRow("--db given twice")
        << QStringList { QStringLiteral("log"), QStringLiteral("--db"), QStringLiteral("x.adc"),
                         QStringLiteral("--db=y.adc") }
        << "adc: --db: given twice";
}

void tst_BattleFiles::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QDir::setCurrent(m_dir->path());
    const Run run = adc(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(run.message().startsWith(message), run.err.constData());
    // Nothing was created.
    QVERIFY(!QFileInfo::exists(path(QStringLiteral("x.adc"))));
}

void tst_BattleFiles::sample()
{
    const QString file = path(QStringLiteral("qb.adc"));
    const Run run = adc(QStringList { QStringLiteral("sample") } + db(file));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.object().value(QStringLiteral("name")).toString(), QStringLiteral("Quatre Bras"));

    const QJsonArray list = units(file);
    QVERIFY2(list.size() >= 40 && list.size() <= 80, qPrintable(QString::number(list.size())));
    QCOMPARE(run.object().value(QStringLiteral("units")).toInt(), list.size());
    QSet<QString> sides;
    QSet<QString> arms;
    QSet<qint64> ids;
    for (const QJsonValue &value : list) {
        const QJsonObject unit = value.toObject();
        sides.insert(unit.value(QStringLiteral("side")).toString());
        arms.insert(unit.value(QStringLiteral("arm")).toString());
        ids.insert(unit.value(QStringLiteral("id")).toInteger());
        QVERIFY(unit.value(QStringLiteral("castings")).toInt() > 0);
        if (unit.value(QStringLiteral("arm")) == QJsonValue(QStringLiteral("artillery")))
            QVERIFY(unit.value(QStringLiteral("tubes")).toInt() > 0);
    }
    QCOMPARE(sides, QSet<QString>({ QStringLiteral("Anglo-Allied"), QStringLiteral("French") }));
    QCOMPARE(arms,
             QSet<QString>({ QStringLiteral("infantry"), QStringLiteral("cavalry"),
                             QStringLiteral("artillery") }));
    QCOMPARE(ids.size(), list.size());
}

void tst_BattleFiles::sampleRefusesOverwrite()
{
    const QString file = path(QStringLiteral("qb.adc"));
    QCOMPARE(adc(QStringList { QStringLiteral("sample") } + db(file)).exitCode, 0);
    const Run again = adc(QStringList { QStringLiteral("sample") } + db(file));
    QCOMPARE(again.exitCode, 1);
    QVERIFY(again.message().contains(QLatin1String("already exists")));
    QVERIFY(units(file).size() >= 40);
}

// The sample is data installed beside the program (share/aide-de-camp), not
// compiled in: where the folder lacks it, adc says which file, and no battle
// is left half-made.
void tst_BattleFiles::sampleIsReadFromTheDataFolder()
{
    QVERIFY(QFileInfo::exists(AdcTest::binDir()
                              + QStringLiteral("/../share/aide-de-camp/battles/quatre-bras.json")));
    const QString empty = path(QStringLiteral("empty-data"));
    QVERIFY(QDir().mkpath(empty));
    qputenv("ADC_DATA_DIR", empty.toLocal8Bit());
    const QString file = path(QStringLiteral("qb.adc"));
    const Run run = adc(QStringList { QStringLiteral("sample") } + db(file));
    qunsetenv("ADC_DATA_DIR");
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.oneLineOnStderr(), run.err.constData());
    QVERIFY2(run.message().contains(empty + QStringLiteral("/battles/quatre-bras.json")),
             run.err.constData());
    QVERIFY(!QFileInfo::exists(file));
}

void tst_BattleFiles::notABattle_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("message");

    QTest::newRow("a text file") << QByteArray("name,side\n") << "is not a battle file";
    QTest::newRow("an empty file") << QByteArray() << "is empty";
    QTest::newRow("another program's SQLite database") << QByteArray("sqlite") << "another program";
    QTest::newRow("no such file") << QByteArray("missing") << "no such file";
}

void tst_BattleFiles::notABattle()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, message);
    const QString file = path(QStringLiteral("other.db"));
    if (contents == "sqlite") {
        QVariant ignored = sqlValue(file, QStringLiteral("CREATE TABLE t (x)"));
        Q_UNUSED(ignored);
        QVERIFY(QFileInfo::exists(file));
    } else if (contents != "missing") {
        writeFile(file, contents);
    }
    const QByteArray before = readFile(file);
    for (const QStringList &command :
         { QStringList { QStringLiteral("units") }, QStringList { QStringLiteral("log") },
           QStringList { QStringLiteral("undo") },
           QStringList { QStringLiteral("export"), QStringLiteral("--format"),
                         QStringLiteral("csv") } }) {
        const Run run = adc(command + db(file));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY(run.oneLineOnStderr());
        QVERIFY2(
            QDir::fromNativeSeparators(run.message()).startsWith(QLatin1String("adc: ") + file),
            run.err.constData());
        QVERIFY2(run.message().contains(message), run.err.constData());
    }
    QCOMPARE(readFile(file), before);
    QCOMPARE(QFileInfo::exists(file), contents != "missing");
}

void tst_BattleFiles::newerVersion()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    sqlValue(file, QStringLiteral("PRAGMA user_version = 999"));
    QCOMPARE(sqlValue(file, QStringLiteral("PRAGMA user_version")).toInt(), 999);
    const Run run = adc(QStringList { QStringLiteral("units") } + db(file));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY(run.oneLineOnStderr());
    QVERIFY2(QDir::fromNativeSeparators(run.message()).startsWith(QLatin1String("adc: ") + file),
             run.err.constData());
    QVERIFY2(run.message().contains(QLatin1String("999")), run.err.constData());
    const Run write = adc(QStringList { QStringLiteral("edit") } + db(file),
                          R"({"unit": 1, "field": "ap", "value": 2})");
    QCOMPARE(write.exitCode, 1);
    // Left untouched.
    QCOMPARE(sqlValue(file, QStringLiteral("PRAGMA user_version")).toInt(), 999);
}

// A battle the user may not write: reading works, every change fails with
// exit 1 and a message naming the file. As root, adc runs as nobody.
void tst_BattleFiles::readOnlyFile()
{
    const QString file = newBattle();
    QCOMPARE(
        adc(QStringList { QStringLiteral("unit"), QStringLiteral("add") } + db(file), kBattalion)
            .exitCode,
        0);
    // Closed cleanly: no write-ahead log left to replay.
    QVERIFY(!QFileInfo::exists(file + QLatin1String("-wal"))
            || QFileInfo(file + QLatin1String("-wal")).size() == 0);
    QVERIFY(QFile::setPermissions(m_dir->path(),
                                  QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup
                                      | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    QStringList wrapper;
#ifndef Q_OS_WIN
    // Windows has no root to drop: its read-only attribute binds every user.
    if (::geteuid() == 0) {
        const QString setpriv = QStandardPaths::findExecutable(QStringLiteral("setpriv"));
        QVERIFY2(!setpriv.isEmpty(), "setpriv is needed to drop root for this test");
        wrapper = QStringList { setpriv, QStringLiteral("--reuid=65534"),
                                QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups") };
        // nobody must reach the folder.
        for (QString dir = QFileInfo(m_dir->path()).absolutePath(); dir != QLatin1String("/");
             dir = QFileInfo(dir).absolutePath())
            QVERIFY2(QFileInfo(dir).permissions() & QFile::ExeOther, qPrintable(dir));
    }
#endif
    const QByteArray before = readFile(file);

    const Run read = adc(QStringList { QStringLiteral("units") } + db(file), QByteArray(), wrapper);
    QCOMPARE(read.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(read.out).array().size(), 1);

    const QList<std::pair<QStringList, QByteArray>> writes {
        { { QStringLiteral("edit") }, R"({"unit": 1, "field": "ap", "value": 2})" },
        { { QStringLiteral("unit"), QStringLiteral("add") }, kColumn },
        { { QStringLiteral("undo") }, QByteArray() },
    };
    for (const auto &write : writes) {
        const Run run = adc(write.first + db(file), write.second, wrapper);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY(run.oneLineOnStderr());
        QVERIFY2(
            QDir::fromNativeSeparators(run.message()).startsWith(QLatin1String("adc: ") + file),
            run.err.constData());
        QVERIFY2(run.message().contains(QLatin1String("read-only")), run.err.constData());
    }
    QCOMPARE(readFile(file), before);
    QVERIFY(QFile::setPermissions(m_dir->path(),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
}

ADC_TEST_GUILESS_MAIN(tst_BattleFiles)
#include "tst_battle_files.moc"
