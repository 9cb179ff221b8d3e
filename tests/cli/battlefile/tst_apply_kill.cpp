#include "cli/adcrunner.h"
#include "db/battle/battle.h"
#include "db/resulttesting.h"
#include "testsuite.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace Adc;

namespace {

const QString kAdc = AdcTest::adcPath();
// At least this many kills in all; a round whose process ended before its
// kill does not count, and a run of such rounds is a fault of its own.
constexpr int kKills = 60;
constexpr int kMaxRounds = 4 * kKills;

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

// What SQLite says of the file, through a connection of the test's own.
QString integrity(const QString &path, QSet<qint64> *logIds)
{
    QString result;
    {
        QSqlDatabase database
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        database.setDatabaseName(path);
        if (!database.open()) {
            result = QStringLiteral("cannot open");
        } else {
            QSqlQuery check(database);
            if (check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next())
                result = check.value(0).toString();
            QSqlQuery ids(database);
            if (ids.exec(QStringLiteral("SELECT id FROM log"))) {
                while (ids.next())
                    logIds->insert(ids.value(0).toLongLong());
            }
        }
        database.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
    return result;
}

} // namespace

// adc apply is killed (SIGKILL) at random moments while it works through a
// stream of actions. After every kill the file is intact, the battle opens,
// and every action adc acknowledged is in the log.
class tst_ApplyKill : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killedAtRandom();

private:
    QByteArray actions(QRandomGenerator &random, int count) const;

    QTemporaryDir m_dir;
    QString m_file;
    QList<qint64> m_allied;
    QList<qint64> m_french;
};

void tst_ApplyKill::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(AdcTest::programFile(kAdc)).isExecutable(), qPrintable(kAdc));
    m_file = m_dir.filePath(QStringLiteral("kill.adc"));
    const AdcTest::Run sample
        = AdcTest::adc({ QStringLiteral("sample"), QStringLiteral("--db"), m_file });
    QVERIFY2(sample.exitCode == 0, sample.err.constData());

    QString error;
    const std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(m_file), &error);
    QVERIFY2(battle, qPrintable(error));
    for (const UnitRecord &unit : battle->units()) {
        if (unit.arm != Arm::Infantry)
            continue;
        (unit.side == QLatin1String("French") ? m_french : m_allied).append(unit.id);
    }
    QVERIFY(m_allied.size() >= 4 && m_french.size() >= 4);
}

// A mixed stream: fire (dice given and rolled), edits that keep the units
// able to fire, discipline and charge rolls, the segment's and the turn's
// end, undo and redo.
QByteArray tst_ApplyKill::actions(QRandomGenerator &random, int count) const
{
    QByteArray stream;
    for (int i = 0; i < count; ++i) {
        const qint64 firer = m_allied.at(random.bounded(m_allied.size()));
        const qint64 target = m_french.at(random.bounded(m_french.size()));
        switch (random.bounded(10)) {
        case 0:
        case 1:
        case 2: {
            QJsonObject fire { { QStringLiteral("action"), QStringLiteral("fire") },
                               { QStringLiteral("firers"), QJsonArray { firer } },
                               { QStringLiteral("target"), target },
                               { QStringLiteral("range"), 2 + random.bounded(3) } };
            if (random.bounded(2) == 0) {
                fire.insert(QStringLiteral("die"), 1 + random.bounded(10));
                fire.insert(QStringLiteral("boxcars_roll"), 2 + random.bounded(11));
            }
            stream += line(fire);
            break;
        }
        case 3:
            stream += line({ { QStringLiteral("action"), QStringLiteral("edit") },
                             { QStringLiteral("unit"), firer },
                             { QStringLiteral("field"), QStringLiteral("ap") },
                             { QStringLiteral("value"), 8 } });
            break;
        case 4:
            stream += line({ { QStringLiteral("action"), QStringLiteral("edit") },
                             { QStringLiteral("unit"), target },
                             { QStringLiteral("field"), QStringLiteral("steps") },
                             { QStringLiteral("value"), 0 } });
            break;
        case 5:
            stream += line({ { QStringLiteral("action"), QStringLiteral("discipline") },
                             { QStringLiteral("unit"), firer } });
            break;
        case 6:
            stream += line({ { QStringLiteral("action"), QStringLiteral("charge") },
                             { QStringLiteral("defender"), target } });
            break;
        case 7:
            stream += line({ { QStringLiteral("action"),
                               random.bounded(2) ? QStringLiteral("end-segment")
                                                 : QStringLiteral("end-turn") } });
            break;
        case 8:
            stream += line({ { QStringLiteral("action"), QStringLiteral("undo") } });
            break;
        default:
            stream += line({ { QStringLiteral("action"), QStringLiteral("redo") } });
            break;
        }
    }
    return stream;
}

