// A battle on a PostgreSQL server against the same battle in a file:
// - one action committed (an edit of a unit through Battle::apply, one
//   serializable transaction on the server, one durable commit on the file),
//   median and 95th percentile of each, and their ratio (goal: at most 3x);
// - the time from one station's commit to another station's refresh (the
//   second battle hears the server's notification through its event loop
//   and announces the entry), median and 95th percentile (goal: under 1 s).
//
// Usage: bench_server --url postgresql://HOST:PORT/EMPTY_DATABASE
//        [--actions N] (default 300); tools/pg-cluster gives a server:
//   tools/pg-cluster sh -c 'psql "$ADC_TEST_PG_URL" -c "CREATE DATABASE bench" &&
//       build/bin/bench_server --url "${ADC_TEST_PG_URL%/*}/bench"'

#include "db/battle/battle.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>

using namespace Adc;

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

UnitRecord battalion()
{
    UnitRecord unit;
    unit.name = QStringLiteral("1/42nd");
    unit.side = QStringLiteral("Britain");
    unit.brigade = QStringLiteral("Pack");
    unit.arm = Arm::Infantry;
    unit.castingsInitial = unit.castings = 12;
    unit.cwInitial = unit.cw = 12;
    unit.ap = 8;
    return unit;
}

QJsonObject edit(int i)
{
    return { { QStringLiteral("action"), QStringLiteral("edit") },
             { QStringLiteral("unit"), 1 },
             { QStringLiteral("field"), QStringLiteral("cw") },
             { QStringLiteral("value"), 1 + i % 12 } };
}

// Milliseconds each of `actions` edits takes to commit.
QList<double> actionTimes(Battle &battle, int actions)
{
    QList<double> times;
    for (int i = 0; i < actions; ++i) {
        QElapsedTimer timer;
        timer.start();
        if (!battle.apply(edit(i)).ok())
            qFatal("an edit failed");
        times.append(timer.nsecsElapsed() / 1e6);
    }
    return times;
}

// Milliseconds from a commit on `writer` to `reader` announcing it.
QList<double> refreshTimes(Battle &writer, Battle &reader, int actions)
{
    QList<double> times;
    for (int i = 0; i < actions; ++i) {
        QEventLoop loop;
        QElapsedTimer timer;
        const auto heard
            = QObject::connect(&reader, &Battle::logAppended, &loop, [&] { loop.quit(); });
        if (!writer.apply(edit(i)).ok())
            qFatal("an edit failed");
        timer.start();
        QTimer::singleShot(5000, &loop, &QEventLoop::quit);
        loop.exec();
        QObject::disconnect(heard);
        times.append(timer.nsecsElapsed() / 1e6);
    }
    return times;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const qsizetype urlAt = args.indexOf(QStringLiteral("--url"));
    const qsizetype actionsAt = args.indexOf(QStringLiteral("--actions"));
    if (urlAt < 0 || urlAt + 1 >= args.size()) {
        std::fprintf(stderr,
                     "usage: bench_server --url postgresql://HOST:PORT/EMPTY_DATABASE "
                     "[--actions N]\n");
        return 2;
    }
    const int actions
        = actionsAt > 0 && actionsAt + 1 < args.size() ? args.at(actionsAt + 1).toInt() : 300;
    QTemporaryDir dir;
    auto file = Battle::create(dir.filePath(QStringLiteral("bench.adc")), QStringLiteral("B"));
    auto server = Battle::create(args.at(urlAt + 1), QStringLiteral("B"));
    if (!file || !server) {
        std::fprintf(stderr, "%s\n", qPrintable(file ? server.error() : file.error()));
        return 1;
    }
    if (!(*file)->addUnit(battalion()) || !(*server)->addUnit(battalion())) {
        std::fprintf(stderr, "the unit could not be added\n");
        return 1;
    }
    const Figures onFile = figuresOf(actionTimes(**file, actions));
    const Figures onServer = figuresOf(actionTimes(**server, actions));
    auto reader = Battle::open(args.at(urlAt + 1));
    if (!reader || !(*reader)->isLive()) {
        std::fprintf(stderr, "the second station does not hear the server\n");
        return 1;
    }
    const Figures refresh = figuresOf(refreshTimes(**server, **reader, actions / 3));
    std::printf("| Measure | median | 95th percentile |\n|---|---:|---:|\n");
    std::printf("| One action committed, SQLite file | %.2f ms | %.2f ms |\n", onFile.median,
                onFile.p95);
    std::printf("| One action committed, PostgreSQL (local) | %.2f ms | %.2f ms |\n",
                onServer.median, onServer.p95);
    std::printf("| Server / file | %.2fx | %.2fx |\n", onServer.median / onFile.median,
                onServer.p95 / onFile.p95);
    std::printf("| Commit on one station to refresh on another | %.2f ms | %.2f ms |\n",
                refresh.median, refresh.p95);
    return 0;
}
