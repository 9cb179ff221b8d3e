// adc serve as a user runs it: the JSON line, the pages at its addresses,
// the addresses kept across a restart, a clean stop on SIGTERM and SIGINT,
// and bad arguments refused.
#include "serve/servefixture.h"
#include "testfailure.h"
#include "testpaths.h"
#include "testsuite.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <csignal>

using namespace Adc;
using namespace Adc::Fixture;

class AdcServeTest : public QObject
{
    Q_OBJECT

private:
    static QString adc() { return AdcTest::binDir() + QStringLiteral("/adc"); }
    // The program that serves. On Windows adc runs adc-serve as its child,
    // which outlives adc when a test ends adc at once: adc-serve is started
    // there itself, with the same arguments.
    static QString server()
    {
#ifdef Q_OS_WIN
        return AdcTest::binDir() + QStringLiteral("/adc-serve");
#else
        return adc();
#endif
    }

    // A battle of two sides in its own folder, closed; its path, or an empty
    // one and the test failed.
    static QString battleFile(const QTemporaryDir &dir)
    {
        const QString path = dir.filePath(QStringLiteral("served.adc"));
        QString error;
        std::unique_ptr<Battle> battle
            = valueOf(Battle::create(path, QStringLiteral("Quatre Bras")), &error);
        if (!battle) {
            ADC_FAIL(error);
            return QString();
        }
        const Result<QList<qint64>> added
            = battle->addUnits({ infantry(QStringLiteral("2e Léger"), QStringLiteral("French"),
                                          QStringLiteral("Gauthier")),
                                 infantry(QStringLiteral("1/42nd"), QStringLiteral("Anglo-Allied"),
                                          QStringLiteral("Pack")) });
        if (!added) {
            ADC_FAIL(added.error());
            return QString();
        }
        return path;
    }

    static QJsonObject startServing(QProcess &process, const QString &path,
                                    const QStringList &more = {})
    {
        process.start(server(),
                      QStringList { QStringLiteral("serve"), QStringLiteral("--db"), path,
                                    QStringLiteral("--bind"), QStringLiteral("127.0.0.1") }
                          + more);
        if (!process.waitForStarted(10000))
            return {};
        while (!process.canReadLine() && process.waitForReadyRead(10000)) { }
        return QJsonDocument::fromJson(process.readLine()).object();
    }

    // A server of a new battle in `dir` that lets one connection from an
    // address be open at a time and gives a request `seconds` to arrive.
    static QJsonObject startOnePerAddress(QProcess &process, const QTemporaryDir &dir,
                                          const QString &seconds)
    {
        const QString path = battleFile(dir);
        if (path.isEmpty())
            return {};
        return startServing(process, path,
                            { QStringLiteral("--per-address"), QStringLiteral("1"),
                              QStringLiteral("--request-timeout"), seconds });
    }

    // Stops the server and checks it stopped cleanly where that can be
    // asked of it. On Windows terminate() only asks a program's windows to
    // close, and a console program has none: it is ended at once there.
    static void stop(QProcess &process)
    {
#ifdef Q_OS_WIN
        process.kill();
        QVERIFY(process.waitForFinished(10000));
#else
        process.terminate();
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 0);
#endif
    }

    // Waits for the server to close `client`'s connection, reading what it
    // sends. The wait blocks and asks the socket itself: under Wine on a
    // loaded machine, the events of an answer and a close that arrive
    // together can both be lost (the server is another process here).
    static void awaitClose(RawClient &client)
    {
        if (!client.closed)
            client.socket.waitForDisconnected(20000);
        QVERIFY(client.closed);
    }

