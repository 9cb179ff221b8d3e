#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

// `adc rules casualties` through the built program (docs/contract.md).
namespace {
using AdcTest::Run;

// `adc rules casualties` with the request on stdin.
Run runCasualties(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("casualties"), request);
}
} // namespace

class tst_RulesCasualties : public QObject
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
void tst_RulesCasualties::answers_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("CLI example: 1 held + 4 new is one casting")
        << QByteArray(R"json({"castings": 12, "cw": 9, "steps": 1, "new_steps": 4})json")
        << QByteArray(
               R"json({"castings": 11, "cw": 8, "steps": 2, "permanent_losses": 1, "cw_lost": 1, "eliminated": false})json");
    QTest::newRow("no new steps changes nothing")
        << QByteArray(R"json({"castings": 12, "cw": 9, "steps": 2, "new_steps": 0})json")
        << QByteArray(R"json({"castings": 12, "cw": 9, "steps": 2, "permanent_losses": 0})json");
    QTest::newRow("third step is a casting")
        << QByteArray(R"json({"castings": 6, "cw": 5, "steps": 2, "new_steps": 1})json")
        << QByteArray(R"json({"castings": 5, "cw": 4, "steps": 0, "permanent_losses": 1})json");
    QTest::newRow("two castings and two held")
        << QByteArray(R"json({"castings": 12, "cw": 9, "steps": 2, "new_steps": 6})json")
        << QByteArray(R"json({"castings": 10, "cw": 7, "steps": 2, "permanent_losses": 2})json");
    QTest::newRow("CW never below 0")
        << QByteArray(R"json({"castings": 12, "cw": 1, "steps": 0, "new_steps": 9})json")
        << QByteArray(
               R"json({"castings": 9, "cw": 0, "steps": 0, "permanent_losses": 3, "cw_lost": 1})json");
    QTest::newRow("castings never below 0: eliminated, no steps")
        << QByteArray(R"json({"castings": 1, "cw": 3, "steps": 2, "new_steps": 7})json")
        << QByteArray(
               R"json({"castings": 0, "cw": 2, "steps": 0, "permanent_losses": 1, "eliminated": true})json");
    QTest::newRow("no castings left to lose")
        << QByteArray(R"json({"castings": 0, "cw": 2, "steps": 0, "new_steps": 3})json")
        << QByteArray(
               R"json({"castings": 0, "cw": 2, "steps": 0, "permanent_losses": 0, "eliminated": true})json");
    QTest::newRow("a rulings object is accepted")
        << QByteArray(
               R"json({"castings": 3, "cw": 3, "steps": 0, "new_steps": 1, "rulings": {"boxcars-face": 9}})json")
        << QByteArray(R"json({"castings": 3, "cw": 3, "steps": 1, "permanent_losses": 0})json");
}

void tst_RulesCasualties::answers()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);

    const Run result = runCasualties(request);
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
void tst_RulesCasualties::refusals_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("steps above 2")
        << QByteArray(R"json({"castings": 12, "cw": 9, "steps": 3, "new_steps": 1})json")
        << QByteArray(R"json(adc: steps: 3 is out of range (0 to 2))json");
    QTest::newRow("steps negative")
        << QByteArray(R"json({"castings": 12, "cw": 9, "steps": -1, "new_steps": 1})json")
        << QByteArray(R"json(adc: steps: -1 is out of range (0 to 2))json");
    QTest::newRow("castings missing")
        << QByteArray(R"json({"cw": 9, "steps": 1, "new_steps": 4})json")
        << QByteArray(R"json(adc: castings: missing)json");
    QTest::newRow("cw missing") << QByteArray(
        R"json({"castings": 12, "steps": 1, "new_steps": 4})json")
                                << QByteArray(R"json(adc: cw: missing)json");
    QTest::newRow("steps missing")
        << QByteArray(R"json({"castings": 12, "cw": 9, "new_steps": 4})json")
        << QByteArray(R"json(adc: steps: missing)json");
    QTest::newRow("new_steps missing")
        << QByteArray(R"json({"castings": 12, "cw": 9, "steps": 1})json")
        << QByteArray(R"json(adc: new_steps: missing)json");
    QTest::newRow("new_steps negative")
        << QByteArray(R"json({"castings": 12, "cw": 9, "steps": 1, "new_steps": -1})json")
        << QByteArray(R"json(adc: new_steps: -1 is out of range (0 to 1000))json");
    QTest::newRow("castings negative")
        << QByteArray(R"json({"castings": -1, "cw": 9, "steps": 1, "new_steps": 1})json")
        << QByteArray(R"json(adc: castings: -1 is out of range (0 to 1000))json");
    QTest::newRow("cw fractional")
        << QByteArray(R"json({"castings": 12, "cw": 8.5, "steps": 1, "new_steps": 1})json")
        << QByteArray(R"json(adc: cw: expected a whole number)json");
    QTest::newRow("castings a string")
        << QByteArray(R"json({"castings": "12", "cw": 9, "steps": 1, "new_steps": 1})json")
        << QByteArray(R"json(adc: castings: expected a whole number)json");
    QTest::newRow("steps held by no castings")
        << QByteArray(R"json({"castings": 0, "cw": 9, "steps": 1, "new_steps": 1})json")
        << QByteArray(R"json(adc: steps: a unit with no castings holds no steps)json");
    QTest::newRow("unknown field")
        << QByteArray(R"json({"castings": 12, "cw": 9, "steps": 1, "new_steps": 4, "men": 20})json")
        << QByteArray(R"json(adc: men: unknown field)json");
    QTest::newRow("not JSON") << QByteArray(R"json({"castings": 12,)json")
                              << QByteArray(R"json(adc: request: not valid JSON...)json");
    QTest::newRow("not an object") << QByteArray(R"json([12, 9, 1, 4])json")
                                   << QByteArray(R"json(adc: request: expected a JSON object)json");
}

void tst_RulesCasualties::refusals()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, message);

    const Run result = runCasualties(request);
    QCOMPARE(result.exitCode, 2);
    QCOMPARE(result.out, QByteArray());
    QVERIFY2(result.err.endsWith('\n') && result.err.count('\n') == 1, result.err.constData());
    const QByteArray line = result.err.chopped(1);
    if (message.endsWith("..."))
        QVERIFY2(line.startsWith(message.chopped(3)), line.constData());
    else
        QCOMPARE(line, message);
}

ADC_TEST_GUILESS_MAIN(tst_RulesCasualties)
#include "tst_rules_casualties.moc"
