#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QtTest>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace {

using AdcTest::Run;

// `adc rules charge` with the request on stdin.
Run runCharge(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("charge"), request);
}

} // namespace

class tst_RulesCharge : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void charge_data();
    void charge();
    void steps();
    void fromFile();
    void odds();
    void malformed_data();
    void malformed();
};

void tst_RulesCharge::charge_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("firesAt");
    QTest::addColumn<bool>("firefight");
    QTest::addColumn<int>("rollsUsed");

    QTest::newRow("docs/contract.md example: 2\" fire at 3\"")
        << QByteArray(R"({"situation": "normal", "rolls": [9, 6, 8, 5]})") << 2 << false << 2;
    QTest::newRow("fails at 4\" with 4\" FF")
        << QByteArray(R"({"situation": "normal", "rolls": [2]})") << 4 << true << 1;
    QTest::newRow("fails at 3\" with 4\" fire: min(3, 4)")
        << QByteArray(R"({"situation": "normal", "rolls": [8, 5]})") << 3 << false << 2;
    QTest::newRow("in smoke, fails at 2\" with 1\" FF")
        << QByteArray(R"({"situation": "in-smoke", "rolls": [10, 10, 6]})") << 1 << true << 3;
    QTest::newRow("in smoke, 9 fails at 4\": 1\" fire")
        << QByteArray(R"({"situation": "in-smoke", "rolls": [9, 10, 10, 10]})") << 1 << false << 1;
    QTest::newRow("fails at 1\"") << QByteArray(R"({"situation": "normal", "rolls": [8, 8, 8, 3]})")
                                  << 1 << true << 4;
    QTest::newRow("passes all: close action")
        << QByteArray(R"({"situation": "normal", "rolls": [10, 9, 8, 11, 2]})") << 1 << false << 4;
    QTest::newRow("rolls clamp: 50 and -50")
        << QByteArray(R"({"situation": "normal", "rolls": [50, -50]})") << 3 << true << 2;
}

void tst_RulesCharge::charge()
{
    QFETCH(QByteArray, request);
    QFETCH(int, firesAt);
    QFETCH(bool, firefight);
    QFETCH(int, rollsUsed);

    const Run run = runCharge(request);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    QCOMPARE(run.out.count('\n'), 1);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("fires_at")).toInt(), firesAt);
    QVERIFY(answer.value(QStringLiteral("firefight")).isBool());
    QCOMPARE(answer.value(QStringLiteral("firefight")).toBool(), firefight);
    QCOMPARE(answer.value(QStringLiteral("rolls_used")).toInt(), rollsUsed);
    QCOMPARE(answer.value(QStringLiteral("steps")).toArray().size(), rollsUsed);
}

void tst_RulesCharge::steps()
{
    const Run run = runCharge(R"({"situation": "normal", "rolls": [9, 6, 8, 5]})");
    QCOMPARE(run.exitCode, 0);
    const QJsonArray steps = run.object().value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps.size(), 2);
    const QJsonObject first = steps.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("distance")).toInt(), 4);
    QCOMPARE(first.value(QStringLiteral("roll")).toInt(), 9);
    QCOMPARE(first.value(QStringLiteral("result")).toString(), QStringLiteral("free"));
    QVERIFY(first.value(QStringLiteral("range")).isNull());
    const QJsonObject second = steps.at(1).toObject();
    QCOMPARE(second.value(QStringLiteral("distance")).toInt(), 3);
    QCOMPARE(second.value(QStringLiteral("roll")).toInt(), 6);
    QCOMPARE(second.value(QStringLiteral("result")).toString(), QStringLiteral("fire"));
    QCOMPARE(second.value(QStringLiteral("range")).toInt(), 2);
    QCOMPARE(second.value(QStringLiteral("row")).toString(), QStringLiteral("6"));
}

void tst_RulesCharge::fromFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("charge.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"situation": "in-smoke", "rolls": [7]})");
    file.close();
    const Run run = AdcTest::adc({ QStringLiteral("rules"), QStringLiteral("charge"),
                                   QStringLiteral("--in"), file.fileName() });
    QVERIFY(run.exitCode != -1);
    QCOMPARE(run.exitCode, 0);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("fires_at")).toInt(), 4);
    QCOMPARE(answer.value(QStringLiteral("firefight")).toBool(), false);
}