private Q_SLOTS:
    void servesUntilStoppedAndPrintsTheAddresses_data()
    {
        QTest::addColumn<int>("signal");
#ifdef Q_OS_WIN
        // No signals: the server is ended at once instead (see below).
        QTest::newRow("ended") << 0;
#else
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
#endif
    }
    void servesUntilStoppedAndPrintsTheAddresses()
    {
        QFETCH(int, signal);
        QTemporaryDir dir;
        const QString path = battleFile(dir);
        QVERIFY(!path.isEmpty());
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

#ifdef Q_OS_WIN
        // The stop Windows asks for (Ctrl+C, Ctrl+Break) cannot be sent
        // reliably to one child: its clean stop goes unchecked there.
        Q_UNUSED(signal);
        process.kill();
        QVERIFY(process.waitForFinished(10000));
#else
        ::kill(static_cast<pid_t>(process.processId()), signal);
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
#endif

        // The addresses are the battle's: the next start gives the same
        // pages (the port is the default one only while no other program
        // holds it, so it may differ).
        QProcess again;
        const QJsonObject second = startServing(again, path);
        const QJsonObject secondSides = second.value(QStringLiteral("sides")).toObject();
        QCOMPARE(secondSides.keys(), sides.keys());
        for (const QString &side : sides.keys())
            QCOMPARE(QUrl(secondSides.value(side).toString()).path(),
                     QUrl(sides.value(side).toString()).path());
        stop(again);
    }

    // A connection waiting for the rest of its request holds its place:
    // the next from the same address is refused. The request's time is long
    // enough that no load on the machine frees the place before the server
    // sees the second connection.
    void thePerAddressLimitIsSettable()
    {
        QTemporaryDir dir;
        QProcess process;
        const QJsonObject answer = startOnePerAddress(process, dir, QStringLiteral("60"));
        const auto port = static_cast<quint16>(answer.value(QStringLiteral("port")).toInt());
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        RawClient slow(port, QByteArrayLiteral("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
        QTRY_VERIFY_WITH_TIMEOUT(slow.socket.state() == QAbstractSocket::ConnectedState, 10000);
        RawClient second(port, QByteArrayLiteral("GET / HTTP/1.1\r\n\r\n"));
        // The refusal is written and the connection closed at once.
        awaitClose(second);
        QCOMPARE(second.statusLines(),
                 QList<QByteArray>({ QByteArrayLiteral("HTTP/1.1 503 Service Unavailable") }));
        QCOMPARE(second.header("connection"), QByteArrayLiteral("close"));
        QVERIFY(!slow.closed);
        stop(process);
    }

    // A request not whole in time is answered 408 and its place freed.
    void theRequestTimeoutIsSettable()
    {
        QTemporaryDir dir;
        QProcess process;
        const QJsonObject answer = startOnePerAddress(process, dir, QStringLiteral("1.5"));
        const auto port = static_cast<quint16>(answer.value(QStringLiteral("port")).toInt());
        QVERIFY2(port != 0, process.readAllStandardError().constData());
        QElapsedTimer clock;
        clock.start();
        RawClient slow(port, QByteArrayLiteral("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
        awaitClose(slow);
        QVERIFY(clock.elapsed() >= 1500);
        QCOMPARE(slow.status(), 408);
        const QUrl french(answer.value(QStringLiteral("sides"))
                              .toObject()
                              .value(QStringLiteral("French"))
                              .toString());
        QNetworkAccessManager client;
        QCOMPARE(fetch(client, french).status, 200);
        stop(process);
    }

    void badArgumentsAreRefused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("port") << QStringList { QStringLiteral("--port"), QStringLiteral("99999") }
                              << QStringLiteral("--port");
        QTest::newRow("bind") << QStringList { QStringLiteral("--bind"), QStringLiteral("the pub") }
                              << QStringLiteral("--bind");
        QTest::newRow("request timeout")
            << QStringList { QStringLiteral("--request-timeout"), QStringLiteral("0") }
            << QStringLiteral("--request-timeout");
        QTest::newRow("request timeout in words")
            << QStringList { QStringLiteral("--request-timeout"), QStringLiteral("ten") }
            << QStringLiteral("--request-timeout");
        QTest::newRow("per address")
            << QStringList { QStringLiteral("--per-address"), QStringLiteral("0") }
            << QStringLiteral("--per-address");
        QTest::newRow("token delay")
            << QStringList { QStringLiteral("--token-delay"), QStringLiteral("61") }
            << QStringLiteral("--token-delay");
    }
    void badArgumentsAreRefused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = battleFile(dir);
        QVERIFY(!path.isEmpty());
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

ADC_TEST_GUILESS_MAIN(AdcServeTest)
#include "tst_adcserve.moc"
