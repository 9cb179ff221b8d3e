// Creating and opening battle files, and every bad file: each case gives a
// clear message and leaves the file untouched and still openable.

#include "db/battlefixture.h"
#include "db/battleinternals.h"
#include "db/rawsqlite.h"
#include "db/resulttesting.h"
#include "db/storage/migrations.h"
#include "db/storage/schema.h"
#include "testsuite.h"

#include <QDir>
#include <QFile>
#include <QtGlobal>
#include <QtTest>

#ifndef Q_OS_WIN
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace Adc;
using namespace Adc::Fixture;

namespace {

#ifdef Q_OS_WIN
// Makes a file unwritable while it lives: the read-only attribute, which
// QFile::setPermissions sets when no write bit is left.
class Unwritable
{
public:
    explicit Unwritable(QString path)
        : m_path(std::move(path))
        , m_permissions(QFile::permissions(m_path))
    {
        constexpr QFile::Permissions anyWrite
            = QFile::WriteOwner | QFile::WriteUser | QFile::WriteGroup | QFile::WriteOther;
        m_applied = QFile::setPermissions(m_path, m_permissions & ~anyWrite)
            && !(QFile::permissions(m_path) & anyWrite);
    }
    ~Unwritable()
    {
        if (m_applied)
            QFile::setPermissions(m_path, m_permissions);
    }
    bool applied() const { return m_applied; }

private:
    QString m_path;
    QFile::Permissions m_permissions;
    bool m_applied = false;
};
#else
// Makes a file or folder unwritable for this process, the way the system
// does it for the user running the tests: permission bits for an ordinary
// user; for root, who ignores them, the immutable attribute. Undone when
// it goes out of scope.
class Unwritable
{
public:
    explicit Unwritable(QString path)
        : m_path(std::move(path))
    {
        const QByteArray native = QFile::encodeName(m_path);
        struct stat info;
        ::stat(native.constData(), &info);
        m_mode = info.st_mode;
        if (::geteuid() != 0) {
            m_applied = ::chmod(native.constData(), m_mode & ~(S_IWUSR | S_IWGRP | S_IWOTH)) == 0;
            m_byMode = true;
        } else {
            m_applied = setImmutable(native, true);
        }
    }
    ~Unwritable()
    {
        if (!m_applied)
            return;
        const QByteArray native = QFile::encodeName(m_path);
        if (m_byMode)
            ::chmod(native.constData(), m_mode);
        else
            setImmutable(native, false);
    }
    bool applied() const { return m_applied; }

private:
    static bool setImmutable(const QByteArray &path, bool on)
    {
        const int fd = ::open(path.constData(), O_RDONLY | O_NONBLOCK);
        if (fd < 0)
            return false;
        int flags = 0;
        bool ok = ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0;
        if (ok) {
            flags = on ? (flags | FS_IMMUTABLE_FL) : (flags & ~FS_IMMUTABLE_FL);
            ok = ::ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0;
        }
        ::close(fd);
        return ok;
    }

    QString m_path;
    mode_t m_mode = 0;
    bool m_applied = false;
    bool m_byMode = false;
};
#endif

std::unique_ptr<Battle> makeBattle(const QString &path)
{
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::create(path, QStringLiteral("Ligny")), &error);
    if (battle) {
        Fixture::valueOf(battle->addUnit(infantry(QStringLiteral("1/45e"), QStringLiteral("France"),
                                                  QStringLiteral("Bachelu"))),
                         &error);
        Fixture::valueOf(
            battle->addUnit(infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"),
                                     QStringLiteral("Pack"))),
            &error);
    }
    return battle;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class tst_BattleFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createdFileIsConfigured();
    void createRefusesToOverwrite();
    void createNeedsTheFolder();
    void openMissingFile();
    void notSqlite_data();
    void notSqlite();
    void aFolderIsNotABattle();
    void sqliteOfAnotherProgram();
    void ourIdWithoutTables();
    void newerVersionRefused();
    void readOnlyFile();
    void readOnlyFolder();
    void readOnlyModeAsked();
    void readOnlyOlderVersionRefused();
    void fullDiskFailsCleanly();
    void impossibleValuesInTheFileRefused_data();
    void impossibleValuesInTheFileRefused();
    void committedBeforeAnswered();
    void unknownUnitIdsAreMalformed();
    void unknownActionIsMalformed();
};

