// adc serve as a user runs it: the JSON line, the pages at its addresses,
// the addresses kept across a restart, a clean stop on SIGTERM and SIGINT,
// and bad arguments refused.
#include "serve/servefixture.h"

#include <QJsonDocument>
#include <QProcess>
#include <csignal>

using namespace Adc;
using namespace Adc::Fixture;

class AdcServeTest : public QObject
{
    Q_OBJECT

private:
    static QString adc() { return QStringLiteral(ADC_BIN_DIR "/adc"); }

    // A battle of two sides in its own folder, closed.
    static QString battleFile(const QTemporaryDir &dir)
    {
        const QString path = dir.filePath(QStringLiteral("served.adc"));
        QString error;
        std::unique_ptr<Battle> battle
            = valueOf(Battle::create(path, QStringLiteral("Quatre Bras")), &error);
        if (!battle)
            qFatal("%s", qPrintable(error));
        const Result<QList<qint64>> added
            = battle->addUnits({ infantry(QStringLiteral("2e Léger"), QStringLiteral("French"),
                                          QStringLiteral("Gauthier")),
                                 infantry(QStringLiteral("1/42nd"), QStringLiteral("Anglo-Allied"),
                                          QStringLiteral("Pack")) });
        if (!added)
            qFatal("%s", qPrintable(added.error()));
        return path;
    }

    static QJsonObject startServing(QProcess &process, const QString &path)
    {
        process.start(adc(),
                      { QStringLiteral("serve"), QStringLiteral("--db"), path,
                        QStringLiteral("--bind"), QStringLiteral("127.0.0.1") });
        if (!process.waitForStarted(10000))
            return {};
        while (!process.canReadLine() && process.waitForReadyRead(10000)) { }
        return QJsonDocument::fromJson(process.readLine()).object();
    }

private Q_SLOTS:
    void servesUntilStoppedAndPrintsTheAddresses_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
    }
    void servesUntilStoppedAndPrintsTheAddresses()
    {
        QFETCH(int, signal);
        QTemporaryDir dir;
        const QString path = battleFile(dir);
        QProcess process;
        const QJsonObject answer = startServing(process, path);
        QVERIFY2(answer.value(QStringLiteral("ok")).toBool(),
                 process.readAllStandardError().constData());
        const int port = answer.value(QStringLiteral("port")).toInt();
        QVERIFY(port > 0);
        const QJsonObject sides = answer.value(QStringLiteral("sides")).toObject();
        QCOMPARE(sides.keys(),
                 QStringList({ QStringLiteral("Anglo-Allied"), QStringLiteral("French") }));
        const QUrl french(sides.value(QStringLiteral("French")).toString());
        QCOMPARE(french.host(), QStringLiteral("127.0.0.1"));
        QCOMPARE(french.port(), port);
        QVERIFY(french.path().startsWith(QStringLiteral("/side/")));
        const QUrl table(answer.value(QStringLiteral("table")).toString());
        QVERIFY(table.path().startsWith(QStringLiteral("/table/")));

        QNetworkAccessManager client;
        const HttpAnswer page = fetch(client, french);
        QCOMPARE(page.status, 200);
        QVERIFY(page.body.contains("2e Léger"));
        QVERIFY(!page.body.contains("1/42nd"));
        QCOMPARE(fetch(client, QUrl(french.toString() + QStringLiteral("/units.json"))).status,
                 200);
        QCOMPARE(fetch(client, table).status, 200);

        ::kill(static_cast<pid_t>(process.processId()), signal);
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);

        // The addresses are the battle's: the next start gives the same.
        QProcess again;
        const QJsonObject second = startServing(again, path);
        QCOMPARE(second.value(QStringLiteral("sides")).toObject(), sides);
        again.terminate();
        QVERIFY(again.waitForFinished(10000));
        QCOMPARE(again.exitCode(), 0);
    }

    void badArgumentsAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("port") << QStringList { QStringLiteral("--port"), QStringLiteral("99999") }
                              << QStringLiteral("--port");
        QTest::newRow("bind") << QStringList { QStringLiteral("--bind"), QStringLiteral("the pub") }
                              << QStringLiteral("--bind");
    }
    void badArgumentsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = battleFile(dir);
        QProcess process;
        process.start(adc(),
                      QStringList { QStringLiteral("serve"), QStringLiteral("--db"), path }
                          + arguments);
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardOutput().isEmpty());
        QVERIFY(QString::fromUtf8(process.readAllStandardError())
                    .startsWith(QStringLiteral("adc: ") + message));
    }
};

QTEST_GUILESS_MAIN(AdcServeTest)
#include "tst_adcserve.moc"
