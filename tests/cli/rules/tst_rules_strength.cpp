#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

// `adc rules strength` through the built program (docs/contract.md):
// Age of Rifles, Notes on Fire Strength (seed 000).
class tst_RulesStrength : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answers_data();
    void answers();
    void malformed();
};

void tst_RulesStrength::answers_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<double>("factor");
    QTest::addColumn<QStringList>("ids");

    // "Mounted cavalry units suffer a 33% penalty."
    QTest::newRow("CLI example: mounted")
        << QByteArray(R"({"mounted": true, "moved": false, "night": false, "weather": "clear"})")
        << 0.67 << QStringList { QStringLiteral("mounted") };
    // "All units suffer a 30% penalty at night, as well as a 15% penalty in
    // light rain or snow"
    QTest::newRow("night in light snow")
        << QByteArray(R"({"night": true, "weather": "light-snow"})") << 0.595
        << QStringList { QStringLiteral("night"), QStringLiteral("light-snow") };
    QTest::newRow("nothing: 1") << QByteArray("{}") << 1.0 << QStringList();
}

void tst_RulesStrength::answers()
{
    QFETCH(QByteArray, request);
    QFETCH(double, factor);
    QFETCH(QStringList, ids);

    const AdcTest::Run run = AdcTest::rules(QStringLiteral("strength"), request);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject answer = run.object();
    QVERIFY2(qAbs(answer.value(QStringLiteral("factor")).toDouble() - factor) < 1e-9,
             run.out.constData());
    QStringList got;
    for (const QJsonValue &line : answer.value(QStringLiteral("factors")).toArray())
        got << line.toObject().value(QStringLiteral("id")).toString();
    QCOMPARE(got, ids);
}

void tst_RulesStrength::malformed()
{
    const AdcTest::Run run
        = AdcTest::rules(QStringLiteral("strength"), QByteArray(R"({"weather": "fog"})"));
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.message().startsWith(QLatin1String("adc: weather:")));
}

ADC_TEST_GUILESS_MAIN(tst_RulesStrength)
#include "tst_rules_strength.moc"