void tst_BattleFile::createdFileIsConfigured()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::create(path, QStringLiteral("Ligny")), &error);
    QVERIFY2(battle, qPrintable(error));
    QCOMPARE(battle->name(), QStringLiteral("Ligny"));
    QVERIFY(!battle->isReadOnly());
    QSqlQuery query(BattleInternals::connection(*battle));
    QVERIFY(query.exec(QStringLiteral("PRAGMA application_id")) && query.next());
    QCOMPARE(query.value(0).toInt(), Schema::kApplicationId);
    QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
    QCOMPARE(query.value(0).toInt(), Schema::kCurrentVersion);
    QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
    QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys")) && query.next());
    QCOMPARE(query.value(0).toInt(), 1);
    QVERIFY(query.exec(QStringLiteral("PRAGMA synchronous")) && query.next());
    QCOMPARE(query.value(0).toInt(), 2); // FULL
    const Clock clock = battle->clock();
    QCOMPARE(clock.turn, 1);
    QCOMPARE(clock.segment, 1);
    QCOMPARE(battle->rulings(), Rulings());
    battle.reset();
    QVERIFY(Fixture::valueOf(Battle::open(path), &error));
}

void tst_BattleFile::createRefusesToOverwrite()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("orders.txt"));
    writeFile(path, "Ney: take Quatre Bras\n");
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::create(path, QStringLiteral("Quatre Bras")), &error));
    QVERIFY2(error.contains(QStringLiteral("already exists")), qPrintable(error));
    QCOMPARE(bytesOf(path), QByteArray("Ney: take Quatre Bras\n"));

    const QString battlePath = dir.filePath(QStringLiteral("ligny.adc"));
    QVERIFY(makeBattle(battlePath));
    QVERIFY(!Fixture::valueOf(Battle::create(battlePath, QStringLiteral("Again")), &error));
    std::unique_ptr<Battle> kept = Fixture::valueOf(Battle::open(battlePath), &error);
    QVERIFY(kept);
    QCOMPARE(kept->name(), QStringLiteral("Ligny"));
    QCOMPARE(kept->units().size(), 2);
}

void tst_BattleFile::createNeedsTheFolder()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("missing/ligny.adc"));
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::create(path, QStringLiteral("Ligny")), &error));
    QVERIFY2(error.contains(QStringLiteral("does not exist")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    QVERIFY(!Fixture::valueOf(
        Battle::create(dir.filePath(QStringLiteral("blank.adc")), QStringLiteral("  ")), &error));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("blank.adc"))));
}

void tst_BattleFile::openMissingFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nothing.adc"));
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::open(path), &error));
    QVERIFY2(error.contains(QStringLiteral("no such file")), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void tst_BattleFile::notSqlite_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("a text file") << QByteArray("1/45e Ligne,France,Bachelu\n")
                                 << "not an SQLite database";
    QTest::newRow("a JSON order of battle")
        << QByteArray(R"([{"name": "1/45e"}])") << "not an SQLite database";
    QTest::newRow("an empty file") << QByteArray() << "is empty";
    QTest::newRow("a truncated SQLite header")
        << QByteArray("SQLite format 3\0", 16) << "not an SQLite database";
    QTest::newRow("binary noise") << QByteArray(4096, '\x9c') << "not an SQLite database";
}

void tst_BattleFile::notSqlite()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("battle.adc"));
    writeFile(path, bytes);
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::open(path), &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QCOMPARE(bytesOf(path), bytes);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("battle.adc") });
}

void tst_BattleFile::aFolderIsNotABattle()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::open(dir.path()), &error));
    QVERIFY2(error.contains(QStringLiteral("folder")), qPrintable(error));
}

