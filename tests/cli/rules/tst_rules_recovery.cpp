#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

// `adc rules recovery` through the built program (docs/contract.md).
namespace {
using AdcTest::Run;

// `adc rules recovery` with the request on stdin.
Run runRecovery(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("recovery"), request);
}
} // namespace

class tst_RulesRecovery : public QObject
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
void tst_RulesRecovery::answers_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("CLI example: line recovers 2")
        << QByteArray(
               R"json({"class": "line", "steps": 2, "moved": false, "fired_upon": false, "enemy_within_12": false})json")
        << QByteArray(R"json({"recovered": 2, "steps": 0, "blocked_by": []})json");
    QTest::newRow("booleans default to false")
        << QByteArray(R"json({"class": "line", "steps": 2})json")
        << QByteArray(R"json({"recovered": 2, "steps": 0})json");
    QTest::newRow("elite never more than held")
        << QByteArray(R"json({"class": "elite", "steps": 2})json")
        << QByteArray(R"json({"recovered": 2, "steps": 0})json");
    QTest::newRow("elite, one held") << QByteArray(R"json({"class": "elite", "steps": 1})json")
                                     << QByteArray(R"json({"recovered": 1, "steps": 0})json");
    QTest::newRow("line, one held") << QByteArray(R"json({"class": "line", "steps": 1})json")
                                    << QByteArray(R"json({"recovered": 1, "steps": 0})json");
    QTest::newRow("conscript recovers only 1")
        << QByteArray(R"json({"class": "conscript", "steps": 2})json")
        << QByteArray(R"json({"recovered": 1, "steps": 1})json");
    QTest::newRow("nothing held, nothing back")
        << QByteArray(R"json({"class": "elite", "steps": 0})json")
        << QByteArray(R"json({"recovered": 0, "steps": 0})json");
    QTest::newRow("moved: none")
        << QByteArray(R"json({"class": "elite", "steps": 2, "moved": true})json")
        << QByteArray(R"json({"recovered": 0, "steps": 2, "blocked_by": ["moved"]})json");
    QTest::newRow("fired upon: none")
        << QByteArray(R"json({"class": "line", "steps": 2, "fired_upon": true})json")
        << QByteArray(R"json({"recovered": 0, "steps": 2, "blocked_by": ["fired-upon"]})json");
    QTest::newRow("enemy within 12: none")
        << QByteArray(R"json({"class": "conscript", "steps": 1, "enemy_within_12": true})json")
        << QByteArray(R"json({"recovered": 0, "steps": 1, "blocked_by": ["enemy-within-12"]})json");
    QTest::newRow("every condition broken")
        << QByteArray(
               R"json({"class": "elite", "steps": 2, "moved": true, "fired_upon": true, "enemy_within_12": true})json")
        << QByteArray(
               R"json({"recovered": 0, "steps": 2, "blocked_by": ["moved", "fired-upon", "enemy-within-12"]})json");
}

void tst_RulesRecovery::answers()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);

    const Run result = runRecovery(request);
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
void tst_RulesRecovery::refusals_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("class missing")
        << QByteArray(R"json({"steps": 2})json") << QByteArray(R"json(adc: class: missing)json");
    QTest::newRow("unknown class")
        << QByteArray(R"json({"class": "veteran", "steps": 2})json")
        << QByteArray(R"json(adc: class: "veteran" is not one of elite, line, conscript)json");
    QTest::newRow("class not a string") << QByteArray(R"json({"class": 1, "steps": 2})json")
                                        << QByteArray(R"json(adc: class: expected a string)json");
    QTest::newRow("steps missing") << QByteArray(R"json({"class": "line"})json")
                                   << QByteArray(R"json(adc: steps: missing)json");
    QTest::newRow("steps above 2")
        << QByteArray(R"json({"class": "line", "steps": 3})json")
        << QByteArray(R"json(adc: steps: 3 is out of range (0 to 2))json");
    QTest::newRow("steps negative")
        << QByteArray(R"json({"class": "line", "steps": -1})json")
        << QByteArray(R"json(adc: steps: -1 is out of range (0 to 2))json");
    QTest::newRow("moved not a boolean")
        << QByteArray(R"json({"class": "line", "steps": 2, "moved": "no"})json")
        << QByteArray(R"json(adc: moved: expected true or false)json");
    QTest::newRow("fired_upon not a boolean")
        << QByteArray(R"json({"class": "line", "steps": 2, "fired_upon": 0})json")
        << QByteArray(R"json(adc: fired_upon: expected true or false)json");
    QTest::newRow("enemy_within_12 not a boolean")
        << QByteArray(R"json({"class": "line", "steps": 2, "enemy_within_12": "yes"})json")
        << QByteArray(R"json(adc: enemy_within_12: expected true or false)json");
    QTest::newRow("unknown field")
        << QByteArray(R"json({"class": "line", "steps": 2, "enemy_distance": 14})json")
        << QByteArray(R"json(adc: enemy_distance: unknown field)json");
    QTest::newRow("not JSON") << QByteArray(R"json(class=line)json")
                              << QByteArray(R"json(adc: request: not valid JSON...)json");
}

void tst_RulesRecovery::refusals()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, message);

    const Run result = runRecovery(request);
    QCOMPARE(result.exitCode, 2);
    QCOMPARE(result.out, QByteArray());
    QVERIFY2(result.err.endsWith('\n') && result.err.count('\n') == 1, result.err.constData());
    const QByteArray line = result.err.chopped(1);
    if (message.endsWith("..."))
        QVERIFY2(line.startsWith(message.chopped(3)), line.constData());
    else
        QCOMPARE(line, message);
}

ADC_TEST_GUILESS_MAIN(tst_RulesRecovery)
#include "tst_rules_recovery.moc"
