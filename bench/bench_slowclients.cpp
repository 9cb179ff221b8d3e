// The players' view under a slow-connection attack: the time a player's
// request (from 127.0.0.2) takes to be answered while N connections from
// 127.0.0.1 each hold a request begun and never finished, with the limit
// per address (32, the default) and without it (only the 256 connections
// in all, as before that limit: the player is refused). The counter
// "served" is the share of the player's requests answered 200 rather than
// 503. The slow connections' own deadline is set far off here, so they stay
// open for the whole measure. Also the time one wrong token takes to be
// answered on a kept connection with the slowing of wrong tokens off, the
// rate at which tokens could be tried before it.
//
// Usage: bench_slowclients [Google Benchmark options]

#include "core/model/playertokens.h"
#include "db/battle/battle.h"
#include "serve/server/playersserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>
#include <benchmark/benchmark.h>
#include <functional>
#include <memory>
#include <vector>

using namespace Adc;

namespace {

const QHostAddress kAttacker(QStringLiteral("127.0.0.1"));
const QHostAddress kPlayer(QStringLiteral("127.0.0.2"));

// Runs the event loop until `done` holds or 30 s have passed.
bool waitFor(const std::function<bool()> &done)
{
    QElapsedTimer clock;
    clock.start();
    QTimer tick; // wakes the loop now and then, so the time limit holds
    tick.start(100);
    while (!done() && clock.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    return done();
}

UnitRecord battalion(const QString &side)
{
    UnitRecord unit;
    unit.name = QStringLiteral("2e Léger");
    unit.side = side;
    unit.brigade = QStringLiteral("Gauthier");
    unit.arm = Arm::Infantry;
    unit.castingsInitial = unit.castings = 12;
    unit.cwInitial = unit.cw = 12;
    unit.ap = 8;
    return unit;
}

// A battle of two sides with their tokens, served on 127.0.0.1.
struct Served
{
    QTemporaryDir dir;
    std::unique_ptr<Battle> battle;
    std::unique_ptr<PlayersServer> server;
    quint16 port = 0;
    QByteArray sidePath;

    explicit Served(const ServerLimits &limits)
    {
        auto created
            = Battle::create(dir.filePath(QStringLiteral("bench.adc")), QStringLiteral("B"));
        if (!created || !(*created)->addUnit(battalion(QStringLiteral("French")))
            || !(*created)->addUnit(battalion(QStringLiteral("Britain")))
            || !(*created)
                    ->apply({ { QStringLiteral("action"), QStringLiteral("issue-tokens") } })
                    .ok())
            qFatal("the battle could not be made");
        battle = std::move(*created);
        server = std::make_unique<PlayersServer>(*battle, limits);
        const Result<quint16> listening = server->start(QHostAddress::LocalHost, 0);
        if (!listening)
            qFatal("%s", qPrintable(listening.error()));
        port = *listening;
        const PlayerTokens tokens
            = PlayerTokens::fromJson(battle->settings().value(PlayerTokens::settingKey()));
        sidePath = "/side/" + tokens.sides.value(battle->sides().constFirst().id).toLatin1()
            + "/units.json";
    }
};

// One request on a fresh connection from `from`; gives the answer's status
// (0 when none came).
int ask(quint16 port, const QHostAddress &from, const QByteArray &request)
{
    QTcpSocket socket;
    QByteArray received;
    bool closed = false;
    QObject::connect(&socket, &QTcpSocket::connected, [&] { socket.write(request); });
    QObject::connect(&socket, &QTcpSocket::readyRead, [&] { received += socket.readAll(); });
    QObject::connect(&socket, &QTcpSocket::disconnected, [&] { closed = true; });
    QObject::connect(&socket, &QTcpSocket::errorOccurred, [&] { closed = true; });
    socket.bind(from);
    socket.connectToHost(QHostAddress::LocalHost, port);
    waitFor([&] { return closed; });
    return received.mid(9, 3).toInt();
}

void BM_PlayerAnsweredWhileSlowConnectionsOpen(benchmark::State &state)
{
    const int slowCount = static_cast<int>(state.range(0));
    ServerLimits limits;
    if (state.range(1) == 0)
        limits.maxConnectionsPerAddress = limits.maxConnections;
    limits.requestTimeoutMs = 3600000;
    limits.idleMs = 3600000;
    Served served(limits);
    std::vector<std::unique_ptr<QTcpSocket>> slow;
    for (int i = 0; i < slowCount; ++i) {
        auto socket = std::make_unique<QTcpSocket>();
        QTcpSocket *raw = socket.get();
        QObject::connect(raw, &QTcpSocket::connected,
                         [raw] { raw->write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "); });
        raw->bind(kAttacker);
        raw->connectToHost(QHostAddress::LocalHost, served.port);
        slow.push_back(std::move(socket));
    }
    if (!waitFor([&] {
            return served.server->openConnections() + served.server->refusedConnections()
                == slowCount;
        })) {
        state.SkipWithError("the slow connections did not all reach the server");
        return;
    }
    const QByteArray request
        = "GET " + served.sidePath + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n";
    int served200 = 0;
    int asked = 0;
    for (auto _ : state) {
        served200 += ask(served.port, kPlayer, request) == 200 ? 1 : 0;
        ++asked;
    }
    state.counters["served"] = asked > 0 ? double(served200) / asked : 0;
    state.counters["open"] = served.server->openConnections();
}

void BM_WrongTokenAnswerUnslowed(benchmark::State &state)
{
    ServerLimits limits;
    limits.wrongTokenDelayMs = 0;
    Served served(limits);
    QTcpSocket socket;
    QByteArray received;
    QObject::connect(&socket, &QTcpSocket::readyRead, [&] { received += socket.readAll(); });
    socket.connectToHost(QHostAddress::LocalHost, served.port);
    waitFor([&] { return socket.state() == QAbstractSocket::ConnectedState; });
    const QByteArray guess = "GET /side/" + PlayerTokens::generate().toLatin1()
        + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    for (auto _ : state) {
        received.clear();
        socket.write(guess);
        waitFor([&] { return received.endsWith("Not found\n"); });
    }
    state.counters["guesses_per_s"]
        = benchmark::Counter(double(state.iterations()), benchmark::Counter::kIsRate);
}

} // namespace

BENCHMARK(BM_PlayerAnsweredWhileSlowConnectionsOpen)
    ->ArgNames({ "slow", "per_address_limit" })
    ->Args({ 0, 1 })
    ->Args({ 32, 1 })
    ->Args({ 256, 1 })
    ->Args({ 500, 1 })
    ->Args({ 256, 0 })
    ->Args({ 500, 0 })
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BM_WrongTokenAnswerUnslowed)->Unit(benchmark::kMicrosecond)->UseRealTime();

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