void tst_BattleFile::sqliteOfAnotherProgram()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("addresses.db"));
    {
        RawSqlite raw(path);
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE people (name TEXT)")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO people VALUES ('Wellington')")));
    }
    const QByteArray before = bytesOf(path);
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::open(path), &error));
    QVERIFY2(error.contains(QStringLiteral("another program")), qPrintable(error));
    QCOMPARE(bytesOf(path), before);
    RawSqlite raw(path);
    QCOMPARE(raw.value(QStringLiteral("SELECT name FROM people")).toString(),
             QStringLiteral("Wellington"));
}

void tst_BattleFile::ourIdWithoutTables()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hollow.adc"));
    {
        RawSqlite raw(path);
        QVERIFY(raw.exec(QStringLiteral("PRAGMA application_id = %1").arg(Schema::kApplicationId)));
        QVERIFY(raw.exec(QStringLiteral("PRAGMA user_version = 2")));
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE notes (text TEXT)")));
    }
    const QByteArray before = bytesOf(path);
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::open(path), &error));
    QVERIFY2(error.contains(QStringLiteral("is not a battle file")), qPrintable(error));
    QCOMPARE(bytesOf(path), before);

    // No version at all.
    const QString unversioned = dir.filePath(QStringLiteral("unversioned.adc"));
    {
        RawSqlite raw(unversioned);
        QVERIFY(raw.exec(QStringLiteral("PRAGMA application_id = %1").arg(Schema::kApplicationId)));
        QVERIFY(raw.exec(QStringLiteral("CREATE TABLE notes (text TEXT)")));
    }
    QVERIFY(!Fixture::valueOf(Battle::open(unversioned), &error));
    QVERIFY2(error.contains(QStringLiteral("no schema version")), qPrintable(error));
}

void tst_BattleFile::newerVersionRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.adc"));
    QVERIFY(makeBattle(path));
    {
        RawSqlite raw(path);
        QVERIFY(
            raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(Schema::kCurrentVersion + 1)));
    }
    const QByteArray before = bytesOf(path);
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::open(path), &error));
    QVERIFY2(error.contains(QStringLiteral("newer")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("version %1").arg(Schema::kCurrentVersion + 1)),
             qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("up to version %1").arg(Schema::kCurrentVersion)),
             qPrintable(error));
    QCOMPARE(bytesOf(path), before);
    RawSqlite raw(path);
    QCOMPARE(raw.value(QStringLiteral("SELECT COUNT(*) FROM units")).toInt(), 2);
}

void tst_BattleFile::readOnlyFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    QVERIFY(makeBattle(path));
    const QByteArray before = bytesOf(path);
    QString dump;
    {
        Unwritable guard(path);
        QVERIFY2(guard.applied(), "the test cannot make a file unwritable here");
        QString error;
        std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(path), &error);
        QVERIFY2(battle, qPrintable(error));
        QVERIFY(battle->isReadOnly());
        QCOMPARE(battle->units().size(), 2);
        QVERIFY(battle->canUndo() == false);
        dump = battle->canonicalDump();
        const ActionOutcome outcome
            = battle->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 3})"));
        QVERIFY(outcome.is(Failure::Kind::Failed));
        QCOMPARE(outcome.exitCode(), 1);
        QVERIFY2(outcome.error().contains(QStringLiteral("read-only")),
                 qPrintable(outcome.error()));
        QString addError;
        QCOMPARE(
            Fixture::valueOf(battle->addUnit(infantry(QStringLiteral("x"), QStringLiteral("France"),
                                                      QStringLiteral("B"))),
                             &addError),
            0);
        QVERIFY(addError.contains(QStringLiteral("read-only")));
        QCOMPARE(battle->canonicalDump(), dump);
    }
    QCOMPARE(bytesOf(path), before);
    QString error;
    std::unique_ptr<Battle> again = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(again, qPrintable(error));
    QVERIFY(!again->isReadOnly());
    QCOMPARE(again->canonicalDump(), dump);
    QVERIFY(
        again->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 3})")).ok());
}

