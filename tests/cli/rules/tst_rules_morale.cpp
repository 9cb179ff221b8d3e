#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

// `adc rules morale` through the built program (docs/contract.md).
namespace {
using AdcTest::Run;

// `adc rules morale` with the request on stdin.
Run runMorale(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("morale"), request);
}
} // namespace

class tst_RulesMorale : public QObject
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
void tst_RulesMorale::answers_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("CLI example: infantry in a redoubt, +2")
        << QByteArray(
               R"json({"arm": "infantry", "terrain": "redoubt", "defending_ltf": true, "upslope": true})json")
        << QByteArray(
               R"json({"allowed": true, "modifier": 2, "reasons": ["redoubt-hill", "redoubt-ltf"]})json");
    QTest::newRow("redoubt attacked from a side without a parapet")
        << QByteArray(
               R"json({"arm": "infantry", "terrain": "redoubt", "defending_ltf": false, "upslope": true})json")
        << QByteArray(
               R"json({"allowed": true, "modifier": 1, "reasons": ["redoubt-hill"], "notes": ["redoubt-ltf lost: attacked from a side without a parapet"]})json");
    QTest::newRow("redoubt with the enemy upslope")
        << QByteArray(R"json({"arm": "infantry", "terrain": "redoubt", "defending_ltf": true})json")
        << QByteArray(R"json({"allowed": true, "modifier": 1, "reasons": ["redoubt-ltf"]})json");
    QTest::newRow("artillery in a redoubt, house ruling: +2")
        << QByteArray(
               R"json({"arm": "artillery", "terrain": "redoubt", "defending_ltf": true, "upslope": true})json")
        << QByteArray(
               R"json({"allowed": true, "modifier": 2, "reasons": ["redoubt-hill", "redoubt-ltf"]})json");
    QTest::newRow("artillery in a redoubt, ruling off: hill only")
        << QByteArray(
               R"json({"arm": "artillery", "terrain": "redoubt", "defending_ltf": true, "upslope": true, "rulings": {"redoubt-parapet-for-artillery": false}})json")
        << QByteArray(R"json({"allowed": true, "modifier": 1, "reasons": ["redoubt-hill"]})json");
    QTest::newRow("battalion guns count as artillery in a redoubt")
        << QByteArray(
               R"json({"arm": "battalion-guns", "terrain": "redoubt", "defending_ltf": true, "upslope": true})json")
        << QByteArray(
               R"json({"allowed": true, "modifier": 2, "reasons": ["redoubt-hill", "redoubt-ltf"]})json");
    QTest::newRow("infantry in a BUA: +1")
        << QByteArray(R"json({"arm": "infantry", "terrain": "bua"})json")
        << QByteArray(R"json({"allowed": true, "modifier": 1, "reasons": ["bua"]})json");
    QTest::newRow("infantry in woods: none")
        << QByteArray(R"json({"arm": "infantry", "terrain": "woods"})json")
        << QByteArray(R"json({"allowed": true, "modifier": 0, "reasons": []})json");
    QTest::newRow("infantry in the open defending an LTF")
        << QByteArray(R"json({"arm": "infantry", "terrain": "open", "defending_ltf": true})json")
        << QByteArray(R"json({"allowed": true, "modifier": 1, "reasons": ["ltf"]})json");
    QTest::newRow("artillery behind an LTF: infantry only")
        << QByteArray(R"json({"arm": "artillery", "terrain": "open", "defending_ltf": true})json")
        << QByteArray(
               R"json({"allowed": true, "modifier": 0, "reasons": [], "notes": ["ltf: only for infantry"]})json");
    QTest::newRow("cavalry upslope on a hill")
        << QByteArray(R"json({"arm": "cavalry", "terrain": "hill", "upslope": true})json")
        << QByteArray(
               R"json({"allowed": true, "modifier": 1, "reasons": ["hill-upslope"], "modifiers": [{"id": "hill-upslope", "value": 1}]})json");
    QTest::newRow("infantry on a wooded hill, upslope, defending an LTF")
        << QByteArray(
               R"json({"arm": "infantry", "terrain": "wooded-hill", "defending_ltf": true, "upslope": true})json")
        << QByteArray(
               R"json({"allowed": true, "modifier": 2, "reasons": ["hill-upslope", "ltf"]})json");
    QTest::newRow("booleans default to false")
        << QByteArray(R"json({"arm": "infantry", "terrain": "hill"})json")
        << QByteArray(R"json({"allowed": true, "modifier": 0, "reasons": []})json");
    QTest::newRow("cavalry may not be in woods")
        << QByteArray(R"json({"arm": "cavalry", "terrain": "woods"})json")
        << QByteArray(
               R"json({"allowed": false, "reason": "cavalry may not be in woods: only infantry may"})json");
    QTest::newRow("artillery may not be in a BUA")
        << QByteArray(R"json({"arm": "artillery", "terrain": "bua"})json")
        << QByteArray(
               R"json({"allowed": false, "reason": "artillery may not be in bua: only infantry may"})json");
    QTest::newRow("cavalry may not be in a redoubt")
        << QByteArray(
               R"json({"arm": "cavalry", "terrain": "redoubt", "defending_ltf": true, "upslope": true})json")
        << QByteArray(
               R"json({"allowed": false, "reason": "cavalry may not be in redoubt: only infantry, artillery or battalion-guns may"})json");
    QTest::newRow("cavalry charging routed infantry in a BUA")
        << QByteArray(
               R"json({"arm": "cavalry", "terrain": "bua", "charging_routed_infantry": true})json")
        << QByteArray(R"json({"allowed": true, "modifier": 0, "reasons": []})json");
    QTest::newRow("cavalry in a BUA without charging")
        << QByteArray(
               R"json({"arm": "cavalry", "terrain": "bua", "charging_routed_infantry": false})json")
        << QByteArray(
               R"json({"allowed": false, "reason": "cavalry may not be in bua: only infantry may (cavalry may only charge routed infantry there)"})json");
}

