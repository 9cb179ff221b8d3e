// Slow and crowding clients against the players' view: a request that does
// not arrive whole in time is cut off, one address cannot hold more than
// its share of connections, nor a few addresses all of them, and another
// address is served meanwhile.
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

// Slow connections from 127.0.0.2 onwards, `perAddress` from each of
// `addresses`, each opened again as soon as the server closes it (seen
// every few milliseconds).
class SlowCrowd : public QObject
{
public:
    SlowCrowd(quint16 port, int addresses, int perAddress)
        : m_port(port)
    {
        for (int a = 0; a < addresses; ++a) {
            for (int i = 0; i < perAddress; ++i)
                m_clients.push_back(open(a));
        }
        connect(&m_renew, &QTimer::timeout, this, [this] {
            for (std::size_t i = 0; i < m_clients.size(); ++i) {
                if (m_clients[i].second->closed) {
                    m_clients[i] = open(m_clients[i].first);
                    ++renewed;
                }
            }
        });
        m_renew.start(5);
    }
    int open() const
    {
        return static_cast<int>(
            std::count_if(m_clients.cbegin(), m_clients.cend(), [](const auto &c) {
                return c.second->socket.state() == QAbstractSocket::ConnectedState;
            }));
    }

    int renewed = 0;

private:
    std::pair<int, std::unique_ptr<RawClient>> open(int address) const
    {
        return { address,
                 std::make_unique<RawClient>(
                     m_port, QByteArrayLiteral("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "),
                     QHostAddress(QStringLiteral("127.0.0.%1").arg(address + 2))) };
    }

    quint16 m_port;
    QTimer m_renew;
    std::vector<std::pair<int, std::unique_ptr<RawClient>>> m_clients;
};

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

    // Nine addresses, each with as many slow connections as one may hold
    // (288: more than the server holds in all), renewed as they are closed:
    // a player's page from another address is still served.
    void aPlayerIsServedWhileNineAddressesCrowdTheServer()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        const ServerLimits limits;
        QVERIFY(9 * limits.maxConnectionsPerAddress > limits.maxConnections);
        SlowCrowd crowd(served.port, 9, limits.maxConnectionsPerAddress);
        // Until the crowd holds all it can, and has been turned away since.
        QTRY_VERIFY_WITH_TIMEOUT(crowd.open() >= limits.maxSlowConnections && crowd.renewed > 50,
                                 30000);
        const QHostAddress player(QStringLiteral("127.0.0.11"));
        const QByteArray asked = getRequest(
            served.side(served.frenchSide, QStringLiteral("units.json")), "Connection: close\r\n");
        constexpr int kRequests = 30;
        int answered = 0;
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < kRequests; ++i) {
            RawClient page(served.port, asked, player);
            QTRY_VERIFY_WITH_TIMEOUT(page.done(), 10000);
            answered += page.status() == 200 ? 1 : 0;
        }
        qInfo("%d of %d answered in %lld ms; the crowd holds %d, renewed %d", answered, kRequests,
              clock.elapsed(), crowd.open(), crowd.renewed);
        QVERIFY2(answered * 10 >= kRequests * 9,
                 qPrintable(QStringLiteral("%1 of %2 answered").arg(answered).arg(kRequests)));
        // The crowd was there all along.
        QVERIFY(crowd.open() >= limits.maxSlowConnections - 9);
    }
};

ADC_TEST_GUILESS_MAIN(SlowClientsTest)
#include "tst_slowclients.moc"
