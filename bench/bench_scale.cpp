// Battles of any size for the performance report (bench/run):
//
//   bench_scale generate --units N --out FILE
//       writes a battle of N units: two sides, brigades of eight, three in
//       four battalions of infantry, then cavalry and batteries, and a few
//       actions in the log. Never overwrites.
//   bench_scale load --db FILE [--runs R]
//       opens the battle R times (default 9) and, separately, opens it and
//       reads every unit R times; prints the medians and the process's peak
//       resident memory as one JSON line.

#include "db/battle/battle.h"
#include "db/storage/battlefile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

using namespace Adc;

namespace {

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

long peakRssKb()
{
    struct rusage usage
    {
    };
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

UnitRecord unitNumber(int i)
{
    UnitRecord unit;
    const bool french = i % 2 == 1;
    unit.side = french ? QStringLiteral("French") : QStringLiteral("Anglo-Allied");
    const int brigade = i / 16;
    unit.brigade = QStringLiteral("%1 brigade %2")
                       .arg(french ? QStringLiteral("French") : QStringLiteral("Allied"))
                       .arg(brigade);
    switch ((i / 2) % 8) {
    case 6:
        unit.arm = Arm::Cavalry;
        unit.name = QStringLiteral("%1 squadron %2").arg(unit.side).arg(i);
        unit.castingsInitial = unit.castings = 6;
        unit.cwInitial = unit.cw = 5;
        unit.ap = 8;
        break;
    case 7:
        unit.arm = Arm::Artillery;
        unit.name = QStringLiteral("%1 battery %2").arg(unit.side).arg(i);
        unit.tubes = 6 + i % 3 * 2;
        unit.castingsInitial = unit.castings = unit.tubes;
        unit.cwInitial = unit.cw = unit.tubes;
        unit.weapon = i % 3 == 0 ? Weapon::Gun12pdr : Weapon::Gun6pdr;
        unit.formation = Formation::Unlimbered;
        unit.apBall = 8;
        unit.apCanister = 4;
        break;
    default:
        unit.arm = Arm::Infantry;
        unit.name = QStringLiteral("%1 battalion %2").arg(unit.side).arg(i);
        unit.troopClass = i % 5 == 0 ? TroopClass::Elite
            : i % 5 == 4             ? TroopClass::Conscript
                                     : TroopClass::Line;
        unit.castingsInitial = unit.castings = 10 + i % 6;
        unit.cwInitial = unit.cw = 7 + i % 4;
        unit.ap = 8;
        break;
    }
    return unit;
}

int generate(int count, const QString &path)
{
    Result<std::unique_ptr<Battle>> created
        = Battle::create(path, QStringLiteral("Scale %1").arg(count));
    std::unique_ptr<Battle> battle = created ? std::move(*created) : nullptr;
    QList<UnitRecord> units;
    for (int i = 0; i < count; ++i)
        units.append(unitNumber(i));
    const Result<QList<qint64>> added
        = battle ? battle->addUnits(units) : Result<QList<qint64>>(created.failure());
    if (!added) {
        std::fprintf(stderr, "bench_scale: %s\n", qPrintable(added.error()));
        if (battle) {
            battle.reset();
            BattleFile::removeAll(path);
        }
        return 1;
    }
    // A few actions, so the log and the undo history are not empty.
    const QList<UnitRecord> stored = battle->units();
    for (int i = 0; i + 1 < stored.size() && i < 20; i += 2) {
        const ActionOutcome outcome
            = battle->apply({ { QStringLiteral("action"), QStringLiteral("fire") },
                              { QStringLiteral("firers"), QJsonArray { stored.at(i).id } },
                              { QStringLiteral("target"), stored.at(i + 1).id },
                              { QStringLiteral("range"), 2 },
                              { QStringLiteral("die"), 1 + i % 10 },
                              { QStringLiteral("boxcars_roll"), 7 } });
        if (!outcome.ok() && !outcome.is(Failure::Kind::Refused)) {
            std::fprintf(stderr, "bench_scale: a fire failed: %s\n", qPrintable(outcome.error()));
            return 1;
        }
    }
    std::printf("{\"units\": %d, \"db\": \"%s\"}\n", count, qPrintable(path));
    return 0;
}

int load(const QString &path, int runs)
{
    QList<double> opens;
    QList<double> loads;
    qsizetype count = 0;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const Result<std::unique_ptr<Battle>> battle = Battle::open(path);
        opens.append(timer.nsecsElapsed() / 1e6);
        if (!battle) {
            std::fprintf(stderr, "bench_scale: %s\n", qPrintable(battle.error()));
            return 1;
        }
    }
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        const Result<std::unique_ptr<Battle>> battle = Battle::open(path);
        const QList<UnitRecord> units = battle ? (*battle)->units() : QList<UnitRecord>();
        loads.append(timer.nsecsElapsed() / 1e6);
        count = units.size();
    }
    std::printf("{\"units\": %lld, \"runs\": %d, \"open_ms\": %.3f, \"load_ms\": %.3f, "
                "\"max_rss_kb\": %ld}\n",
                static_cast<long long>(count), runs, median(opens), median(loads), peakRssKb());
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    const auto option = [&](const char *name, const QString &fallback) {
        const int at = args.indexOf(QLatin1String(name));
        return at >= 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
    };
    const QString mode = args.value(0);
    if (mode == QLatin1String("generate")) {
        const int units = option("--units", QStringLiteral("0")).toInt();
        const QString out = option("--out", QString());
        if (units <= 0 || out.isEmpty()) {
            std::fprintf(stderr, "usage: bench_scale generate --units N --out FILE\n");
            return 2;
        }
        return generate(units, out);
    }
    if (mode == QLatin1String("load")) {
        const QString db = option("--db", QString());
        const int runs = option("--runs", QStringLiteral("9")).toInt();
        if (db.isEmpty() || runs <= 0) {
            std::fprintf(stderr, "usage: bench_scale load --db FILE [--runs R]\n");
            return 2;
        }
        return load(db, runs);
    }
    std::fprintf(stderr, "usage: bench_scale generate|load ...\n");
    return 2;
}