void tst_ApplyKill::killedAtRandom()
{
    const quint32 seed = qEnvironmentVariableIsSet("ADC_KILL_SEED")
        ? qEnvironmentVariableIntValue("ADC_KILL_SEED")
        : QRandomGenerator::global()->generate();
    qInfo("seed %u (set ADC_KILL_SEED to repeat)", seed);
    QRandomGenerator random(seed);

    QElapsedTimer clock;
    clock.start();
    QSet<qint64> acknowledged;
    int kills = 0;
    int answered = 0;
    for (int round = 0; kills < kKills; ++round) {
        QVERIFY2(round < kMaxRounds,
                 qPrintable(QStringLiteral("only %1 kills in %2 rounds").arg(kills).arg(round)));
        QProcess process;
        process.start(kAdc, { QStringLiteral("apply"), QStringLiteral("--db"), m_file });
        QVERIFY(process.waitForStarted(10000));
        process.write(actions(random, 200));

        // Half the kills come at a random time from the start (opening the
        // file, the first actions), half after a random number of answers.
        QByteArray out;
        QElapsedTimer since;
        since.start();
        if (round % 2 == 0) {
            const int delayMs = random.bounded(120);
            while (since.elapsed() < delayMs && process.state() == QProcess::Running)
                process.waitForReadyRead(qMax<qint64>(1, delayMs - since.elapsed()));
        } else {
            const int answers = 1 + random.bounded(40);
            while (out.count('\n') < answers && process.state() == QProcess::Running
                   && since.elapsed() < 20000) {
                process.waitForReadyRead(100);
                out += process.readAllStandardOutput();
            }
            QThread::usleep(random.bounded(3000));
        }
        process.kill(); // SIGKILL
        QVERIFY(process.waitForFinished(10000));
        const bool killed = process.exitStatus() == QProcess::CrashExit;
        if (killed)
            ++kills;
        out += process.readAllStandardOutput();

        // Complete lines only: a line cut short was never fully answered.
        const QList<QByteArray> lines = out.split('\n');
        for (int i = 0; i + 1 < lines.size(); ++i) {
            const QJsonObject answer = QJsonDocument::fromJson(lines.at(i)).object();
            QVERIFY2(!answer.isEmpty(), lines.at(i).constData());
            ++answered;
            if (answer.value(QStringLiteral("ok")) == QJsonValue(true)) {
                const qint64 id = answer.value(QStringLiteral("log_id")).toInteger();
                QVERIFY2(id > 0, lines.at(i).constData());
                acknowledged.insert(id);
            }
        }

        QSet<qint64> logged;
        QCOMPARE(integrity(m_file, &logged), QStringLiteral("ok"));
        for (const qint64 id : std::as_const(acknowledged))
            QVERIFY2(logged.contains(id),
                     qPrintable(QStringLiteral("acknowledged log id %1 is missing (round %2)")
                                    .arg(id)
                                    .arg(round)));
        QString error;
        const std::unique_ptr<Battle> battle = Fixture::valueOf(Battle::open(m_file), &error);
        QVERIFY2(battle, qPrintable(error));
        QCOMPARE(static_cast<qsizetype>(battle->log().size()), logged.size());
        QVERIFY(!battle->canonicalDump().isEmpty());
    }
    qInfo("%d kills, %d answers read, %lld acknowledged actions, %lld ms", kills, answered,
          static_cast<long long>(acknowledged.size()), static_cast<long long>(clock.elapsed()));
    QVERIFY(kills >= kKills);
    QVERIFY2(acknowledged.size() > 50, "too few actions were acknowledged to prove anything");
}

ADC_TEST_GUILESS_MAIN(tst_ApplyKill)
#include "tst_apply_kill.moc"
