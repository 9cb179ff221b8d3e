// How the players' view frames its answers on a raw connection: in the
// request's HTTP version, closing the connection when the request asks to
// (Connection: close, HTTP/1.0 without keep-alive) and keeping it
// otherwise, pipelined requests answered in order, request bodies by their
// length only, and that length plain digits said once.
#include "serve/servefixture.h"
#include "testsuite.h"

using namespace Adc;
using namespace Adc::Fixture;

namespace {

QByteArray request(const QUrl &url, const QByteArray &version, const QByteArray &headers)
{
    return "GET " + url.path().toLatin1() + ' ' + version + "\r\nHost: 127.0.0.1\r\n" + headers
        + "\r\n";
}

} // namespace

class HttpFramingTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theConnectionIsClosedOrKeptAsAsked_data()
    {
        QTest::addColumn<QByteArray>("version");
        QTest::addColumn<QByteArray>("headers");
        QTest::addColumn<bool>("closes");
        QTest::addColumn<QByteArray>("connection");
        QTest::newRow("1.1") << QByteArray("HTTP/1.1") << QByteArray() << false << QByteArray();
        QTest::newRow("1.1 close") << QByteArray("HTTP/1.1") << QByteArray("Connection: close\r\n")
                                   << true << QByteArray("close");
        QTest::newRow("1.1 Close, among others")
            << QByteArray("HTTP/1.1") << QByteArray("Connection: TE, Close\r\n") << true
            << QByteArray("close");
        QTest::newRow("1.0") << QByteArray("HTTP/1.0") << QByteArray() << true
                             << QByteArray("close");
        QTest::newRow("1.0 keep-alive")
            << QByteArray("HTTP/1.0") << QByteArray("Connection: keep-alive\r\n") << false
            << QByteArray("keep-alive");
    }
    void theConnectionIsClosedOrKeptAsAsked()
    {
        QFETCH(QByteArray, version);
        QFETCH(QByteArray, headers);
        QFETCH(bool, closes);
        QFETCH(QByteArray, connection);
        ServedBattle served;
        QVERIFY(served.isValid());
        const QByteArray asked = request(
            served.side(served.frenchSide, QStringLiteral("units.json")), version, headers);
        RawClient raw(served.port, asked);
        QTRY_VERIFY_WITH_TIMEOUT(raw.complete(), 10000);
        QCOMPARE(raw.statusLines().value(0), version + " 200 OK");
        QCOMPARE(raw.header("connection"), connection);
        if (closes) {
            QTRY_VERIFY_WITH_TIMEOUT(raw.closed, 5000);
            QCOMPARE(raw.statusLines().size(), 1);
            QTRY_COMPARE_WITH_TIMEOUT(served.server->openConnections(), 0, 5000);
        } else {
            // Kept: a second request on it is answered too.
            raw.socket.write(asked);
            QTRY_COMPARE_WITH_TIMEOUT(raw.statusLines().size(), 2, 10000);
            QCOMPARE(raw.statusLines().at(1), version + " 200 OK");
            QVERIFY(!raw.closed);
        }
    }

    void aHeadAndAnErrorFollowTheVersionToo()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        RawClient head(served.port,
                       "HEAD " + served.side(served.frenchSide).path().toLatin1()
                           + " HTTP/1.0\r\n\r\n");
        QTRY_VERIFY_WITH_TIMEOUT(head.closed, 10000);
        QVERIFY(head.received.startsWith("HTTP/1.0 200 OK\r\n"));
        QVERIFY(head.received.endsWith("\r\n\r\n"));
        RawClient wrong(served.port, QByteArrayLiteral("GET /side/nothing HTTP/1.0\r\n\r\n"));
        QTRY_VERIFY_WITH_TIMEOUT(wrong.closed, 10000);
        QCOMPARE(wrong.statusLines(), QList<QByteArray> { "HTTP/1.0 404 Not Found" });
    }

    void pipelinedRequestsAreAnsweredInOrderUntilOneCloses()
    {
        ServedBattle served;
        QVERIFY(served.isValid());
        const QUrl units = served.side(served.frenchSide, QStringLiteral("units.json"));
        // A body is read by its length, never taken for a request.
        const QByteArray body = "GET /side/x HTTP/1.1\r\n\r\n";
        const QByteArray pipelined = request(units, "HTTP/1.1", QByteArray()) + "POST "
            + units.path().toLatin1()
            + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
              "Content-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n" + body
            + request(served.url(QStringLiteral("/side/nothing")), "HTTP/1.0", QByteArray())
            + request(units, "HTTP/1.1", QByteArray());
        RawClient raw(served.port, pipelined);
        QTRY_VERIFY_WITH_TIMEOUT(raw.closed, 10000);
        QCOMPARE(raw.statusLines(),
                 QList<QByteArray>({ "HTTP/1.1 200 OK", "HTTP/1.1 405 Method Not Allowed",
                                     "HTTP/1.0 404 Not Found" }));
    }

    void aBodyWithoutLengthOrTooLargeIsRefused_data()
    {
        QTest::addColumn<QByteArray>("headers");
        QTest::addColumn<int>("status");
        QTest::newRow("chunked") << QByteArray("Transfer-Encoding: chunked\r\n") << 411;
        QTest::newRow("too large") << QByteArray("Content-Length: 1000000\r\n") << 413;
    }
    void aBodyWithoutLengthOrTooLargeIsRefused()
    {
        QFETCH(QByteArray, headers);
        QFETCH(int, status);
        ServedBattle served;
        QVERIFY(served.isValid());
        const QByteArray post = "POST " + served.side(served.frenchSide).path().toLatin1()
            + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + headers + "\r\n" + QByteArray(100, 'x');
        RawClient raw(served.port, post);
        QTRY_VERIFY_WITH_TIMEOUT(raw.closed, 10000);
        QCOMPARE(raw.status(), status);
        QCOMPARE(raw.header("connection"), QByteArray("close"));
        QNetworkAccessManager client;
        QCOMPARE(fetch(client, served.side(served.frenchSide)).status, 200);
    }

    // A length a server and a proxy could read differently is refused and
    // the connection closed: nothing after it is taken for a request.
    void aLengthThatIsNotOnePlainNumberIsRefused_data()
    {
        QTest::addColumn<QByteArray>("headers");
        QTest::addColumn<int>("status");
        QTest::newRow("two that differ")
            << QByteArray("Content-Length: 12\r\nContent-Length: 3\r\n") << 400;
        QTest::newRow("signed") << QByteArray("Content-Length: +12\r\n") << 400;
        QTest::newRow("negative") << QByteArray("Content-Length: -1\r\n") << 400;
        QTest::newRow("a list that differs") << QByteArray("Content-Length: 12, 3\r\n") << 400;
        QTest::newRow("a list") << QByteArray("Content-Length: 12, 12\r\n") << 400;
        QTest::newRow("hexadecimal") << QByteArray("Content-Length: 0xc\r\n") << 400;
        QTest::newRow("empty") << QByteArray("Content-Length:\r\n") << 400;
        // The same header twice says one thing: the body is read by it.
        QTest::newRow("the same twice")
            << QByteArray("Content-Length: 12\r\ncontent-length:  12\r\n") << 405;
    }
    void aLengthThatIsNotOnePlainNumberIsRefused()
    {
        QFETCH(QByteArray, headers);
        QFETCH(int, status);
        ServedBattle served;
        QVERIFY(served.isValid());
        const QUrl units = served.side(served.frenchSide, QStringLiteral("units.json"));
        // Twelve bytes of body, then a request of its own.
        const QByteArray post = "POST " + units.path().toLatin1()
            + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" + headers
            + "\r\n{\"body\": 12}" + request(units, "HTTP/1.1", "Connection: close\r\n");
        RawClient raw(served.port, post);
        QTRY_VERIFY_WITH_TIMEOUT(raw.closed, 10000);
        if (status == 400) {
            QCOMPARE(raw.statusLines(),
                     QList<QByteArray> { QByteArrayLiteral("HTTP/1.1 400 Bad Request") });
            QCOMPARE(raw.header("connection"), QByteArray("close"));
            QVERIFY(raw.received.contains("Content-Length is not one plain number"));
        } else {
            QCOMPARE(raw.statusLines(),
                     QList<QByteArray>({ "HTTP/1.1 405 Method Not Allowed", "HTTP/1.1 200 OK" }));
        }
        QTRY_COMPARE_WITH_TIMEOUT(served.server->openConnections(), 0, 5000);
    }
};

ADC_TEST_GUILESS_MAIN(HttpFramingTest)
#include "tst_httpframing.moc"