void tst_RulesMorale::answers()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);

    const Run result = runMorale(request);
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
void tst_RulesMorale::refusals_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("arm missing") << QByteArray(R"json({"terrain": "woods"})json")
                                 << QByteArray(R"json(adc: arm: missing)json");
    QTest::newRow("terrain missing") << QByteArray(R"json({"arm": "infantry"})json")
                                     << QByteArray(R"json(adc: terrain: missing)json");
    QTest::newRow("unknown arm")
        << QByteArray(R"json({"arm": "hussars", "terrain": "open"})json")
        << QByteArray(
               R"json(adc: arm: "hussars" is not one of infantry, cavalry, artillery, battalion-guns)json");
    QTest::newRow("unknown terrain")
        << QByteArray(R"json({"arm": "infantry", "terrain": "marsh"})json")
        << QByteArray(
               R"json(adc: terrain: "marsh" is not one of open, woods, bua, hill, wooded-hill, redoubt)json");
    QTest::newRow("defending_ltf not a boolean")
        << QByteArray(R"json({"arm": "infantry", "terrain": "open", "defending_ltf": "true"})json")
        << QByteArray(R"json(adc: defending_ltf: expected true or false)json");
    QTest::newRow("upslope not a boolean")
        << QByteArray(R"json({"arm": "infantry", "terrain": "hill", "upslope": 1})json")
        << QByteArray(R"json(adc: upslope: expected true or false)json");
    QTest::newRow("charging_routed_infantry not a boolean")
        << QByteArray(
               R"json({"arm": "cavalry", "terrain": "bua", "charging_routed_infantry": "yes"})json")
        << QByteArray(R"json(adc: charging_routed_infantry: expected true or false)json");
    QTest::newRow("unknown field")
        << QByteArray(R"json({"arm": "infantry", "terrain": "open", "ltf": true})json")
        << QByteArray(R"json(adc: ltf: unknown field)json");
    QTest::newRow("a bad ruling")
        << QByteArray(
               R"json({"arm": "artillery", "terrain": "redoubt", "rulings": {"redoubt-parapet-for-artillery": 1}})json")
        << QByteArray(
               R"json(adc: rulings.redoubt-parapet-for-artillery: expected true or false)json");
    QTest::newRow("not JSON") << QByteArray(R"json({"arm": "infantry")json")
                              << QByteArray(R"json(adc: request: not valid JSON...)json");
}

void tst_RulesMorale::refusals()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, message);

    const Run result = runMorale(request);
    QCOMPARE(result.exitCode, 2);
    QCOMPARE(result.out, QByteArray());
    QVERIFY2(result.err.endsWith('\n') && result.err.count('\n') == 1, result.err.constData());
    const QByteArray line = result.err.chopped(1);
    if (message.endsWith("..."))
        QVERIFY2(line.startsWith(message.chopped(3)), line.constData());
    else
        QCOMPARE(line, message);
}

ADC_TEST_GUILESS_MAIN(tst_RulesMorale)
#include "tst_rules_morale.moc"