void tst_BattleFile::readOnlyFolder()
{
#ifdef Q_OS_WIN
    QSKIP("Windows: a folder's read-only attribute does not stop writes in it; only its access "
          "list would, which Wine does not enforce");
#else
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("archive"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/ligny.adc");
    QVERIFY(makeBattle(path));
    const QByteArray before = bytesOf(path);
    {
        Unwritable guard(folder);
        QVERIFY2(guard.applied(), "the test cannot make a folder unwritable here");
        QString error;
        std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(path), &error);
        QVERIFY2(battle, qPrintable(error));
        QVERIFY(battle->isReadOnly());
        QCOMPARE(battle->units().size(), 2);
        QVERIFY(battle->apply(object(R"({"action": "end-segment"})")).is(Failure::Kind::Failed));
    }
    QCOMPARE(bytesOf(path), before);
    QCOMPARE(QDir(folder).entryList(QDir::Files), QStringList { QStringLiteral("ligny.adc") });
#endif
}

void tst_BattleFile::readOnlyModeAsked()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    QVERIFY(makeBattle(path));
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::open(path, Battle::OpenMode::ReadOnly), &error);
    QVERIFY2(battle, qPrintable(error));
    QVERIFY(battle->isReadOnly());
    QVERIFY(battle->apply(object(R"({"action": "undo"})")).is(Failure::Kind::Failed));
    QCOMPARE(battle->units().size(), 2);
}

void tst_BattleFile::readOnlyOlderVersionRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.adc"));
    {
        RawSqlite raw(path);
        QString error;
        QVERIFY2(Fixture::succeeded(Migrations::createVersion1(raw.database()), &error),
                 qPrintable(error));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO battle (id, name) VALUES (1, 'Old')")));
        QVERIFY(raw.exec(QStringLiteral("INSERT INTO clock (id) VALUES (1)")));
    }
    const QByteArray before = bytesOf(path);
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::open(path, Battle::OpenMode::ReadOnly), &error));
    QVERIFY2(error.contains(QStringLiteral("version 1"))
                 && error.contains(QStringLiteral("version %1").arg(Schema::kCurrentVersion)),
             qPrintable(error));
    QCOMPARE(bytesOf(path), before);
    std::unique_ptr<Battle> upgraded = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(upgraded, qPrintable(error));
    QCOMPARE(upgraded->name(), QStringLiteral("Old"));
}

void tst_BattleFile::fullDiskFailsCleanly()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    std::unique_ptr<Battle> battle = makeBattle(path);
    QVERIFY(battle);
    QVERIFY(
        battle->apply(object(R"({"action": "edit", "unit": 1, "field": "ap", "value": 5})")).ok());
    const QString committed = battle->canonicalDump();
    const int logSize = battle->log().size();

    // The disk is full: the file may not grow by a single page.
    QSqlQuery query(BattleInternals::connection(*battle));
    QVERIFY(query.exec(QStringLiteral("PRAGMA page_count")) && query.next());
    const int pages = query.value(0).toInt();
    QVERIFY(query.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages)));

    QList<UnitRecord> many;
    for (int i = 0; i < 400; ++i)
        many.append(infantry(QStringLiteral("Battalion %1 of a long column").arg(i),
                             QStringLiteral("France"), QStringLiteral("Reille")));
    QString error;
    QVERIFY(!Fixture::succeeded(battle->addUnits(many), &error));
    QVERIFY2(error.contains(QStringLiteral("disk is full")), qPrintable(error));
    QCOMPARE(battle->canonicalDump(), committed);
    QCOMPARE(battle->log().size(), logSize);
    battle.reset();

    std::unique_ptr<Battle> again = Fixture::valueOf(Battle::open(path), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->canonicalDump(), committed);
    QCOMPARE(again->log().size(), logSize);
    QCOMPARE(again->unit(1)->ap, 5);
    QVERIFY(Fixture::succeeded(again->addUnits(many), &error));
    QCOMPARE(again->units().size(), 402);
}

