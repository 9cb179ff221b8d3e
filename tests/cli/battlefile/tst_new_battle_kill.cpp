// adc init, sample and copy killed (SIGKILL) at moments spread over their
// run: the battle's path holds afterwards either nothing or the whole
// battle, which adc check passes, and the same command run again works
// (a temporary file left by the killed one is no obstacle, and goes).

#include "battlecommandstest.h"
#include "testsuite.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QThread>

using namespace BattleTest;

namespace {

constexpr int kDelays = 12;

QStringList everything(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System
                                  | QDir::NoDotAndDotDot);
}

} // namespace

class tst_NewBattleKill : public BattleCommandsTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void killed_data();
    void killed();

private:
    // What a whole battle at `file` holds: its units and its log's kinds
    // (the times differ from one run to the next).
    QByteArray contents(const QString &file)
    {
        QByteArray kinds;
        for (const QJsonValue entry : adc(QStringList { QStringLiteral("log") } + db(file)).array())
            kinds += entry.toObject().value(QStringLiteral("kind")).toString().toUtf8() + ' ';
        return adc(QStringList { QStringLiteral("units") } + db(file)).out + kinds;
    }

    QTemporaryDir m_source;
    QString m_original;
};

void tst_NewBattleKill::initTestCase()
{
    QVERIFY(m_source.isValid());
    m_original = m_source.filePath(QStringLiteral("original.adc"));
    QCOMPARE(adc(QStringList { QStringLiteral("sample") } + db(m_original)).exitCode, 0);
    QCOMPARE(adc(QStringList { QStringLiteral("apply") } + db(m_original),
                 R"({"action": "edit", "unit": 1, "field": "morale", "value": "shaken"}
{"action": "roll", "dice": "2d6"}
{"action": "undo"}
)")
                 .exitCode,
             0);
}

void tst_NewBattleKill::killed_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("init") << QStringLiteral("init");
    QTest::newRow("sample") << QStringLiteral("sample");
    QTest::newRow("copy") << QStringLiteral("copy");
}

void tst_NewBattleKill::killed()
{
    QFETCH(QString, command);
    makeFolder();
    const QString target = path(QStringLiteral("b.adc"));
    const QStringList arguments = command == QLatin1String("copy")
        ? QStringList { command, QStringLiteral("--from"), m_original, QStringLiteral("--to"),
                        target }
        : QStringList { command } + db(target);

    // The whole battle, as a run that is not killed makes it, and how long it takes.
    QElapsedTimer clock;
    clock.start();
    const Run whole = adc(arguments);
    const qint64 duration = clock.elapsed();
    QVERIFY2(whole.exitCode == 0, whole.err.constData());
    const QByteArray expected = contents(target);
    QVERIFY(QFile::remove(target));
    QCOMPARE(everything(m_dir->path()), QStringList());

    int partway = 0;
    for (int round = 0; round < kDelays; ++round) {
        QProcess process;
        process.start(AdcTest::adcPath(), arguments);
        QVERIFY(process.waitForStarted(30000));
        QThread::msleep(static_cast<unsigned long>(duration * round / kDelays));
        process.kill();
        QVERIFY(process.waitForFinished(30000));
        if (process.exitStatus() == QProcess::CrashExit)
            ++partway;
        const QString at = QStringLiteral("round %1 of %2").arg(round).arg(command);
        if (QFileInfo::exists(target)) {
            // The whole battle, or nothing.
            const Run checked = adc(QStringList { QStringLiteral("check") } + db(target));
            QVERIFY2(checked.exitCode == 0,
                     qPrintable(at + QLatin1String(": ") + QString::fromUtf8(checked.out)));
            QVERIFY2(contents(target) == expected, qPrintable(at));
            const Run again = adc(arguments);
            QCOMPARE(again.exitCode, 1);
            QVERIFY2(again.message().contains(QLatin1String("already exists")),
                     again.err.constData());
            QVERIFY(QFile::remove(target));
        } else {
            const Run again = adc(arguments);
            QVERIFY2(again.exitCode == 0,
                     qPrintable(at + QLatin1String(": ") + QString::fromUtf8(again.err)));
            QVERIFY2(contents(target) == expected, qPrintable(at));
            // Nothing of the killed run is left beside it.
            QCOMPARE(everything(m_dir->path()), QStringList { QStringLiteral("b.adc") });
            QVERIFY(QFile::remove(target));
        }
        // A leftover of a kill goes with the next battle made there.
        for (const QString &name : everything(m_dir->path()))
            QVERIFY2(name.startsWith(QLatin1String(".b.adc.new-")), qPrintable(name));
    }
    qInfo("%s: %d of %d runs killed part-way (a whole run takes %lld ms)", qPrintable(command),
          partway, kDelays, static_cast<long long>(duration));
    QVERIFY(partway > 0);
}

ADC_TEST_GUILESS_MAIN(tst_NewBattleKill)
#include "tst_new_battle_kill.moc"
