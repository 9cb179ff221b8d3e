#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

using AdcTest::Run;

// `adc rules fire` with the request on stdin.
Run runFire(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("fire"), request);
}

QByteArray compact(const QJsonArray &array)
{
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

} // namespace

// `adc rules fire` answers: a result with a die, the odds without (docs/contract.md).
class tst_RulesFire : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void result_data();
    void result();
    void odds_data();
    void odds();
};

// Rows of tst_RulesFire::result: beyond the chart, scrounging, notes, ricochet.
static void chartEdgeRows()
{
    QTest::newRow("11 stands: beyond the chart, +2 steps")
        << QByteArray(
               R"({"arm": "infantry", "stands": 11, "weapon": "musket", "range": 2, "die": 5})")
        << "short" << 5 << "4-6"
        << "11" << 11 << false << QByteArray(R"([{"id":"range-short","value":0}])")
        << "beyond the chart";
    QTest::newRow("11 stands with extend-beyond-chart off: the 9 row")
        << QByteArray(R"({"arm": "infantry", "stands": 11, "weapon": "musket", "range": 2, "die": 5,
                          "rulings": {"extend-beyond-chart": false}})")
        << "short" << 5 << "4-6"
        << "9" << 9 << false << QByteArray(R"([{"id":"range-short","value":0}])")
        << "“Extend the fire chart” is off";
    QTest::newRow("scrounging at the text's -5, die 10: no boxcars")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 1, "die": 10,
                          "conditions": ["scrounging"], "rulings": {"scrounging-modifier": -5}})")
        << "close" << 7 << "7-9"
        << "3" << 4 << false
        << QByteArray(R"([{"id":"range-close","value":2},{"id":"scrounging","value":-5}])")
        << "boxcars";
    QTest::newRow("initial-volley for artillery is ignored with a note")
        << QByteArray(
               R"({"arm": "artillery", "tubes": 4, "weapon": "6pdr", "range": 8, "ap": 2, "die": 8,
                          "conditions": ["initial-volley"]})")
        << "short" << 8 << "7-9"
        << "4" << 3 << false << QByteArray(R"([{"id":"range-short","value":0}])")
        << "initial-volley ignored";
    QTest::newRow("ricochet: 8pdr ball, die 5")
        << QByteArray(R"({"arm": "artillery", "tubes": 4, "weapon": "8pdr", "range": 10, "die": 5,
                          "conditions": ["ricochet"]})")
        << "short" << 2 << "2"
        << "4" << 1 << false
        << QByteArray(R"([{"id":"range-short","value":0},{"id":"rate-of-fire-1","value":-1},)"
                      R"({"id":"ricochet","value":-2}])")
        << QString();
}

void tst_RulesFire::result_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("band");
    QTest::addColumn<int>("modifiedRoll");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("row");
    QTest::addColumn<int>("steps");
    QTest::addColumn<bool>("boxcars");
    QTest::addColumn<QByteArray>("modifiers");
    QTest::addColumn<QString>("note"); // a note that must be there, or empty for none

    QTest::newRow("docs/contract.md answer: 3 stands, medium, die 9")
        << QByteArray(
               R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 3.5, "die": 9})")
        << "medium" << 6 << "4-6"
        << "3" << 3 << false << QByteArray(R"([{"id":"range-medium","value":-3}])") << QString();
    QTest::newRow("docs/contract.md request: initial volley, flank, die 7")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 3.5, "ap": 1,
                          "die": 7, "conditions": ["initial-volley", "target-flank"]})")
        << "medium" << 11 << "10-12"
        << "3" << 4 << false
        << QByteArray(R"([{"id":"range-medium","value":-3},{"id":"initial-volley","value":2},)"
                      R"({"id":"target-flank","value":5}])")
        << QString();
    QTest::newRow("half a stand at close, die 10: boxcars")
        << QByteArray(
               R"({"arm": "infantry", "stands": 0.5, "weapon": "musket", "range": 1, "die": 10,
                          "conditions": ["initial-volley"]})")
        << "close" << 14 << "14"
        << "half" << 1 << true
        << QByteArray(R"([{"id":"range-close","value":2},{"id":"initial-volley","value":2}])")
        << QString();
    QTest::newRow("6 x 12pdr canister, 4 AP, die 3")
        << QByteArray(R"({"arm": "artillery", "tubes": 6, "weapon": "12pdr", "shot": "canister",
                          "range": 5, "ap": 4, "die": 3})")
        << "canister" << 12 << "10-12"
        << "6" << 4 << false
        << QByteArray(R"([{"id":"range-canister","value":7},{"id":"rate-of-fire-4","value":2}])")
        << QString();
    QTest::newRow("3 battalion guns, ball by default, 1 AP: the 2-tube row")
        << QByteArray(
               R"({"arm": "battalion-guns", "tubes": 3, "weapon": "4pdr", "range": 6, "die": 6})")
        << "short" << 5 << "4-6"
        << "2" << 0 << false
        << QByteArray(R"([{"id":"range-short","value":0},{"id":"rate-of-fire-1","value":-1}])")
        << QString();
    QTest::newRow("cavalry, rifled musket at extreme, die 10")
        << QByteArray(
               R"({"arm": "cavalry", "stands": 2, "weapon": "rifled-musket", "range": 7, "die": 10})")
        << "extreme" << 1 << "1"
        << "2" << 1 << true << QByteArray(R"([{"id":"range-extreme","value":-9}])") << QString();
    QTest::newRow("13 tubes read the 12 row; counter-battery at extreme")
        << QByteArray(R"({"arm": "artillery", "tubes": 13, "weapon": "12pdr", "range": 20, "ap": 2,
                          "die": 10, "conditions": ["counter-battery"]})")
        << "extreme" << -6 << "0"
        << "12" << 4 << true
        << QByteArray(R"([{"id":"range-extreme","value":-9},{"id":"counter-battery","value":-7}])")
        << QString();
    chartEdgeRows();
}

