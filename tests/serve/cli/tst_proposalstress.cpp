// Both sides of a battle on a PostgreSQL server propose at once from their
// pages, each unit from its own client address, through `adc serve`, while
// the umpire accepts and declines from two stations racing for the same
// proposals. No proposal is lost or ruled on twice: every one the server
// numbered ends applied or declined, by exactly one log entry; the log is in
// commit order (its hash chain) and `adc check` passes.

#include "cli/adcrunner.h"
#include "db/battle/battle.h"
#include "db/battle/proposaldesk.h"
#include "testserver.h"
#include "testsuite.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTcpSocket>
#include <QUrl>
#include <QtTest>
#include <memory>
#include <vector>

using AdcTest::adc;
using namespace Adc;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kUnitsASide = 20;

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

// Seen by the other side, so each side may aim at every unit of the other.
QJsonObject unit(const QString &name, const QString &side)
{
    return { { QStringLiteral("name"), name },    { QStringLiteral("side"), side },
             { QStringLiteral("brigade"), side }, { QStringLiteral("arm"), u"infantry"_s },
             { QStringLiteral("castings"), 40 },  { QStringLiteral("cw"), 40 },
             { QStringLiteral("ap"), 8 },         { QStringLiteral("seen"), true } };
}

// One page's proposal, sent from its own loopback address.
struct Poster
{
    std::unique_ptr<QTcpSocket> socket;
    QByteArray request;
    QByteArray answer;
};

int statusOf(const QByteArray &answer)
{
    return answer.split(' ').value(1).toInt();
}

QJsonObject bodyOf(const QByteArray &answer)
{
    return QJsonDocument::fromJson(answer.mid(answer.indexOf("\r\n\r\n") + 4)).object();
}

// The umpire at one station: rules on the first waiting proposal (from the
// front or the back of the list), accepting most and declining every fifth;
// a fire the rules refuse now is declined. A proposal another station ruled
// on first is refused here, and left.
void rule(Battle &station, bool fromBack)
{
    const QList<ProposalRecord> waiting = station.proposals().waiting();
    if (waiting.isEmpty())
        return;
    const ProposalRecord &proposal = fromBack ? waiting.last() : waiting.first();
    const QJsonObject decline { { QStringLiteral("action"), u"decline"_s },
                                { QStringLiteral("proposal"), proposal.id },
                                { QStringLiteral("reason"), u"not now"_s } };
    if (proposal.number % 5 == 0) {
        (void)station.apply(decline);
        return;
    }
    const ActionOutcome accepted = station.apply(QJsonObject {
        { QStringLiteral("action"), u"accept"_s }, { QStringLiteral("proposal"), proposal.id } });
    if (!accepted && accepted.error().contains(u"only a waiting proposal"_s))
        return;
    if (!accepted)
        (void)station.apply(decline);
}

} // namespace

class tst_ProposalStress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bothSidesProposeWhileTwoStationsRule();
};