void tst_BattleFile::impossibleValuesInTheFileRefused_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative castings") << "UPDATE units SET castings = -3 WHERE id = 1"
                                       << "castings -3";
    QTest::newRow("three steps") << "UPDATE units SET steps = 3 WHERE id = 1"
                                 << "steps 3";
    QTest::newRow("seen twice over") << "UPDATE units SET seen = 2 WHERE id = 1"
                                     << "seen 2 is neither 0 nor 1";
    QTest::newRow("negative AP") << "UPDATE units SET ap = -1 WHERE id = 2"
                                 << "ap -1";
    QTest::newRow("cw above its start") << "UPDATE units SET cw = 40 WHERE id = 2"
                                        << "cw 40";
    QTest::newRow("an arm nobody knows") << "UPDATE units SET arm = 'dragoons' WHERE id = 2"
                                         << "arm";
    QTest::newRow("turn 0") << "UPDATE clock SET turn = 0"
                            << "clock";
}

void tst_BattleFile::impossibleValuesInTheFileRefused()
{
    QFETCH(QString, statement);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tampered.adc"));
    QVERIFY(makeBattle(path));
    {
        RawSqlite raw(path);
        QVERIFY(raw.exec(QStringLiteral("PRAGMA ignore_check_constraints = ON")));
        QVERIFY2(raw.exec(statement), qPrintable(raw.lastError()));
    }
    const QByteArray before = bytesOf(path);
    QString error;
    QVERIFY(!Fixture::valueOf(Battle::open(path), &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("impossible")), qPrintable(error));
    QCOMPARE(bytesOf(path), before);
}

void tst_BattleFile::committedBeforeAnswered()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    std::unique_ptr<Battle> battle = makeBattle(path);
    QVERIFY(
        battle->apply(object(R"({"action": "edit", "unit": 2, "field": "ap", "value": 4})")).ok());
    // Another connection sees the action as soon as apply() has answered.
    RawSqlite raw(path, true);
    QVERIFY(raw.isOpen());
    QCOMPARE(raw.value(QStringLiteral("SELECT ap FROM units WHERE id = 2")).toInt(), 4);
    QCOMPARE(raw.value(QStringLiteral("SELECT COUNT(*) FROM log")).toInt(), battle->log().size());
}

void tst_BattleFile::unknownUnitIdsAreMalformed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    std::unique_ptr<Battle> battle = makeBattle(path);
    const QString before = battle->canonicalDump();
    const QList<QJsonObject> requests {
        object(R"({"action": "fire", "firers": [7], "target": 2, "range": 2})"),
        object(R"({"action": "discipline", "unit": 7})"),
        object(R"({"action": "charge", "defender": 7})"),
        object(R"({"action": "edit", "unit": 7, "field": "ap", "value": 1})"),
        object(R"({"action": "end-segment", "moved": [1, 7]})"),
        object(R"({"action": "end-turn", "out_of_contact": [7]})"),
        object(R"({"action": "remove-unit", "unit": 7})"),
        object(R"({"action": "place", "unit": 7, "feature": ""})"),
    };
    for (const QJsonObject &request : requests) {
        const ActionOutcome outcome = battle->apply(request);
        QVERIFY(outcome.is(Failure::Kind::Malformed));
        QVERIFY2(outcome.error().contains(QStringLiteral("no unit with id 7")),
                 qPrintable(outcome.error()));
    }
    QCOMPARE(battle->canonicalDump(), before);
    QCOMPARE(battle->log().size(), 2);
}

void tst_BattleFile::unknownActionIsMalformed()
{
    QTemporaryDir dir;
    std::unique_ptr<Battle> battle = makeBattle(dir.filePath(QStringLiteral("ligny.adc")));
    ActionOutcome outcome = battle->apply(object(R"({"action": "retreat"})"));
    QVERIFY(outcome.is(Failure::Kind::Malformed));
    QVERIFY2(outcome.error().startsWith(QStringLiteral("action: \"retreat\" is not one of")),
             qPrintable(outcome.error()));
    outcome = battle->apply(object(R"({"unit": 1})"));
    QCOMPARE(outcome.error(), QStringLiteral("action: missing"));
}

ADC_TEST_GUILESS_MAIN(tst_BattleFile)
#include "tst_battlefile.moc"
