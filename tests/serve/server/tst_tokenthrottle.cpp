// Guessing tokens: an address that keeps trying wrong ones has its answers
// (still 404) held back longer and longer, on a timer, while a player from
// another address with a right token is answered at once.
#include "serve/servefixture.h"
#include "serve/server/guardedtcpserver.h"
#include "serve/server/tokenthrottle.h"
#include "testsuite.h"

#include <QElapsedTimer>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

const QHostAddress kGuesser(QStringLiteral("127.0.0.1"));
const QHostAddress kPlayer(QStringLiteral("127.0.0.2"));

QByteArray getRequest(const QString &path)
{
    return "GET " + path.toLatin1() + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
}

} // namespace

class TokenThrottleTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void theDelayGrowsWithTheRecentWrongTokensOfOneAddress()
    {
        ServerLimits limits;
        limits.wrongTokensFree = 2;
        limits.wrongTokenDelayMs = 100;
        TokenThrottle throttle(limits);
        QList<int> delays;
        for (int i = 0; i < 9; ++i)
            delays.append(throttle.failed(kGuesser));
        QCOMPARE(delays, QList<int>({ 0, 0, 100, 200, 400, 800, 1600, 1600, 1600 }));
        // Another address starts from nothing; an IPv4 address mapped into
        // IPv6 (a server on every interface) counts as itself.
        QCOMPARE(throttle.failed(kPlayer), 0);
        QCOMPARE(GuardedTcpServer::clientOf(QHostAddress(QStringLiteral("::ffff:127.0.0.1"))),
                 kGuesser);
    }

    void oldWrongTokensAreForgotten()
    {
        ServerLimits limits;
        limits.wrongTokensFree = 1;
        limits.wrongTokenDelayMs = 100;
        limits.wrongTokenMemoryMs = 200;
        TokenThrottle throttle(limits);
        QCOMPARE(throttle.failed(kGuesser), 0);
        QCOMPARE(throttle.failed(kGuesser), 100);
        // Asked of a copy until both are forgotten (asking counts one more).
        QTRY_COMPARE_WITH_TIMEOUT(TokenThrottle(throttle).failed(kGuesser), 0, 10000);
        QCOMPARE(throttle.failed(kGuesser), 0);
    }

    void wrongTokensAreSlowedWhileARightOneFromElsewhereIsNot()
    {
        ServerLimits limits;
        limits.wrongTokensFree = 3;
        limits.wrongTokenDelayMs = 3000;
        ServedBattle served(limits);
        QVERIFY(served.isValid());
        const QString wrong = QStringLiteral("/side/") + PlayerTokens::generate();
        for (int i = 0; i < limits.wrongTokensFree; ++i) {
            RawClient guess(served.port, getRequest(wrong), kGuesser);
            QTRY_VERIFY_WITH_TIMEOUT(guess.closed, 10000);
            QCOMPARE(guess.status(), 404);
        }
        QElapsedTimer clock;
        clock.start();
        RawClient slowed(served.port, getRequest(wrong), kGuesser);
        RawClient player(
            served.port,
            getRequest(served.side(served.frenchSide, QStringLiteral("units.json")).path()),
            kPlayer);
        QTRY_VERIFY_WITH_TIMEOUT(player.closed, 10000);
        QCOMPARE(player.status(), 200);
        // The player was answered while the guess still waited.
        QVERIFY(slowed.received.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(slowed.closed, 20000);
        QVERIFY2(clock.elapsed() >= limits.wrongTokenDelayMs,
                 qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(slowed.status(), 404);
        QCOMPARE(slowed.statusLines(), QList<QByteArray> { "HTTP/1.1 404 Not Found" });
    }

    void guessesPiledOnOneConnectionWaitOneAfterAnother()
    {
        ServerLimits limits;
        limits.wrongTokensFree = 0;
        limits.wrongTokenDelayMs = 300;
        ServedBattle served(limits);
        QVERIFY(served.isValid());
        const QByteArray wrong = "GET /table/" + PlayerTokens::generate().toLatin1()
            + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
        const QByteArray right = "GET " + served.side(served.frenchSide).path().toLatin1()
            + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
        QElapsedTimer clock;
        clock.start();
        RawClient raw(served.port, wrong + wrong + right, kGuesser);
        QTRY_VERIFY_WITH_TIMEOUT(raw.closed, 20000);
        // 300 ms, then 600 ms after it; the right one behind them, in order.
        QVERIFY2(clock.elapsed() >= 900, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(raw.statusLines(),
                 QList<QByteArray>(
                     { "HTTP/1.1 404 Not Found", "HTTP/1.1 404 Not Found", "HTTP/1.1 200 OK" }));
    }
};

ADC_TEST_GUILESS_MAIN(TokenThrottleTest)
#include "tst_tokenthrottle.moc"
