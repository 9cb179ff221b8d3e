// Four stations at once on one battle on a PostgreSQL server: four `adc
// apply` processes, each with many actions (fires at the same targets, edits
// of the same units), started together. Every action a station was told was
// done is in the log exactly once, in the order the server committed them;
// each entry's row images follow on from the entry before it (no update was
// lost), a replay of the log gives the battle as it stands, and the losses of
// each target add up to what the acknowledged fires took.

#include "cli/adcrunner.h"
#include "testserver.h"
#include "testsuite.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QtTest>
#include <memory>
#include <vector>

using AdcTest::adc;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kStations = 4;
constexpr int kTargets = 3;

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QJsonObject unit(const QString &name, const QString &side, int castings)
{
    return { { QStringLiteral("name"), name },
             { QStringLiteral("side"), side },
             { QStringLiteral("brigade"), side },
             { QStringLiteral("arm"), u"infantry"_s },
             { QStringLiteral("castings"), castings },
             { QStringLiteral("cw"), castings },
             { QStringLiteral("ap"), 8 } };
}

// One station's stream: fires by its own battalion at the shared targets in
// turn, the battalion's AP made up again by an edit, and edits of the
// targets' morale.
QByteArray stream(int station, qint64 firer, int actions)
{
    QByteArray text;
    for (int i = 0; i < actions; ++i) {
        const int target = 1 + (station + i) % kTargets;
        switch (i % 3) {
        case 0:
            text += line({ { QStringLiteral("action"), u"fire"_s },
                           { QStringLiteral("firers"), QJsonArray { firer } },
                           { QStringLiteral("target"), target },
                           { QStringLiteral("range"), 3 },
                           { QStringLiteral("die"), 1 + (station * 7 + i) % 10 } });
            break;
        case 1:
            text += line({ { QStringLiteral("action"), u"edit"_s },
                           { QStringLiteral("unit"), firer },
                           { QStringLiteral("field"), u"ap"_s },
                           { QStringLiteral("value"), 8 } });
            break;
        default:
            text += line({ { QStringLiteral("action"), u"edit"_s },
                           { QStringLiteral("unit"), target },
                           { QStringLiteral("field"), u"morale"_s },
                           { QStringLiteral("value"), i % 2 ? u"shaken"_s : u"steady"_s } });
            break;
        }
    }
    return text;
}

constexpr int kTargetCastings = 400;

// The casualty steps a target has taken: three to a casting lost, and the
// steps it holds.
int lossesOf(const QJsonObject &unit)
{
    return (kTargetCastings - unit.value(QStringLiteral("castings")).toInt()) * 3
        + unit.value(QStringLiteral("steps")).toInt();
}

// Starts the four stations at once, each on its stream, and reads what
// they answer as they go (their pipes never fill). Gives each one's output,
// once every station has ended well.
QList<QByteArray> runStations(const QStringList &db, int actions)
{
    std::vector<std::unique_ptr<QProcess>> stations;
    for (int s = 0; s < kStations; ++s) {
        auto process = std::make_unique<QProcess>();
        process->setProcessEnvironment(AdcTest::headless());
        process->start(AdcTest::adcPath(),
                       QStringList { QStringLiteral("apply") } + db
                           + QStringList { QStringLiteral("--station"),
                                           QStringLiteral("table-%1").arg(s + 1) });
        if (!process->waitForStarted())
            return {};
        stations.push_back(std::move(process));
    }
    for (int s = 0; s < kStations; ++s) {
        stations[s]->write(stream(s, kTargets + 1 + s, actions));
        stations[s]->closeWriteChannel();
    }
    QList<QByteArray> outputs(kStations);
    QElapsedTimer timer;
    timer.start();
    for (int running = kStations; running > 0 && timer.elapsed() < 600000;) {
        running = 0;
        for (int s = 0; s < kStations; ++s) {
            // Writes what is left of the stream and reads what came back.
            stations[s]->waitForReadyRead(5);
            outputs[s] += stations[s]->readAllStandardOutput();
            running += stations[s]->state() == QProcess::NotRunning ? 0 : 1;
        }
    }
    for (int s = 0; s < kStations; ++s) {
        stations[s]->waitForFinished(1000);
        outputs[s] += stations[s]->readAllStandardOutput();
        if (stations[s]->exitStatus() != QProcess::NormalExit || stations[s]->exitCode() != 0)
            return {};
    }
    return outputs;
}

} // namespace

