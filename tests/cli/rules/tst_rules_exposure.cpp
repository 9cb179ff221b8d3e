#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {
using AdcTest::Run;

// `adc rules exposure` with the request on stdin.
Run runExposure(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("exposure"), request);
}
} // namespace

class tst_RulesExposure : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allowed_data();
    void allowed();
    void forbidden();
    void malformed_data();
    void malformed();
};

void tst_RulesExposure::allowed_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<double>("factor");
    QTest::addColumn<QStringList>("factors"); // "id=value"

    // docs/contract.md's own example.
    QTest::newRow("small supported line, small arms, flank, rocks, all skirmishers")
        << QByteArray(R"({"formation": "supported-line", "fire": "small-arms", "arc": "flank",
                              "troops": 450, "scale_yards": 100, "hex": ["rocks"],
                              "skirmish_fraction": 1.0, "mounted": false, "higher": false})")
        << 0.3168
        << QStringList { QStringLiteral("supported-line-flank-small-arms=1.2"),
                         QStringLiteral("skirmishers-small-arms=0.33"),
                         QStringLiteral("village-rocks-tall-field-or-woods=0.8") };
    QTest::newRow("supported line, artillery, flank, brushy berm, higher")
        << QByteArray(R"({"formation": "supported-line", "fire": "artillery", "arc": "flank",
                              "hex": ["brush", "berm"], "higher": true})")
        << 2.187
        << QStringList { QStringLiteral("supported-line-flank-artillery=2.25"),
                         QStringLiteral("berm-or-partial-breastworks-flank-or-rear=1.2"),
                         QStringLiteral("target-higher=0.9"),
                         QStringLiteral("abatis-field-or-brush=0.9") };
    QTest::newRow("defensive order in a village")
        << QByteArray(R"({"formation": "defensive-order", "hex": ["village"]})") << 0.25
        << QStringList { QStringLiteral("defensive-order-village=0.25") };
    QTest::newRow("unlimbered artillery in a redoubt")
        << QByteArray(
               R"({"formation": "unlimbered-artillery", "hex": ["redoubt"], "mounted": true})")
        << 0.15
        << QStringList { QStringLiteral(
               "defensive-order-trench-sunken-road-town-walled-compound-or-redoubt=0.15") };
    QTest::newRow("large line, rear, 200 yards")
        << QByteArray(R"({"formation": "line", "fire": "artillery", "arc": "rear",
                              "troops": 1001, "scale_yards": 200})")
        << 1.0 << QStringList { QStringLiteral("line-large-unit-rear=1") };
    QTest::newRow("half skirmishers against small arms")
        << QByteArray(R"({"formation": "square", "fire": "small-arms", "skirmish_fraction": 0.5})")
        << 1.4 * 0.495
        << QStringList { QStringLiteral("square-small-arms=1.4"),
                         QStringLiteral("skirmishers-small-arms=0.495") };
    QTest::newRow("no skirmishers at fraction 0")
        << QByteArray(R"({"formation": "square", "fire": "small-arms", "skirmish_fraction": 0})")
        << 1.4 << QStringList { QStringLiteral("square-small-arms=1.4") };
}

void tst_RulesExposure::allowed()
{
    QFETCH(QByteArray, request);
    QFETCH(double, factor);
    QFETCH(QStringList, factors);

    const Run run = runExposure(request);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.err.isEmpty());
    QCOMPARE(run.out.count('\n'), 1);
    const QJsonObject answer = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(answer.value(QStringLiteral("allowed")).toBool(false), true);
    QVERIFY2(qAbs(answer.value(QStringLiteral("factor")).toDouble(-1) - factor) < 1e-9,
             run.out.constData());
    QStringList got;
    for (const QJsonValue &line : answer.value(QStringLiteral("factors")).toArray()) {
        const QJsonObject object = line.toObject();
        got << object.value(QStringLiteral("id")).toString() + QLatin1Char('=')
                + QString::number(object.value(QStringLiteral("value")).toDouble(), 'g', 12);
    }
    QCOMPARE(got, factors);
}

void tst_RulesExposure::forbidden()
{
    const Run run = runExposure(R"({"formation": "defensive-order", "hex": ["woods", "rocks"]})");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject answer = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(answer.value(QStringLiteral("allowed")).toBool(true), false);
    QVERIFY(answer.value(QStringLiteral("reason")).toString().contains(QLatin1String("village")));
    QVERIFY(!answer.contains(QStringLiteral("factor")));
}

void tst_RulesExposure::malformed_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("skirmish fraction 1.5")
        << QByteArray(R"({"formation": "square", "fire": "small-arms", "skirmish_fraction": 1.5})")
        << QByteArray("adc: skirmish_fraction: 1.5 is out of range (0 to 1)\n");
    QTest::newRow("skirmish fraction below 0")
        << QByteArray(R"({"formation": "square", "fire": "small-arms", "skirmish_fraction": -0.1})")
        << QByteArray("adc: skirmish_fraction: -0.1 is out of range (0 to 1)\n");
    QTest::newRow("unknown hex word")
        << QByteArray(R"({"formation": "square", "fire": "small-arms", "hex": ["marsh"]})")
        << QByteArray("adc: hex: \"marsh\" is not one of trench, sunken-road, town, "
                      "walled-compound, redoubt, village, bridge, berm, partial-breastworks, "
                      "full-breastworks, dry-stream, rocks, tall-field, woods, abatis, field, "
                      "brush\n");
    QTest::newRow("unknown field")
        << QByteArray(R"({"formation": "square", "fire": "small-arms", "range": 3})")
        << QByteArray("adc: range: unknown field\n");
    QTest::newRow("unknown fire")
        << QByteArray(R"({"formation": "square", "fire": "canister"})")
        << QByteArray("adc: fire: \"canister\" is not one of small-arms, artillery\n");
    QTest::newRow("unknown arc")
        << QByteArray(R"({"formation": "line", "arc": "left", "troops": 400, "scale_yards": 100})")
        << QByteArray("adc: arc: \"left\" is not one of front, flank, rear\n");
    QTest::newRow("formation missing")
        << QByteArray(R"({"fire": "small-arms"})") << QByteArray("adc: formation: missing\n");
    QTest::newRow("fire missing where the factor depends on it")
        << QByteArray(R"({"formation": "attack-column", "arc": "front"})")
        << QByteArray("adc: fire: missing (attack-column depends on it)\n");
    QTest::newRow("troops missing for a line")
        << QByteArray(R"({"formation": "line", "arc": "front", "scale_yards": 100})")
        << QByteArray("adc: troops: missing (line depends on the unit's size)\n");
    QTest::newRow("a scale the seed does not name")
        << QByteArray(R"({"formation": "line", "arc": "front", "troops": 450, "scale_yards": 150})")
        << QByteArray("adc: scale_yards: 150 is not one of 100, 200, 400\n");
    QTest::newRow("troops not a whole number")
        << QByteArray(
               R"({"formation": "line", "arc": "front", "troops": 450.5, "scale_yards": 100})")
        << QByteArray("adc: troops: expected a whole number\n");
}

void tst_RulesExposure::malformed()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, message);

    const Run run = runExposure(request);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err, message);
}

ADC_TEST_GUILESS_MAIN(tst_RulesExposure)
#include "tst_rules_exposure.moc"
