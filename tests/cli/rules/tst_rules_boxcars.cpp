#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

// `adc rules boxcars` through the built program (docs/contract.md).
namespace {
using AdcTest::Run;

// `adc rules boxcars` with the request on stdin.
Run runBoxcars(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("boxcars"), request);
}
} // namespace

class tst_RulesBoxcars : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answers_data();
    void answers();
    void refusals_data();
    void refusals();
};

// Requests the rules understand: exit 0, one JSON line holding every
// expected field with the expected value, nothing on stderr.
void tst_RulesBoxcars::answers_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("roll 2: 3 more AP")
        << QByteArray(R"json({"roll": 2})json") << QByteArray(R"json({"extra_ap": 3})json");
    QTest::newRow("roll 6: 3 more AP")
        << QByteArray(R"json({"roll": 6})json") << QByteArray(R"json({"extra_ap": 3})json");
    QTest::newRow("roll 7: 2 more AP")
        << QByteArray(R"json({"roll": 7})json") << QByteArray(R"json({"extra_ap": 2})json");
    QTest::newRow("roll 8: 2 more AP")
        << QByteArray(R"json({"roll": 8})json") << QByteArray(R"json({"extra_ap": 2})json");
    QTest::newRow("roll 10: 2 more AP")
        << QByteArray(R"json({"roll": 10})json") << QByteArray(R"json({"extra_ap": 2})json");
    QTest::newRow("roll 11: 1 more AP")
        << QByteArray(R"json({"roll": 11})json") << QByteArray(R"json({"extra_ap": 1})json");
    QTest::newRow("roll 12: 1 more AP")
        << QByteArray(R"json({"roll": 12})json") << QByteArray(R"json({"extra_ap": 1})json");
    QTest::newRow("CLI example") << QByteArray(R"json({"roll": 8})json")
                                 << QByteArray(R"json({"extra_ap": 2, "notes": []})json");
    QTest::newRow("with AP: 5 less 2 is 3")
        << QByteArray(R"json({"roll": 8, "ap": 5})json")
        << QByteArray(R"json({"extra_ap": 2, "ap_after": 3})json");
    QTest::newRow("with AP: never below 0")
        << QByteArray(R"json({"roll": 3, "ap": 1})json")
        << QByteArray(R"json({"extra_ap": 3, "ap_after": 0})json");
    QTest::newRow("with AP 0") << QByteArray(R"json({"roll": 12, "ap": 0})json")
                               << QByteArray(R"json({"extra_ap": 1, "ap_after": 0})json");
    QTest::newRow("scrounging: suspended")
        << QByteArray(R"json({"roll": 4, "ap": 1, "scrounging": true})json")
        << QByteArray(
               R"json({"extra_ap": 0, "ap_after": 1, "notes": ["boxcars is suspended for a scrounging unit"]})json");
    QTest::newRow("not scrounging") << QByteArray(R"json({"roll": 4, "scrounging": false})json")
                                    << QByteArray(R"json({"extra_ap": 3})json");
}

void tst_RulesBoxcars::answers()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);

    const Run result = runBoxcars(request);
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.err, QByteArray());
    QVERIFY2(result.out.endsWith('\n') && result.out.count('\n') == 1, result.out.constData());
    QJsonParseError error;
    const QJsonDocument answer = QJsonDocument::fromJson(result.out, &error);
    QVERIFY2(answer.isObject(), result.out.constData());
    const QJsonObject wanted = QJsonDocument::fromJson(expected).object();
    QVERIFY(!wanted.isEmpty());
    for (auto it = wanted.begin(); it != wanted.end(); ++it) {
        QVERIFY2(answer.object().contains(it.key()), qPrintable(it.key()));
        QCOMPARE(answer.object().value(it.key()), it.value());
    }
}

// Malformed requests: exit 2, nothing on stdout, one line on stderr
// ("adc: FIELD: what is wrong"); an expected line ending in "..." is a prefix.
void tst_RulesBoxcars::refusals_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("roll missing") << QByteArray(R"json({})json")
                                  << QByteArray(R"json(adc: roll: missing)json");
    QTest::newRow("roll 1: 2d6 cannot show it")
        << QByteArray(R"json({"roll": 1})json")
        << QByteArray(R"json(adc: roll: 1 is out of range (2 to 12))json");
    QTest::newRow("roll 13: 2d6 cannot show it")
        << QByteArray(R"json({"roll": 13})json")
        << QByteArray(R"json(adc: roll: 13 is out of range (2 to 12))json");
    QTest::newRow("roll 0") << QByteArray(R"json({"roll": 0})json")
                            << QByteArray(R"json(adc: roll: 0 is out of range (2 to 12))json");
    QTest::newRow("roll fractional") << QByteArray(R"json({"roll": 7.5})json")
                                     << QByteArray(R"json(adc: roll: expected a whole number)json");
    QTest::newRow("roll a string") << QByteArray(R"json({"roll": "8"})json")
                                   << QByteArray(R"json(adc: roll: expected a whole number)json");
    QTest::newRow("ap negative") << QByteArray(R"json({"roll": 8, "ap": -1})json")
                                 << QByteArray(
                                        R"json(adc: ap: -1 is out of range (0 to 1000))json");
    QTest::newRow("ap fractional") << QByteArray(R"json({"roll": 8, "ap": 1.5})json")
                                   << QByteArray(R"json(adc: ap: expected a whole number)json");
    QTest::newRow("scrounging not a boolean")
        << QByteArray(R"json({"roll": 8, "scrounging": 1})json")
        << QByteArray(R"json(adc: scrounging: expected true or false)json");
    QTest::newRow("unknown field") << QByteArray(R"json({"roll": 8, "die": 10})json")
                                   << QByteArray(R"json(adc: die: unknown field)json");
    QTest::newRow("a bare number is not a request")
        << QByteArray(R"json(8)json") << QByteArray(R"json(adc: request: not valid JSON...)json");
    QTest::newRow("not an object") << QByteArray(R"json([8])json")
                                   << QByteArray(R"json(adc: request: expected a JSON object)json");
}

void tst_RulesBoxcars::refusals()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, message);

    const Run result = runBoxcars(request);
    QCOMPARE(result.exitCode, 2);
    QCOMPARE(result.out, QByteArray());
    QVERIFY2(result.err.endsWith('\n') && result.err.count('\n') == 1, result.err.constData());
    const QByteArray line = result.err.chopped(1);
    if (message.endsWith("..."))
        QVERIFY2(line.startsWith(message.chopped(3)), line.constData());
    else
        QCOMPARE(line, message);
}

ADC_TEST_GUILESS_MAIN(tst_RulesBoxcars)
#include "tst_rules_boxcars.moc"