void tst_RulesFire::result()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, band);
    QFETCH(int, modifiedRoll);
    QFETCH(QString, column);
    QFETCH(QString, row);
    QFETCH(int, steps);
    QFETCH(bool, boxcars);
    QFETCH(QByteArray, modifiers);
    QFETCH(QString, note);
    const Run run = runFire(request);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    QCOMPARE(run.out.count('\n'), 1);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("allowed")).toBool(false), true);
    QCOMPARE(answer.value(QStringLiteral("band")).toString(), band);
    QCOMPARE(answer.value(QStringLiteral("modified_roll")).toInt(-99), modifiedRoll);
    QCOMPARE(answer.value(QStringLiteral("column")).toString(), column);
    QCOMPARE(answer.value(QStringLiteral("row")).toString(), row);
    QCOMPARE(answer.value(QStringLiteral("casualty_steps")).toInt(-1), steps);
    QVERIFY(answer.value(QStringLiteral("boxcars")).isBool());
    QCOMPARE(answer.value(QStringLiteral("boxcars")).toBool(), boxcars);
    QCOMPARE(compact(answer.value(QStringLiteral("modifiers")).toArray()), modifiers);
    QVERIFY(answer.value(QStringLiteral("notes")).isArray());
    const QJsonArray notes = answer.value(QStringLiteral("notes")).toArray();
    if (note.isEmpty()) {
        QVERIFY(notes.isEmpty());
    } else {
        bool found = false;
        for (const QJsonValue &value : notes)
            found = found || value.toString().contains(note);
        QVERIFY2(found, compact(notes).constData());
    }
    QVERIFY(!answer.contains(QStringLiteral("odds")));
    QVERIFY(!answer.contains(QStringLiteral("expected")));
}

void tst_RulesFire::odds_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("odds");
    QTest::addColumn<double>("expected");
    QTest::addColumn<QString>("row");
    // Faces 1..10 - 3: rolls -2..7: 1 1 1 2 2 3 3 3 3 4 steps.
    QTest::newRow("docs/contract.md: 3 stands, medium, no die")
        << QByteArray(R"({"arm": "infantry", "stands": 3, "weapon": "musket", "range": 3.5})")
        << QByteArray(
               R"([{"casualty_steps":1,"probability":0.3},{"casualty_steps":2,"probability":0.2},)"
               R"({"casualty_steps":3,"probability":0.4},{"casualty_steps":4,"probability":0.1}])")
        << 2.3 << "3";
    // Faces + 7 + 2 + 5 = 15 or more: every face reads 15+ (9 steps).
    QTest::newRow("12 tubes canister into a flank: always 15+")
        << QByteArray(R"({"arm": "artillery", "tubes": 12, "weapon": "12pdr", "shot": "canister",
                          "range": 2, "ap": 4, "conditions": ["target-flank"]})")
        << QByteArray(R"([{"casualty_steps":9,"probability":1}])") << 9.0 << "12";
    // Faces - 9 - 8: always column 0: half reads 0.
    QTest::newRow("half a stand at extreme into heavy cover: never a step")
        << QByteArray(R"({"arm": "infantry", "stands": 0.5, "weapon": "musket", "range": 6,
                          "conditions": ["cover-heavy"]})")
        << QByteArray(R"([{"casualty_steps":0,"probability":1}])") << 0.0 << "half";
}

void tst_RulesFire::odds()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, odds);
    QFETCH(double, expected);
    QFETCH(QString, row);
    const Run run = runFire(request);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("allowed")).toBool(false), true);
    QCOMPARE(answer.value(QStringLiteral("row")).toString(), row);
    QVERIFY(!answer.contains(QStringLiteral("modified_roll")));
    QVERIFY(!answer.contains(QStringLiteral("column")));
    QVERIFY(!answer.contains(QStringLiteral("casualty_steps")));
    QVERIFY(answer.value(QStringLiteral("modifiers")).isArray());
    QVERIFY(answer.value(QStringLiteral("notes")).isArray());
    QCOMPARE(compact(answer.value(QStringLiteral("odds")).toArray()), odds);
    double total = 0;
    for (const QJsonValue &entry : answer.value(QStringLiteral("odds")).toArray())
        total += entry.toObject().value(QStringLiteral("probability")).toDouble();
    QVERIFY(qAbs(total - 1.0) < 1e-9);
    QVERIFY(qAbs(answer.value(QStringLiteral("expected")).toDouble(-1) - expected) < 1e-9);
}

ADC_TEST_GUILESS_MAIN(tst_RulesFire)
#include "tst_rules_fire.moc"