class tst_ServerStress : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fourStationsLoseNothing();
};

void tst_ServerStress::fourStationsLoseNothing()
{
    const int actions = qEnvironmentVariableIntValue("ADC_STRESS_ACTIONS") > 0
        ? qEnvironmentVariableIntValue("ADC_STRESS_ACTIONS")
        : 250;
    const QString database = TestServer::freshDatabase();
    const QString url = TestServer::urlOf(database);
    const QStringList db { QStringLiteral("--db"), url };
    QCOMPARE(
        adc(QStringList { QStringLiteral("init") } + db + QStringList { u"--name"_s, u"Leipzig"_s })
            .exitCode,
        0);
    QByteArray setup;
    for (int t = 1; t <= kTargets; ++t)
        setup += line({ { QStringLiteral("action"), u"add-unit"_s },
                        { QStringLiteral("unit"),
                          unit(QStringLiteral("Target %1").arg(t), QStringLiteral("Allies"),
                               kTargetCastings) } });
    for (int s = 1; s <= kStations; ++s)
        setup
            += line({ { QStringLiteral("action"), u"add-unit"_s },
                      { QStringLiteral("unit"),
                        unit(QStringLiteral("Firer %1").arg(s), QStringLiteral("France"), 12) } });
    QCOMPARE(adc(QStringList { QStringLiteral("apply") } + db, setup).exitCode, 0);

    const QList<QByteArray> outputs = runStations(db, actions);
    QCOMPARE(outputs.size(), kStations);
    QHash<qint64, QString> acknowledged; // log id: station
    QHash<qint64, int> firedAway; // target: the casualty steps acknowledged fires took
    for (int s = 0; s < kStations; ++s) {
        const QList<QByteArray> answers = outputs.at(s).split('\n');
        int answered = 0;
        for (const QByteArray &answer : answers) {
            if (answer.trimmed().isEmpty())
                continue;
            ++answered;
            const QJsonObject object = QJsonDocument::fromJson(answer).object();
            const qint64 id = object.value(QStringLiteral("log_id")).toInteger();
            if (id == 0)
                continue; // refused by the rules (a target already broken)
            QVERIFY2(!acknowledged.contains(id), "two stations were given the same log entry");
            acknowledged.insert(id, QStringLiteral("table-%1").arg(s + 1));
            const QJsonObject target = object.value(QStringLiteral("target")).toObject();
            if (target.contains(QStringLiteral("casualty_steps")))
                firedAway[target.value(QStringLiteral("id")).toInteger()]
                    += target.value(QStringLiteral("casualty_steps")).toInt();
        }
        QCOMPARE(answered, actions);
    }
    QVERIFY(acknowledged.size() > kStations * actions / 2);

    const QJsonArray log
        = QJsonDocument::fromJson(adc(QStringList { QStringLiteral("log") } + db).out).array();
    QHash<qint64, int> seen;
    for (const QJsonValue &value : log) {
        const QJsonObject entry = value.toObject();
        const qint64 id = entry.value(QStringLiteral("id")).toInteger();
        ++seen[id];
        if (!acknowledged.contains(id))
            continue;
        QCOMPARE(entry.value(QStringLiteral("station")).toString(), acknowledged.value(id));
    }
    for (auto it = acknowledged.cbegin(); it != acknowledged.cend(); ++it)
        QCOMPARE(seen.value(it.key()), 1);
    // The whole log: its hash chain, its images following on from each
    // other, and a replay giving the battle as it stands.
    const AdcTest::Run checked = adc(QStringList { QStringLiteral("check") } + db);
    QVERIFY2(checked.exitCode == 0, checked.out.constData());
    // No fire's losses were lost: each target took what the fires said.
    const QJsonArray units
        = QJsonDocument::fromJson(adc(QStringList { QStringLiteral("units") } + db).out).array();
    int targets = 0;
    for (const QJsonValue &value : units) {
        const QJsonObject each = value.toObject();
        const qint64 id = each.value(QStringLiteral("id")).toInteger();
        if (id > kTargets)
            continue;
        ++targets;
        QVERIFY(firedAway.value(id) > 0);
        QCOMPARE(lossesOf(each), firedAway.value(id));
    }
    QCOMPARE(targets, kTargets);
    TestServer::dropDatabase(database);
}

ADC_TEST_GUILESS_MAIN(tst_ServerStress)
#include "tst_server_stress.moc"
