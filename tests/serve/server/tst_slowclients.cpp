// Slow and crowding clients against the players' view: a request that does
// not arrive whole in time is cut off, one address cannot hold more than
// its share of connections, and another address is served meanwhile.
// Clients from 127.0.0.2 bind to it before connecting (Linux routes all of
// 127.0.0.0/8 to the loopback interface).
#include "serve/servefixture.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>
#include <vector>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

const QHostAddress kOther(QStringLiteral("127.0.0.2"));

QByteArray getRequest(const QUrl &url, const QByteArray &more = QByteArray())
{
    return "GET " + url.path().toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + more + "\r\n";
}

// `count` connections from 127.0.0.1, each with a request begun and never
// finished; gives them once the server has taken or refused each, or none,
// and the test failed, if it does not in time.
std::vector<std::unique_ptr<RawClient>> slowConnections(ServedBattle &served, int count)
{
    std::vector<std::unique_ptr<RawClient>> slow;
    for (int i = 0; i < count; ++i)
        slow.push_back(std::make_unique<RawClient>(
            served.port, QByteArrayLiteral("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")));
    const auto settled = [&] {
        return served.server->openConnections() + served.server->refusedConnections() == count;
    };
    if (!QTest::qWaitFor(settled, 30000)) {
        ADC_FAIL(QStringLiteral("%1 of %2 slow connections reached the server")
                     .arg(served.server->openConnections() + served.server->refusedConnections())
                     .arg(count));
        return {};
    }
    return slow;
}

} // namespace

class SlowClientsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aRequestNotWholeInTimeIsCutOff_data()
    {
        QTest::addColumn<QByteArray>("begun");
        QTest::addColumn<bool>("trickle");
        QTest::addColumn<int>("status");
        QTest::newRow("nothing sent") << QByteArray() << false << 0;
        QTest::newRow("headers unfinished")
            << QByteArray("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n") << false << 408;
        // One byte every 50 ms: never idle, never done.
        QTest::newRow("one byte at a time") << QByteArray() << true << 408;
    }
    void aRequestNotWholeInTimeIsCutOff()
    {
        QFETCH(QByteArray, begun);
        QFETCH(bool, trickle);
        QFETCH(int, status);
        ServerLimits limits;
        limits.requestTimeoutMs = 600;
        ServedBattle served(limits);
        QVERIFY(served.isValid());
        QElapsedTimer clock;
        clock.start();
        RawClient raw(served.port, begun);
        QTimer drip;
        const QByteArray slowly
            = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + QByteArray(200, 'a');
        int sent = 0;
        connect(&drip, &QTimer::timeout, &raw, [&] {
            if (raw.socket.state() == QAbstractSocket::ConnectedState && sent < slowly.size())
                raw.socket.write(slowly.mid(sent++, 1));
        });
        if (trickle)
            drip.start(50);
        QTRY_VERIFY_WITH_TIMEOUT(raw.closed, 10000);
        QVERIFY2(clock.elapsed() >= limits.requestTimeoutMs,
                 qPrintable(QString::number(clock.elapsed())));
        if (status == 0)
            QVERIFY(raw.received.isEmpty());
        else
            QCOMPARE(raw.status(), status);
        QTRY_COMPARE_WITH_TIMEOUT(served.server->openConnections(), 0, 5000);
        QNetworkAccessManager client;
        QCOMPARE(fetch(client, served.side(served.frenchSide)).status, 200);
    }

    void aKeptConnectionIsNotCutOffBetweenRequests()
    {
        ServerLimits limits;
        limits.requestTimeoutMs = 300;
        ServedBattle served(limits);
        QVERIFY(served.isValid());
        const QByteArray request
            = getRequest(served.side(served.frenchSide, QStringLiteral("units.json")));
        RawClient raw(served.port, request);
        QTRY_VERIFY_WITH_TIMEOUT(raw.complete(), 10000);
        // Idle past the time a request has to arrive: until a connection
        // opened after the answer, which sends nothing, is cut off (the
        // server's deadlines fire in order), then asked again.
        RawClient silent(served.port, QByteArray());
        QTRY_VERIFY_WITH_TIMEOUT(silent.closed, 10000);
        raw.socket.write(request);
        QTRY_VERIFY_WITH_TIMEOUT(raw.statusLines().size() == 2 || raw.closed, 10000);
        QVERIFY2(!raw.closed, "the kept connection was cut off");
        QCOMPARE(raw.statusLines().at(1), QByteArray("HTTP/1.1 200 OK"));
    }

    void theThirtyThirdConnectionOfAnAddressIsRefused()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        QCOMPARE(ServerLimits().maxConnectionsPerAddress, 32);
        const auto slow = slowConnections(served, 32);
        QVERIFY(!slow.empty());
        QCOMPARE(served.server->openConnections(), 32);
        RawClient thirtyThird(
            served.port, getRequest(served.side(served.frenchSide, QStringLiteral("units.json"))));
        QTRY_VERIFY_WITH_TIMEOUT(thirtyThird.done(), 10000);
        QCOMPARE(thirtyThird.status(), 503);
        RawClient other(served.port,
                        getRequest(served.side(served.frenchSide, QStringLiteral("units.json"))),
                        kOther);
        QTRY_VERIFY_WITH_TIMEOUT(other.complete(), 10000);
        QCOMPARE(other.status(), 200);
    }

    void anotherAddressIsServedWhileFiveHundredSlowConnectionsAreOpen()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        const auto slow = slowConnections(served, 500);
        QVERIFY(!slow.empty());
        // Every one still open on the client's side: none was answered.
        QVERIFY(std::none_of(slow.cbegin(), slow.cend(),
                             [](const auto &c) { return c->status() == 200; }));
        RawClient player(served.port, getRequest(served.side(served.frenchSide)), kOther);
        QTRY_VERIFY_WITH_TIMEOUT(player.complete(), 10000);
        QCOMPARE(player.status(), 200);
        QVERIFY(player.received.contains("2e Léger"));
    }
};

ADC_TEST_GUILESS_MAIN(SlowClientsTest)
#include "tst_slowclients.moc"
