// The window and a battle that cannot be trusted as it is: File → Check
// Battle runs the battle's full check and shows what it found in words; a
// file without write bits opens read-only with the reason shown; a pipe is
// refused at once.

#include "db/battle/battle.h"
#include "db/resulttesting.h"
#include "testsuite.h"
#include "ui/proceduretesting.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>
#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace Adc;

namespace {

QString makeBattle(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("ligny.adc"));
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::create(path, QStringLiteral("Ligny")), &error);
    if (!battle)
        return QString();
    UnitRecord unit;
    unit.name = QStringLiteral("1/28e Ligne");
    unit.side = QStringLiteral("France");
    unit.brigade = QStringLiteral("Vichery");
    unit.arm = Arm::Infantry;
    unit.castingsInitial = unit.castings = unit.cwInitial = unit.cw = 12;
    unit.ap = 8;
    unit.weapon = Weapon::Musket;
    if (!battle->addUnit(unit))
        return QString();
    if (!battle->apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                         { QStringLiteral("unit"), 1 },
                         { QStringLiteral("field"), QStringLiteral("ap") },
                         { QStringLiteral("value"), 5 } }))
        return QString();
    return path;
}

// Changes the log behind the program's back, as another tool could.
void editLog(const QString &path)
{
    {
        QSqlDatabase database
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("outside"));
        database.setDatabaseName(path);
        QVERIFY(database.open());
        QSqlQuery query(database);
        QVERIFY(query.exec(QStringLiteral(
            "UPDATE log SET inputs = replace(inputs, '\"value\":5', '\"value\":1') WHERE id = 2")));
        database.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("outside"));
}

QAction *checkAction(const MainWindow &window)
{
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text().remove(QLatin1Char('&')) == QLatin1String("Check Battle"))
            return action;
    }
    return nullptr;
}

// Triggers File → Check Battle and gives the message it shows, or what is
// wrong with its picture (the box hidden, larger than a small screen, its
// text cut off); the picture is saved as `picture` in `dir` (or
// ADC_SCREENSHOT_DIR).
QString checkMessage(MainWindow &window, const QString &dir, const QString &picture)
{
    QAction *action = checkAction(window);
    if (!action || !action->isEnabled())
        return QString();
    action->trigger();
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("checkBattleResult"));
    if (!box)
        return QString();
    if (!QTest::qWaitFor([box] { return Testing::laidOut(box); }))
        return QStringLiteral("(the box is not laid out)");
    const QString problems = Testing::pictureProblems(box, Testing::screenshot(box, dir, picture),
                                                      Testing::smallScreen());
    if (!problems.isEmpty())
        return QStringLiteral("(picture: %1)").arg(problems);
    const QString text = box->text();
    if (!Testing::shownText(box).contains(text))
        return QStringLiteral("(the box does not show its text)");
    box->close();
    QCoreApplication::processEvents();
    return text;
}

} // namespace

class tst_FileChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void checkBattleShowsASoundBattle();
    void checkBattleNamesAnEditedEntry();
    void withoutWriteBitsShowsWhy();
    void pipeRefusedAtOnce();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void tst_FileChecks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Aide-de-Camp tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_filechecks"));
}

void tst_FileChecks::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_window = std::make_unique<MainWindow>();
    m_window->show();
}

void tst_FileChecks::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

void tst_FileChecks::checkBattleShowsASoundBattle()
{
    QVERIFY(checkAction(*m_window));
    QVERIFY(!checkAction(*m_window)->isEnabled());
    const QString path = makeBattle(*m_dir);
    QVERIFY(!path.isEmpty());
    QVERIFY(m_window->openBattle(path));
    const QString text = checkMessage(*m_window, m_dir->path(), QStringLiteral("check-sound.png"));
    QVERIFY2(text.startsWith(QStringLiteral("The battle file is sound")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("hash chain")), qPrintable(text));
}

void tst_FileChecks::checkBattleNamesAnEditedEntry()
{
    const QString path = makeBattle(*m_dir);
    QVERIFY(!path.isEmpty());
    QVERIFY(m_window->openBattle(path));
    editLog(path);
    const QString text
        = checkMessage(*m_window, m_dir->path(), QStringLiteral("check-problems.png"));
    QVERIFY2(text.contains(QStringLiteral("problem")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("log entry 2")), qPrintable(text));
}

void tst_FileChecks::withoutWriteBitsShowsWhy()
{
    const QString path = makeBattle(*m_dir);
    QVERIFY(!path.isEmpty());
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    QVERIFY(m_window->openBattle(path));
    QVERIFY(m_window->battle()->isReadOnly());
    auto *marker = m_window->findChild<QLabel *>(QStringLiteral("readOnlyMarker"));
    QVERIFY(marker);
    QVERIFY2(marker->text().contains(QStringLiteral("no write permission")),
             qPrintable(marker->text()));
}

void tst_FileChecks::pipeRefusedAtOnce()
{
#ifdef Q_OS_WIN
    // No FIFOs: a device that Windows opens under a file's name instead.
    const QString path = QStringLiteral("NUL");
#else
    const QString path = m_dir->filePath(QStringLiteral("p.adc"));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0644), 0);
#endif
    // Would block here, and the test time out, if the pipe were read.
    QVERIFY(!m_window->openBattle(path));
    QVERIFY2(m_window->lastError().contains(QStringLiteral("not a regular file")),
             qPrintable(m_window->lastError()));
    QVERIFY(!m_window->battle());
}

ADC_TEST_MAIN(tst_FileChecks)
#include "tst_filechecks.moc"