void tst_ProposalStress::bothSidesProposeWhileTwoStationsRule()
{
    const QString database = TestServer::freshDatabase();
    const QString url = TestServer::urlOf(database);
    const QStringList db { QStringLiteral("--db"), url };
    QCOMPARE(
        adc(QStringList { u"init"_s } + db + QStringList { u"--name"_s, u"Dresden"_s }).exitCode,
        0);
    QByteArray setup;
    const QStringList sides { u"France"_s, u"Allies"_s };
    for (const QString &side : sides) {
        for (int i = 1; i <= kUnitsASide; ++i)
            setup += line(
                { { QStringLiteral("action"), u"add-unit"_s },
                  { QStringLiteral("unit"), unit(side + QStringLiteral(" %1").arg(i), side) } });
    }
    setup += line({ { QStringLiteral("action"), u"issue-tokens"_s } });
    QCOMPARE(adc(QStringList { u"apply"_s } + db, setup).exitCode, 0);

    // On Windows adc runs adc-serve as its child, which would outlive adc
    // when the test ends it: adc-serve is started there itself.
    QProcess server;
#ifdef Q_OS_WIN
    server.start(AdcTest::programFile(AdcTest::binDir() + u"/adc-serve"_s),
#else
    server.start(AdcTest::adcPath(),
#endif
                 QStringList { u"serve"_s } + db
                     + QStringList { u"--bind"_s, u"127.0.0.1"_s, u"--proposal-rate"_s, u"1"_s });
    QVERIFY(server.waitForStarted(10000));
    while (!server.canReadLine() && server.waitForReadyRead(20000)) { }
    const QJsonObject served = QJsonDocument::fromJson(server.readLine()).object();
    QVERIFY2(served.value(QStringLiteral("ok")).toBool(),
             server.readAllStandardError().constData());
    const auto port = static_cast<quint16>(served.value(QStringLiteral("port")).toInt());

    // Unit ids: France 1..20, Allies 21..40; each fires at its opposite number.
    std::vector<Poster> posters;
    for (int s = 0; s < sides.size(); ++s) {
        const QString path
            = QUrl(served.value(QStringLiteral("sides")).toObject().value(sides.at(s)).toString())
                  .path();
        for (int i = 1; i <= kUnitsASide; ++i) {
            const int firer = s * kUnitsASide + i;
            const int target = (1 - s) * kUnitsASide + i;
            const QByteArray body
                = QJsonDocument(QJsonObject { { QStringLiteral("action"), u"fire"_s },
                                              { QStringLiteral("firers"), QJsonArray { firer } },
                                              { QStringLiteral("target"), target },
                                              { QStringLiteral("range"), 3 },
                                              { QStringLiteral("die"), 1 + i % 10 } })
                      .toJson(QJsonDocument::Compact);
            Poster poster;
            poster.socket = std::make_unique<QTcpSocket>();
            // Each page from an address of its own (127.0.0.0/8 is all loopback).
            QVERIFY(
                poster.socket->bind(QHostAddress(QStringLiteral("127.0.0.%1").arg(firer + 10))));
            poster.request = "POST " + path.toUtf8()
                + "/proposals HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port)
                + "\r\nContent-Type: application/json\r\nConnection: close\r\n"
                  "Content-Length: "
                + QByteArray::number(body.size()) + "\r\n\r\n" + body;
            posters.push_back(std::move(poster));
        }
    }
    for (Poster &poster : posters) {
        QTcpSocket *socket = poster.socket.get();
        QObject::connect(socket, &QTcpSocket::connected, socket,
                         [socket, &poster] { socket->write(poster.request); });
        QObject::connect(socket, &QTcpSocket::readyRead, socket,
                         [socket, &poster] { poster.answer += socket->readAll(); });
        socket->connectToHost(QHostAddress::LocalHost, port);
    }

    // Two stations rule while the proposals come in, until every page has
    // its answer and nothing waits.
    std::unique_ptr<Battle> first = *Battle::open(url);
    std::unique_ptr<Battle> second = *Battle::open(url);
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        rule(*first, false);
        rule(*second, true);
        int answered = 0;
        for (const Poster &poster : posters)
            answered += poster.socket->state() == QAbstractSocket::UnconnectedState ? 1 : 0;
        if (answered == int(posters.size()) && first->proposals().waiting().isEmpty())
            break;
        QVERIFY2(clock.elapsed() < 120000, "the proposals were not all answered and ruled on");
    }

    QHash<QString, QSet<int>> numbers;
    for (std::size_t i = 0; i < posters.size(); ++i) {
        const Poster &poster = posters.at(i);
        QVERIFY2(statusOf(poster.answer) == 201, poster.answer.constData());
        const int number = bodyOf(poster.answer).value(QStringLiteral("proposal")).toInt();
        const QString side = sides.at(int(i) / kUnitsASide);
        QVERIFY2(!numbers[side].contains(number), "two proposals of a side got one number");
        numbers[side].insert(number);
    }
    // Every proposal numbered is in the battle, ruled on once.
    const QList<ProposalRecord> all = first->proposals().all();
    QCOMPARE(all.size(), qsizetype(2 * kUnitsASide));
    QHash<qint64, int> ruledBy; // proposal id: log entries naming it
    for (const LogEntry &entry : first->log()) {
        const qint64 id = entry.result.value(QStringLiteral("proposal")).toInteger();
        if (id > 0)
            ++ruledBy[id];
    }
    const Clock now = first->clock();
    int applied = 0;
    for (const ProposalRecord &proposal : all) {
        QVERIFY(numbers.value(proposal.side).contains(proposal.number));
        const ProposalRecord::State state = proposal.state(now);
        QVERIFY(state == ProposalRecord::State::Applied
                || state == ProposalRecord::State::Declined);
        QCOMPARE(ruledBy.value(proposal.id), 1);
        applied += state == ProposalRecord::State::Applied ? 1 : 0;
    }
    QVERIFY(applied > kUnitsASide);
    first.reset();
    second.reset();
    server.kill();
    server.waitForFinished(10000);
    const AdcTest::Run checked = adc(QStringList { u"check"_s } + db);
    QVERIFY2(checked.exitCode == 0, checked.out.constData());
    TestServer::dropDatabase(database);
}

ADC_TEST_GUILESS_MAIN(tst_ProposalStress)
#include "tst_proposalstress.moc"
