// Soak: thousands of random but legal actions on the sample battle, with
// undo and redo mixed in, checking the battle's invariants after every step;
// then the log replayed on a copy of the battle as it was before the first
// action must give the same battle, row for row.
//
// ADC_SOAK_ACTIONS sets how many actions run (default 10,000) and
// ADC_SOAK_SEED the seed of the choices and dice; the test prints both.

#include "core/dice/randomsource.h"
#include "core/dice/seededrandom.h"
#include "core/discipline/disciplineplanner.h"
#include "core/model/clock.h"
#include "core/orders/ordercodec.h"
#include "db/battle/battle.h"
#include "db/battleinternals.h"
#include "db/io/oobimport.h"
#include "db/resulttesting.h"
#include "db/tables/unitreader.h"
#include "testfailure.h"
#include "testpaths.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <ctime>

using namespace Adc;

namespace {

constexpr int kDefaultActions = 10000;
constexpr quint64 kDefaultSeed = 18150616; // Quatre Bras

// Dice for the replay: every die is in the log, so none may be asked for.
class NoDice : public RandomSource
{
public:
    int roll(int) override
    {
        ++m_asked;
        return 1;
    }
    int asked() const { return m_asked; }

private:
    int m_asked = 0;
};

bool clockBefore(const Clock &a, const Clock &b)
{
    return a.turn < b.turn || (a.turn == b.turn && a.segment < b.segment);
}

QString clockText(const Clock &clock)
{
    return QStringLiteral("turn %1 segment %2").arg(clock.turn).arg(clock.segment);
}

// The soak is about the rules, the log and undo, not the disk: each commit's
// flush to disk (synchronous FULL, which the battle file's own tests cover)
// is left out on this connection, or the run would measure the disk. False,
// and the test failed, when it cannot be.
bool skipFlushes(const Battle &battle)
{
    QSqlQuery query(BattleInternals::connection(battle));
    if (!query.exec(QStringLiteral("PRAGMA synchronous = OFF"))) {
        ADC_FAIL(QStringLiteral("PRAGMA synchronous: ") + query.lastError().text());
        return false;
    }
    return true;
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// Chooses the actions: draws on its own seeded generator, reads the battle
// only through its public face.
class Chooser
{
public:
    Chooser(SeededRandom &random, const Battle &battle)
        : m_random(random)
        , m_battle(battle)
    {
    }

    // A number from 0 to n - 1.
    int below(int n) { return m_random.roll(qMax(2, n)) % n; }
    bool chance(int percent) { return below(100) < percent; }

    QJsonObject next(QString *kind)
    {
        const QList<UnitRecord> units = m_battle.units();
        QList<UnitRecord> standing;
        for (const UnitRecord &unit : units) {
            if (unit.castings > 0)
                standing.append(unit);
        }
        const int roll = below(100);
        if (roll < 25)
            return fire(standing, kind);
        if (roll < 35)
            return pooledFire(standing, kind);
        if (roll < 45) {
            *kind = QStringLiteral("discipline");
            QJsonObject action { { QStringLiteral("action"), *kind },
                                 { QStringLiteral("unit"),
                                   units.at(below(int(units.size()))).id } };
            if (chance(30))
                action.insert(QStringLiteral("roll"), 2 + below(12));
            return action;
        }
        if (roll < 52)
            return charge(units, kind);
        if (roll < 67)
            return edit(units, kind);
        if (roll < 75)
            return endSegmentOrTurn(units, kind);
        if (roll < 90) {
            *kind = QStringLiteral("undo");
            return { { QStringLiteral("action"), *kind } };
        }
        *kind = QStringLiteral("redo");
        return { { QStringLiteral("action"), *kind } };
    }

private:
    QJsonArray someIds(const QList<UnitRecord> &units, int most)
    {
        QJsonArray ids;
        QSet<qint64> taken;
        const int count = below(most + 1);
        for (int i = 0; i < count && !units.isEmpty(); ++i) {
            const qint64 id = units.at(below(int(units.size()))).id;
            if (!taken.contains(id)) {
                taken.insert(id);
                ids.append(id);
            }
        }
        return ids;
    }

    QList<UnitRecord> enemiesOf(const QList<UnitRecord> &standing, const UnitRecord &unit)
    {
        QList<UnitRecord> enemies;
        for (const UnitRecord &other : standing) {
            if (other.side != unit.side)
                enemies.append(other);
        }
        return enemies;
    }

    QJsonObject fireAt(const QList<UnitRecord> &firers, const UnitRecord &target)
    {
        const UnitRecord &lead = firers.first();
        const bool guns = firesByTubes(lead.arm);
        QJsonArray ids;
        for (const UnitRecord &firer : firers)
            ids.append(firer.id);
        // Mostly within range; now and then beyond it (refused, and logged as nothing).
        const double range = guns ? 1 + below(20) : 0.5 * (1 + below(12));
        QJsonObject action { { QStringLiteral("action"), QStringLiteral("fire") },
                             { QStringLiteral("firers"), ids },
                             { QStringLiteral("target"), target.id },
                             { QStringLiteral("range"), range } };
        if (guns && chance(30))
            action.insert(QStringLiteral("shot"), QStringLiteral("canister"));
        if (chance(20))
            action.insert(QStringLiteral("ap"), 2);
        if (chance(30))
            action.insert(QStringLiteral("die"), 1 + below(10));
        if (chance(15))
            action.insert(QStringLiteral("conditions"),
                          QJsonArray { QStringLiteral("target-flank") });
        return action;
    }

    QJsonObject fire(const QList<UnitRecord> &standing, QString *kind)
    {
        // With no one left to fire or to fire at, the umpire takes a fire back.
        *kind = QStringLiteral("undo");
        const QJsonObject undo { { QStringLiteral("action"), *kind } };
        if (standing.isEmpty())
            return undo;
        const UnitRecord firer = standing.at(below(int(standing.size())));
        const QList<UnitRecord> enemies = enemiesOf(standing, firer);
        if (enemies.isEmpty())
            return undo;
        *kind = QStringLiteral("fire");
        return fireAt({ firer }, enemies.at(below(int(enemies.size()))));
    }

    // Two or three units of one brigade that may pool: the same arm,
    // weapon and state, so the fire mostly goes ahead.
    QJsonObject pooledFire(const QList<UnitRecord> &standing, QString *kind)
    {
        *kind = QStringLiteral("pooled fire");
        QMap<QString, QList<UnitRecord>> groups;
        for (const UnitRecord &unit : standing) {
            const QString key = QStringList { unit.side,
                                              unit.brigade,
                                              toName(unit.arm),
                                              toName(unit.weapon),
                                              toName(unit.morale),
                                              toName(unit.formation),
                                              toName(unit.terrain),
                                              QString::number(unit.smoke),
                                              QString::number(unit.hasFired) }
                                    .join(QLatin1Char('|'));
            groups[key].append(unit);
        }
        QList<QList<UnitRecord>> pools;
        for (const QList<UnitRecord> &group : std::as_const(groups)) {
            if (group.size() >= 2)
                pools.append(group);
        }
        if (pools.isEmpty())
            return fire(standing, kind);
        QList<UnitRecord> pool = pools.at(below(int(pools.size())));
        while (pool.size() > 3 || (pool.size() > 2 && chance(50)))
            pool.removeAt(below(int(pool.size())));
        const QList<UnitRecord> enemies = enemiesOf(standing, pool.first());
        if (enemies.isEmpty())
            return fire(standing, kind);
        return fireAt(pool, enemies.at(below(int(enemies.size()))));
    }

    QJsonObject charge(const QList<UnitRecord> &units, QString *kind)
    {
        *kind = QStringLiteral("charge");
        QList<UnitRecord> infantry;
        for (const UnitRecord &unit : units) {
            if (unit.arm == Arm::Infantry)
                infantry.append(unit);
        }
        const UnitRecord &defender = infantry.at(below(int(infantry.size())));
        QJsonObject action { { QStringLiteral("action"), *kind },
                             { QStringLiteral("defender"), defender.id } };
        // Totals its class dice can show, as the umpire types them.
        const Result<DiceExpression> dice
            = DisciplinePlanner::classDice(defender, m_battle.rulings());
        if (dice && chance(30)) {
            QJsonArray rolls;
            for (int i = 0; i < 4; ++i)
                rolls.append(dice->minimum() + below(dice->maximum() - dice->minimum() + 1));
            action.insert(QStringLiteral("rolls"), rolls);
        }
        return action;
    }

    // A legal value for a field the umpire edits at the table.
    QJsonObject edit(const QList<UnitRecord> &units, QString *kind)
    {
        *kind = QStringLiteral("edit");
        const UnitRecord unit = units.at(below(int(units.size())));
        const bool guns = firesByTubes(unit.arm);
        QString field;
        QJsonValue value;
        switch (below(9)) {
        case 0: {
            // A battery's loads at most its own full loads; infantry's AP at most 8.
            const bool ball = chance(50);
            field = guns ? (ball ? QStringLiteral("ap_ball") : QStringLiteral("ap_canister"))
                         : QStringLiteral("ap");
            value = below((guns ? (ball ? unit.apBallFull : unit.apCanisterFull) : 8) + 1);
            break;
        }
        case 1:
            field = QStringLiteral("castings");
            value = below(unit.castingsInitial + 1);
            break;
        case 2:
            field = QStringLiteral("cw");
            value = below(unit.cwInitial + 1);
            break;
        case 3:
            field = QStringLiteral("steps");
            value = below(3);
            break;
        case 4:
            field = QStringLiteral("morale");
            value = moraleNames().at(below(int(moraleNames().size())));
            break;
        case 5: {
            field = QStringLiteral("formation");
            const QStringList names = guns
                ? QStringList { QStringLiteral("limbered"), QStringLiteral("unlimbered") }
                : QStringList { QStringLiteral("line"), QStringLiteral("column"),
                                QStringLiteral("closed-column"), QStringLiteral("square"),
                                QStringLiteral("open-order") };
            value = names.at(below(int(names.size())));
            break;
        }
        case 6:
            field = QStringLiteral("smoke");
            value = chance(50);
            break;
        case 7:
            field = QStringLiteral("scrounging");
            value = chance(50);
            break;
        default:
            field = QStringLiteral("moved_this_segment");
            value = chance(50);
            break;
        }
        return { { QStringLiteral("action"), *kind },
                 { QStringLiteral("unit"), unit.id },
                 { QStringLiteral("field"), field },
                 { QStringLiteral("value"), value } };
    }

    QJsonObject endSegmentOrTurn(const QList<UnitRecord> &units, QString *kind)
    {
        const Clock clock = m_battle.clock();
        if (clock.segment < m_battle.segmentsPerTurn() && chance(80)) {
            *kind = QStringLiteral("end-segment");
            return { { QStringLiteral("action"), *kind },
                     { QStringLiteral("moved"), someIds(units, 4) },
                     { QStringLiteral("enemy_within_12"), someIds(units, 4) } };
        }
        *kind = QStringLiteral("end-turn");
        return { { QStringLiteral("action"), *kind },
                 { QStringLiteral("out_of_contact"), someIds(units, 30) } };
    }

    SeededRandom &m_random;
    const Battle &m_battle;
};

// What must hold of every unit and of the clock after any action.
QString invariantProblem(const QList<UnitRecord> &units)
{
    for (const UnitRecord &unit : units) {
        const QString name = QStringLiteral("%1 (%2)").arg(unit.name).arg(unit.id);
        if (unit.ap < 0 || unit.apBall < 0 || unit.apCanister < 0)
            return QStringLiteral("%1: negative AP (%2, ball %3, canister %4)")
                .arg(name)
                .arg(unit.ap)
                .arg(unit.apBall)
                .arg(unit.apCanister);
        if (unit.castings < 0 || unit.cw < 0 || unit.steps < 0)
            return QStringLiteral("%1: negative castings %2, CW %3 or steps %4")
                .arg(name)
                .arg(unit.castings)
                .arg(unit.cw)
                .arg(unit.steps);
        if (unit.steps > 2)
            return QStringLiteral("%1: %2 steps").arg(name).arg(unit.steps);
        if (unit.castings > unit.castingsInitial)
            return QStringLiteral("%1: castings %2 above the initial %3")
                .arg(name)
                .arg(unit.castings)
                .arg(unit.castingsInitial);
        if (unit.cw > unit.cwInitial)
            return QStringLiteral("%1: CW %2 above the initial %3")
                .arg(name)
                .arg(unit.cw)
                .arg(unit.cwInitial);
    }
    return QString();
}

} // namespace

class tst_Soak : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomActionsKeepInvariantsAndReplay();
};

