// The players' view: the time from an action's commit in the umpire's
// window (Battle::apply on the battle the server serves) to a side's live
// page (its events stream, server-sent events) receiving the change, with
// 1 and with 50 pages open, median and 95th percentile. The pages are raw
// HTTP clients in a thread of their own, so their reading does not wait on
// the server's event loop.
//
// Usage: bench_players [--rounds N] (default 200)

#include "core/model/playertokens.h"
#include "db/battle/battle.h"
#include "serve/server/playersserver.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonObject>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>

using namespace Adc;
using SteadyClock = std::chrono::steady_clock;

namespace {

struct Figures
{
    double median = 0;
    double p95 = 0;
};

Figures figuresOf(QList<double> values)
{
    std::sort(values.begin(), values.end());
    if (values.isEmpty())
        return {};
    return { values.at(values.size() / 2),
             values.at(qMin(values.size() - 1, values.size() * 95 / 100)) };
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

// The open pages, each an events stream; every "data: change" it receives
// is stamped with the time it arrived.
class Pages : public QObject
{
public:
    std::atomic<int> ready { 0 };
    std::atomic<int> received { 0 };
    std::mutex lock;
    QList<SteadyClock::time_point> arrivals;

    void open(quint16 port, const QByteArray &path, int count)
    {
        for (int i = 0; i < count; ++i) {
            auto *socket = new QTcpSocket(this);
            auto *buffer = new QByteArray;
            connect(socket, &QObject::destroyed, [buffer] { delete buffer; });
            connect(socket, &QTcpSocket::connected, socket, [socket, path] {
                socket->write("GET " + path + " HTTP/1.1\r\nHost: bench\r\n\r\n");
            });
            connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                *buffer += socket->readAll();
                if (buffer->contains("retry:")) {
                    ++ready;
                    buffer->replace("retry:", "");
                }
                while (buffer->contains("data: change")) {
                    const SteadyClock::time_point now = SteadyClock::now();
                    buffer->remove(0, buffer->indexOf("data: change") + 12);
                    {
                        const std::lock_guard<std::mutex> guard(lock);
                        arrivals.append(now);
                    }
                    ++received;
                }
            });
            socket->connectToHost(QHostAddress::LocalHost, port);
        }
    }
};

// Waits in the event loop until `done` holds or 10 s have passed.
bool waitFor(const std::function<bool()> &done)
{
    QEventLoop loop;
    QTimer check;
    check.setInterval(1);
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    check.start();
    loop.exec();
    return done();
}

// Milliseconds from each commit to each page's arrival, and to the last
// page's arrival of each round.
void measure(Battle &battle, quint16 port, const QByteArray &path, int pageCount, int rounds,
             QList<double> *perPage, QList<double> *lastPage)
{
    QThread thread;
    auto *pages = new Pages;
    pages->moveToThread(&thread);
    QObject::connect(&thread, &QThread::finished, pages, &QObject::deleteLater);
    thread.start();
    QMetaObject::invokeMethod(pages, [=] { pages->open(port, path, pageCount); });
    if (!waitFor([&] { return pages->ready.load() == pageCount; }))
        qFatal("only %d of %d pages opened", pages->ready.load(), pageCount);
    for (int round = 0; round < rounds; ++round) {
        pages->received = 0;
        {
            const std::lock_guard<std::mutex> guard(pages->lock);
            pages->arrivals.clear();
        }
        if (!battle
                 .apply({ { QStringLiteral("action"), QStringLiteral("edit") },
                          { QStringLiteral("unit"), 1 },
                          { QStringLiteral("field"), QStringLiteral("cw") },
                          { QStringLiteral("value"), 1 + round % 12 } })
                 .ok())
            qFatal("an edit failed");
        const SteadyClock::time_point committed = SteadyClock::now();
        if (!waitFor([&] { return pages->received.load() >= pageCount; }))
            qFatal("round %d: %d of %d pages heard of the change", round, pages->received.load(),
                   pageCount);
        const std::lock_guard<std::mutex> guard(pages->lock);
        double last = 0;
        for (const SteadyClock::time_point &arrival : std::as_const(pages->arrivals)) {
            const double ms
                = std::chrono::duration<double, std::milli>(arrival - committed).count();
            perPage->append(ms);
            last = std::max(last, ms);
        }
        lastPage->append(last);
    }
    thread.quit();
    thread.wait();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const qsizetype roundsAt = args.indexOf(QStringLiteral("--rounds"));
    const int rounds
        = roundsAt > 0 && roundsAt + 1 < args.size() ? args.at(roundsAt + 1).toInt() : 200;
    QTemporaryDir dir;
    auto battle = Battle::create(dir.filePath(QStringLiteral("bench.adc")), QStringLiteral("B"));
    if (!battle || !(*battle)->addUnit(battalion(QStringLiteral("French")))
        || !(*battle)->addUnit(battalion(QStringLiteral("Britain")))
        || !(*battle)
                ->apply({ { QStringLiteral("action"), QStringLiteral("issue-tokens") } })
                .ok()) {
        std::fprintf(stderr, "the battle could not be made\n");
        return 1;
    }
    // Every page comes from 127.0.0.1 here, more than one address may open.
    ServerLimits limits;
    limits.maxConnectionsPerAddress = limits.maxConnections;
    PlayersServer server(**battle, limits);
    const Result<quint16> port = server.start(QHostAddress::LocalHost, 0);
    if (!port) {
        std::fprintf(stderr, "%s\n", qPrintable(port.error()));
        return 1;
    }
    const PlayerTokens tokens
        = PlayerTokens::fromJson((*battle)->settings().value(PlayerTokens::settingKey()));
    const QByteArray path
        = "/side/" + tokens.sides.value((*battle)->sides().constFirst().id).toLatin1() + "/events";
    std::printf("| Open pages | Commit to a page, median | 95th percentile | Commit to the last "
                "page, median | 95th percentile |\n|---:|---:|---:|---:|---:|\n");
    for (const int pageCount : { 1, 50 }) {
        QList<double> perPage;
        QList<double> lastPage;
        measure(**battle, *port, path, pageCount, rounds, &perPage, &lastPage);
        const Figures each = figuresOf(perPage);
        const Figures last = figuresOf(lastPage);
        std::printf("| %d | %.1f ms | %.1f ms | %.1f ms | %.1f ms |\n", pageCount, each.median,
                    each.p95, last.median, last.p95);
    }
    return 0;
}