void tst_RulesCharge::odds()
{
    const Run run = runCharge(R"({"situation": "normal", "dice": "2d6"})");
    QCOMPARE(run.exitCode, 0);
    const QJsonObject answer = run.object();
    QCOMPARE(answer.value(QStringLiteral("dice")).toString(), QStringLiteral("2d6"));
    const QJsonArray odds = answer.value(QStringLiteral("odds")).toArray();
    QVERIFY(!odds.isEmpty());
    double sum = 0.0;
    for (const QJsonValue &value : odds) {
        const QJsonObject outcome = value.toObject();
        QVERIFY(outcome.value(QStringLiteral("fires_at")).toInt() >= 1);
        QVERIFY(outcome.value(QStringLiteral("fires_at")).toInt() <= 4);
        QVERIFY(outcome.value(QStringLiteral("firefight")).isBool());
        sum += outcome.value(QStringLiteral("probability")).toDouble();
    }
    QVERIFY(qAbs(sum - 1.0) < 1e-9);
    // Fires at 4" without firefight: a 5 at 4" (4 ways in 36).
    const QJsonObject first = odds.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("fires_at")).toInt(), 4);
    QCOMPARE(first.value(QStringLiteral("firefight")).toBool(), false);
    QVERIFY(qAbs(first.value(QStringLiteral("probability")).toDouble() - 4.0 / 36) < 1e-9);

    // A sure pass (1d6+20 always reads 10+) fires at close action only.
    const Run sure = runCharge(R"({"situation": "in-smoke", "dice": "1d6+20"})");
    QCOMPARE(sure.exitCode, 0);
    const QJsonArray one = sure.object().value(QStringLiteral("odds")).toArray();
    QCOMPARE(one.size(), 1);
    QCOMPARE(one.at(0).toObject().value(QStringLiteral("fires_at")).toInt(), 1);
    QCOMPARE(one.at(0).toObject().value(QStringLiteral("probability")).toDouble(), 1.0);
}

void tst_RulesCharge::malformed_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("message");

    QTest::newRow("not JSON") << QByteArray(R"({"situation": "normal", "rolls": [9,)")
                              << "adc: request: not valid JSON";
    QTest::newRow("unknown field")
        << QByteArray(R"({"situation": "normal", "rolls": [2], "attacker": 3})")
        << "adc: attacker: unknown field";
    QTest::newRow("unknown situation")
        << QByteArray(R"({"situation": "smoke", "rolls": [2]})")
        << "adc: situation: \"smoke\" is not one of normal, in-smoke";
    QTest::newRow("firefight is not a charge situation")
        << QByteArray(R"({"situation": "firefight", "rolls": [2]})")
        << "adc: situation: \"firefight\" is not one of normal, in-smoke";
    QTest::newRow("situation missing")
        << QByteArray(R"({"rolls": [2]})") << "adc: situation: missing";
    QTest::newRow("rolls missing") << QByteArray(R"({"situation": "normal"})")
                                   << "adc: rolls: no roll given; the defender needs a roll at 4\"";
    QTest::newRow("rolls empty") << QByteArray(R"({"situation": "normal", "rolls": []})")
                                 << "adc: rolls: no roll given";
    QTest::newRow("too few rolls: passed at 4\"")
        << QByteArray(R"({"situation": "normal", "rolls": [9]})")
        << "adc: rolls: 1 roll(s) given: the defender passed at 4\" and needs a roll at 3\"";
    QTest::newRow("too few rolls: passed at 4\", 3\", 2\"")
        << QByteArray(R"({"situation": "in-smoke", "rolls": [10, 10, 10]})")
        << "adc: rolls: 3 roll(s) given: the defender passed at 4\", 3\", 2\" and needs a roll at "
           "1\"";
    QTest::newRow("rolls not a list") << QByteArray(R"({"situation": "normal", "rolls": 9})")
                                      << "adc: rolls: expected a list of whole numbers";
    QTest::newRow("a roll not whole") << QByteArray(R"({"situation": "normal", "rolls": [9, 6.5]})")
                                      << "adc: rolls: expected a list of whole numbers";
    QTest::newRow("a roll out of range") << QByteArray(R"({"situation": "normal", "rolls": [101]})")
                                         << "adc: rolls: 101 is out of range (-100 to 100)";
    QTest::newRow("rolls and dice")
        << QByteArray(R"({"situation": "normal", "rolls": [2], "dice": "2d6"})")
        << "adc: rolls: give one of rolls, dice or class, not several";
    QTest::newRow("bad dice expression")
        << QByteArray(R"({"situation": "normal", "dice": "2d"})")
        << "adc: dice: \"2d\" at 3: expected the number of sides after 'd'";
    QTest::newRow("101 dice")
        << QByteArray(R"({"situation": "normal", "dice": "101d6"})")
        << "adc: dice: \"101d6\" at 1: the number of dice must be 1 to 100, not 101";
}

void tst_RulesCharge::malformed()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, message);

    const Run run = runCharge(request);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    const QString err = QString::fromUtf8(run.err);
    QVERIFY2(err.startsWith(message), qPrintable(err));
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
}

ADC_TEST_GUILESS_MAIN(tst_RulesCharge)
#include "tst_rules_charge.moc"