void tst_Soak::randomActionsKeepInvariantsAndReplay()
{
    bool countOk = false;
    int actions = qEnvironmentVariableIntValue("ADC_SOAK_ACTIONS", &countOk);
    if (!countOk || actions <= 0)
        actions = kDefaultActions;
    bool seedOk = false;
    quint64 seed = qEnvironmentVariable("ADC_SOAK_SEED").toULongLong(&seedOk);
    if (!seedOk)
        seed = kDefaultSeed;
    qInfo("soak: %d actions (ADC_SOAK_ACTIONS; default %d), seed %llu (ADC_SOAK_SEED)", actions,
          kDefaultActions, static_cast<unsigned long long>(seed));

    // The sample battle, as `adc sample` sets it up.
    QFile sample(AdcTest::sourceDir() + QStringLiteral("/resources/battles/quatre-bras.json"));
    QVERIFY2(sample.open(QIODevice::ReadOnly), "the sample battle is compiled in");
    const OobImport::Result oob = OobImport::fromJson(sample.readAll(), UnitReader());
    QVERIFY2(oob.ok(), qPrintable(oob.problemText()));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("soak.adc"));
    const QString before = dir.filePath(QStringLiteral("before.adc"));
    QString error;
    std::unique_ptr<Battle> battle
        = Fixture::valueOf(Battle::create(path, QStringLiteral("Quatre Bras")), &error);
    QVERIFY2(battle, qPrintable(error));
    QVERIFY(skipFlushes(*battle));
    QVERIFY2(Fixture::succeeded(battle->addUnits(oob.units), &error), qPrintable(error));
    QVERIFY2(invariantProblem(battle->units()).isEmpty(),
             qPrintable(invariantProblem(battle->units())));
    QVERIFY2(Fixture::succeeded(battle->saveCopy(before), &error), qPrintable(error));
    const qint64 setupLogId = battle->log().constLast().id;

    SeededRandom choices(seed);
    SeededRandom dice(seed ^ 0x5eed);
    Chooser chooser(choices, *battle);
    QMap<QString, int> done;
    QMap<QString, int> refused;
    Clock clock = battle->clock();
    QElapsedTimer timer;
    timer.start();
    qint64 applyNs = 0;
    qint64 chunkNs = 0;
    std::clock_t chunkCpu = std::clock();
    for (int step = 1; step <= actions; ++step) {
        QString kind;
        const QJsonObject action = chooser.next(&kind);
        const qint64 applyStart = timer.nsecsElapsed();
        const ActionOutcome outcome = battle->apply(action, &dice);
        applyNs += timer.nsecsElapsed() - applyStart;
        // How an action's cost moves as the log grows, a tenth of the run at a time.
        if (step % qMax(1, actions / 10) == 0) {
            const std::clock_t cpu = std::clock();
            qInfo("soak: to step %d, %.2f ms an action (%.2f ms of processor time)", step,
                  (applyNs - chunkNs) / 1e6 / qMax(1, actions / 10),
                  1000.0 * double(cpu - chunkCpu) / CLOCKS_PER_SEC / qMax(1, actions / 10));
            chunkNs = applyNs;
            chunkCpu = cpu;
        }
        const QString where
            = QStringLiteral("step %1 (seed %2), %3").arg(step).arg(seed).arg(compact(action));
        QVERIFY2(outcome.ok() || outcome.is(Failure::Kind::Refused),
                 qPrintable(where + QStringLiteral(": ") + outcome.error()));
        if (outcome.ok())
            ++done[kind];
        else
            ++refused[kind];

        const QString problem = invariantProblem(battle->units());
        QVERIFY2(problem.isEmpty(), qPrintable(where + QStringLiteral(": ") + problem));
        const Clock now = battle->clock();
        QVERIFY2(now.turn >= 1 && now.segment >= 1 && now.segment <= battle->segmentsPerTurn(),
                 qPrintable(where + QStringLiteral(": the clock reads ") + clockText(now)));
        // Only undo takes the clock back (to where the undone action found it).
        if (kind == QLatin1String("undo"))
            QVERIFY2(!clockBefore(clock, now),
                     qPrintable(where
                                + QStringLiteral(": undo moved the clock forward from %1 to %2")
                                      .arg(clockText(clock), clockText(now))));
        else
            QVERIFY2(!clockBefore(now, clock),
                     qPrintable(where
                                + QStringLiteral(": the clock moved back from %1 to %2")
                                      .arg(clockText(clock), clockText(now))));
        clock = now;
    }
    const double soakSeconds = timer.elapsed() / 1000.0;
    QString counts;
    for (auto it = done.constBegin(); it != done.constEnd(); ++it)
        counts += QStringLiteral(" %1 %2/%3;")
                      .arg(it.key())
                      .arg(it.value())
                      .arg(it.value() + refused.value(it.key()));
    for (auto it = refused.constBegin(); it != refused.constEnd(); ++it) {
        if (!done.contains(it.key()))
            counts += QStringLiteral(" %1 0/%2;").arg(it.key()).arg(it.value());
    }
    qInfo("soak: %d actions in %.1f s (%.1f s of it applying them), done/tried:%s", actions,
          soakSeconds, applyNs / 1e9, qPrintable(counts));
    // Each kind of action really ran, not only its refusals.
    for (const char *kind : { "fire", "pooled fire", "discipline", "charge", "edit", "end-segment",
                              "end-turn", "undo", "redo" }) {
        if (actions >= 1000)
            QVERIFY2(done.value(QLatin1String(kind)) > 0, kind);
    }

    // Replay: the log's inputs carry every die, so the same actions in the same
    // order on the battle as it was give the same battle.
    const QList<LogEntry> log = battle->log();
    std::unique_ptr<Battle> replay = Fixture::valueOf(Battle::open(before), &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(skipFlushes(*replay));
    NoDice noDice;
    int replayed = 0;
    timer.restart();
    for (const LogEntry &entry : log) {
        if (entry.id <= setupLogId)
            continue;
        // The log's row is the order's one JSON form, as `adc apply` reads
        // it: read as an order and written back, it is the same object.
        const Result<Order> order = OrderCodec::fromJson(entry.inputs);
        QVERIFY2(order, qPrintable(compact(entry.inputs) + QStringLiteral(": ") + order.error()));
        QCOMPARE(OrderCodec::toJson(*order), entry.inputs);
        const ActionOutcome outcome = replay->apply(entry.inputs, &noDice);
        QVERIFY2(
            outcome.ok(),
            qPrintable(QStringLiteral("log entry %1 %2: %3%4")
                           .arg(entry.id)
                           .arg(compact(entry.inputs), outcome.error(),
                                answerOf(outcome).value(QStringLiteral("reason")).toString())));
        QCOMPARE(answerOf(outcome).value(QStringLiteral("log_id")).toInteger(), entry.id);
        ++replayed;
    }
    QCOMPARE(noDice.asked(), 0);
    qInfo("soak: %d log entries replayed in %.1f s", replayed, timer.elapsed() / 1000.0);

    // The same log, entry for entry, and the same battle, row for row.
    const QList<LogEntry> again = replay->log();
    QCOMPARE(again.size(), log.size());
    for (int i = 0; i < log.size(); ++i) {
        if (log.at(i).id <= setupLogId)
            continue;
        const QString which = QStringLiteral("log entry %1").arg(log.at(i).id);
        QVERIFY2(again.at(i).kind == log.at(i).kind, qPrintable(which));
        QVERIFY2(again.at(i).summary == log.at(i).summary,
                 qPrintable(which + QStringLiteral(": ") + again.at(i).summary
                            + QStringLiteral(" / ") + log.at(i).summary));
        QVERIFY2(again.at(i).result == log.at(i).result,
                 qPrintable(which + QStringLiteral(": ") + compact(again.at(i).result)
                            + QStringLiteral(" / ") + compact(log.at(i).result)));
        QVERIFY2(again.at(i).changes == log.at(i).changes, qPrintable(which));
        QCOMPARE(again.at(i).undone, log.at(i).undone);
        QCOMPARE(again.at(i).redoDropped, log.at(i).redoDropped);
    }
    const QString original = battle->canonicalDump();
    QVERIFY(!original.isEmpty());
    QCOMPARE(replay->canonicalDump(), original);
}

// QTEST_GUILESS_MAIN, with room for the one long test function: Qt Test's
// watchdog ends any function after five minutes unless told otherwise.
int main(int argc, char *argv[])
{
    if (!qEnvironmentVariableIsSet("QTEST_FUNCTION_TIMEOUT"))
        qputenv("QTEST_FUNCTION_TIMEOUT", "3600000");
    QCoreApplication app(argc, argv);
    tst_Soak test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_soak.moc"
