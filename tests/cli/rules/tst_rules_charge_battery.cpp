#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

// `adc rules charge` for a charged battery (docs/contract.md): "DEF.
// FIRE RANGES INFANTRY 4" ARTILLERY SHT" (seed 002): the battery fires ball
// at its short band, as `adc rules fire` would, with no discipline rolls.
class tst_RulesChargeBattery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shortBand_data();
    void shortBand();
    void sameAsRulesFire();
    void malformed_data();
    void malformed();
};

void tst_RulesChargeBattery::shortBand_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<double>("range");
    QTest::addColumn<int>("steps");

    // 6 tubes, die 5, short band 0, initial fire not stated, ROF 1 AP -1:
    // modified 4, column 4-6 of the 6-tube row: 3 steps.
    QTest::newRow("CLI example: 12pdr, 6 tubes, die 5")
        << QByteArray(R"({"defender": "artillery", "weapon": "12pdr", "tubes": 6, "die": 5})")
        << 12.0 << 3;
    QTest::newRow("6pdr battalion guns, 2 tubes, die 9")
        << QByteArray(R"({"defender": "battalion-guns", "weapon": "6pdr", "tubes": 2, "die": 9})")
        << 8.0 << 1;
}

void tst_RulesChargeBattery::shortBand()
{
    QFETCH(QByteArray, request);
    QFETCH(double, range);
    QFETCH(int, steps);

    const AdcTest::Run run = AdcTest::rules(QStringLiteral("charge"), request);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("allowed")).toBool(), true);
    QCOMPARE(answer.value(QStringLiteral("band")).toString(), QStringLiteral("short"));
    QCOMPARE(answer.value(QStringLiteral("range")).toDouble(), range);
    QCOMPARE(answer.value(QStringLiteral("casualty_steps")).toInt(), steps);
    QVERIFY(!answer.contains(QStringLiteral("rolls_used")));
}

void tst_RulesChargeBattery::sameAsRulesFire()
{
    const AdcTest::Run charge
        = AdcTest::rules(QStringLiteral("charge"),
                         QByteArray(R"({"defender": "artillery", "weapon": "8pdr", "tubes": 8})"));
    const AdcTest::Run fire = AdcTest::rules(
        QStringLiteral("fire"),
        QByteArray(R"({"arm": "artillery", "weapon": "8pdr", "tubes": 8, "range": 10})"));
    QCOMPARE(charge.exitCode, 0);
    QCOMPARE(fire.exitCode, 0);
    QCOMPARE(charge.object().value(QStringLiteral("odds")),
             fire.object().value(QStringLiteral("odds")));
    QCOMPARE(charge.object().value(QStringLiteral("modifiers")),
             fire.object().value(QStringLiteral("modifiers")));
}

void tst_RulesChargeBattery::malformed_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("field");
    QTest::newRow("tubes missing")
        << QByteArray(R"({"defender": "artillery", "weapon": "12pdr"})") << "tubes";
    QTest::newRow("a musket for a battery")
        << QByteArray(R"({"defender": "artillery", "weapon": "musket", "tubes": 6})") << "weapon";
    QTest::newRow("rolls for a battery")
        << QByteArray(R"({"defender": "artillery", "weapon": "12pdr", "tubes": 6, "rolls": [9]})")
        << "rolls";
    QTest::newRow("cavalry defender")
        << QByteArray(R"({"defender": "cavalry", "rolls": [9]})") << "defender";
}

void tst_RulesChargeBattery::malformed()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, field);
    const AdcTest::Run run = AdcTest::rules(QStringLiteral("charge"), request);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.message().startsWith(QStringLiteral("adc: ") + field), run.err.constData());
}

ADC_TEST_GUILESS_MAIN(tst_RulesChargeBattery)
#include "tst_rules_charge_battery.moc"
