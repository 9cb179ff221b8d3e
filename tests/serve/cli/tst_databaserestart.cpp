// adc serve on a battle on a PostgreSQL server that restarts: while the
// server is away every page is answered 503 with a reason in words (no
// token can be checked then), adc serve reconnects on its own once it is
// back, and nobody is slowed for the answers it could not give. The test
// restarts a cluster of its own (AdcTest::OwnCluster).
#include "cli/adcrunner.h"
#include "serve/servefixture.h"
#include "testsuite.h"

#ifndef Q_OS_WIN
#include "serve/owncluster.h"
#endif

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

using namespace Adc;
using namespace Adc::Fixture;
using AdcTest::adc;
using namespace Qt::Literals::StringLiterals;

#ifndef Q_OS_WIN
namespace {

QByteArray jsonLine(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

// The same address with another token of the same shape.
QUrl withWrongToken(const QUrl &page)
{
    QString path = page.path();
    const qsizetype last = path.size() - 1;
    path[last] = path.at(last) == QLatin1Char('0') ? QLatin1Char('1') : QLatin1Char('0');
    QUrl wrong = page;
    wrong.setPath(path);
    return wrong;
}

} // namespace
#endif

class DatabaseRestartTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void thePagesComeBackWithTheDatabase();
};

void DatabaseRestartTest::thePagesComeBackWithTheDatabase()
{
#ifdef Q_OS_WIN
    QSKIP("the test's own PostgreSQL cluster is started with Linux's programs");
#else
    AdcTest::OwnCluster cluster;
    QVERIFY(cluster.isValid());
    const QStringList db { u"--db"_s, cluster.url() };
    QCOMPARE(adc(QStringList { u"init"_s } + db + QStringList { u"--name"_s, u"Ligny"_s }).exitCode,
             0);
    QByteArray setup;
    for (const QString &side : { u"French"_s, u"Prussian"_s })
        setup += jsonLine({ { u"action"_s, u"add-unit"_s },
                            { u"unit"_s,
                              QJsonObject { { u"name"_s, side + u" 1"_s },
                                            { u"side"_s, side },
                                            { u"brigade"_s, side },
                                            { u"arm"_s, u"infantry"_s },
                                            { u"castings"_s, 40 },
                                            { u"cw"_s, 40 },
                                            { u"ap"_s, 8 } } } });
    setup += jsonLine({ { u"action"_s, u"issue-tokens"_s } });
    QCOMPARE(adc(QStringList { u"apply"_s } + db, setup).exitCode, 0);

    QProcess server;
    server.start(AdcTest::adcPath(),
                 QStringList { u"serve"_s } + db + QStringList { u"--bind"_s, u"127.0.0.1"_s });
    QVERIFY(server.waitForStarted(10000));
    while (!server.canReadLine() && server.waitForReadyRead(20000)) { }
    const QJsonObject served = QJsonDocument::fromJson(server.readLine()).object();
    QVERIFY2(served.value(u"ok"_s).toBool(), server.readAllStandardError().constData());
    const QUrl page(served.value(u"sides"_s).toObject().value(u"French"_s).toString());
    const QUrl units(page.toString() + u"/units.json"_s);
    QNetworkAccessManager client;
    QCOMPARE(fetch(client, units).status, 200);

    // A live page, open across the outage.
    RawClient live(static_cast<quint16>(page.port()),
                   "GET " + page.path().toLatin1() + "/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    QTRY_VERIFY_WITH_TIMEOUT(live.received.contains("retry:"), 10000);

    QVERIFY(cluster.stop());
    // More than the wrong tokens an address may try unslowed, right and
    // wrong: each is unavailable, in words, and none counts against it.
    const ServerLimits limits;
    for (int i = 0; i <= limits.wrongTokensFree; ++i) {
        for (const QUrl &url : { page, units, withWrongToken(page) }) {
            const HttpAnswer away = fetch(client, url);
            QCOMPARE(away.status, 503);
            QVERIFY2(away.body.contains("database does not answer"), away.body.constData());
            QCOMPARE(away.headers.value("retry-after"), QByteArray("2"));
        }
    }
    QElapsedTimer clock;
    clock.start();
    QVERIFY(cluster.start());
    const qint64 started = clock.elapsed();
    QTRY_VERIFY_WITH_TIMEOUT(fetch(client, units).status == 200, 30000);
    qInfo("the server took %lld ms to start again; the pages answered %lld ms after", started,
          clock.elapsed() - started);

    // The live page was kept, and told to read the battle again.
    QTRY_VERIFY_WITH_TIMEOUT(live.received.contains("data: change"), 10000);
    QVERIFY(!live.closed);

    // Nobody is slowed: a page and a wrong token are answered at once.
    for (int i = 0; i < 3; ++i) {
        clock.restart();
        const HttpAnswer again = fetch(client, page);
        QCOMPARE(again.status, 200);
        QVERIFY(again.body.contains("French 1"));
        QCOMPARE(fetch(client, withWrongToken(page)).status, 404);
        QVERIFY2(clock.elapsed() < limits.wrongTokenDelayMs,
                 qPrintable(QString::number(clock.elapsed())));
    }
    server.terminate();
    QVERIFY(server.waitForFinished(10000));
    QCOMPARE(server.exitCode(), 0);
    const QByteArray told = server.readAllStandardError();
    // Said once each, however many requests came meanwhile.
    QVERIFY2(told.count("adc: the battle's database does not answer") == 1
                 && told.count("adc: the battle's database answers again") == 1,
             told.constData());
#endif
}

ADC_TEST_GUILESS_MAIN(DatabaseRestartTest)
#include "tst_databaserestart.moc"
