#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

// `adc rules terrain` through the built program (docs/contract.md):
// each row quotes the terrain page's sentence (seed 001) it answers.
namespace {
using AdcTest::Run;

Run runTerrain(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("terrain"), request);
}
} // namespace

class tst_RulesTerrain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answers_data();
    void answers();
    void malformed_data();
    void malformed();
};

void tst_RulesTerrain::answers_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("expected");

    const QString half = QStringLiteral(
        "if a unit moves into or out of woods or a BUA or across an LTF, its movement allowance "
        "for that turn is reduced by half");
    QTest::newRow("infantry into woods: half")
        << half << QByteArray(R"({"arm": "infantry", "from": "open", "to": "woods"})")
        << QByteArray(R"({"allowed": true, "half_movement": true, "reasons": ["into-woods"]})");
    QTest::newRow("cavalry across an LTF: half")
        << half
        << QByteArray(R"({"arm": "cavalry", "from": "open", "to": "open", "across": ["ltf"]})")
        << QByteArray(R"({"allowed": true, "half_movement": true, "reasons": ["across-ltf"]})");
    QTest::newRow("infantry out of a BUA on a road: full")
        << QStringLiteral("unless moving through them on a road")
        << QByteArray(R"({"arm": "infantry", "from": "bua", "to": "open", "road": true})")
        << QByteArray(
               R"({"allowed": true, "half_movement": false, "reasons": ["out-of-bua", "road"]})");
    QTest::newRow("cavalry into woods: refused")
        << QStringLiteral("Only infantry can enter woods or Built-Up Areas")
        << QByteArray(R"({"arm": "cavalry", "from": "open", "to": "woods"})")
        << QByteArray(
               R"({"allowed": false, "reason": "cavalry may not be in woods: only infantry may"})");
    QTest::newRow("cavalry charging routed infantry in a BUA")
        << QStringLiteral("Cavalry can charge routed infantry that is sitting in a BUA")
        << QByteArray(
               R"({"arm": "cavalry", "from": "open", "to": "bua", "charging_routed_infantry": true})")
        << QByteArray(R"({"allowed": true, "half_movement": true, "reasons": ["into-bua"]})");
    QTest::newRow("a river without a ford: refused")
        << QStringLiteral("Rivers are impassable except at fords or bridges")
        << QByteArray(R"({"arm": "infantry", "from": "open", "to": "open", "across": ["river"]})")
        << QByteArray(
               R"({"allowed": false, "reason": "rivers are impassable except at fords or bridges: list ford or bridge to cross"})");
    QTest::newRow("a river at a ford")
        << QStringLiteral("Rivers are impassable except at fords or bridges")
        << QByteArray(
               R"({"arm": "artillery", "from": "open", "to": "open", "across": ["river", "ford"]})")
        << QByteArray(R"({"allowed": true, "half_movement": false, "reasons": []})");
    QTest::newRow("cavalry into a redoubt: refused")
        << QStringLiteral("Only infantry or artillery may occupy a Redoubt.")
        << QByteArray(R"({"arm": "cavalry", "from": "open", "to": "redoubt", "across": ["ltf"]})")
        << QByteArray(
               R"({"allowed": false, "reason": "cavalry may not be in redoubt: only infantry, artillery or battalion-guns may"})");
    QTest::newRow("artillery into a redoubt over its parapet: half")
        << QStringLiteral("Redoubts are treated as a combination of a hill and an LTF.")
        << QByteArray(R"({"arm": "artillery", "from": "open", "to": "redoubt", "across": ["ltf"]})")
        << QByteArray(R"({"allowed": true, "half_movement": true, "reasons": ["across-ltf"]})");
    QTest::newRow("cavalry onto a hill: no effect")
        << QStringLiteral("Hills have no effect on movement or fleeing.")
        << QByteArray(R"({"arm": "cavalry", "from": "open", "to": "hill"})")
        << QByteArray(
               R"({"allowed": true, "half_movement": false, "reasons": [], "notes": ["hills have no effect on movement"]})");
    QTest::newRow("infantry out of a wooded hill: half")
        << QStringLiteral("Wooded hills are treated like woods")
        << QByteArray(R"({"arm": "infantry", "from": "wooded-hill", "to": "hill"})")
        << QByteArray(
               R"({"allowed": true, "half_movement": true, "reasons": ["out-of-wooded-hill"]})");
}

void tst_RulesTerrain::answers()
{
    QFETCH(QString, seed);
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, expected);

    const Run result = runTerrain(request);
    QCOMPARE(result.exitCode, 0);
    QCOMPARE(result.err, QByteArray());
    const QJsonObject answer = result.object();
    const QJsonObject wanted = QJsonDocument::fromJson(expected).object();
    QVERIFY(!wanted.isEmpty());
    for (auto it = wanted.begin(); it != wanted.end(); ++it) {
        QVERIFY2(answer.contains(it.key()), qPrintable(it.key() + QStringLiteral(": ") + seed));
        QCOMPARE(answer.value(it.key()), it.value());
    }
}

void tst_RulesTerrain::malformed_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("from missing") << QByteArray(R"({"arm": "infantry", "to": "woods"})")
                                  << QByteArray("adc: from: missing");
    QTest::newRow("unknown crossing")
        << QByteArray(R"({"arm": "infantry", "from": "open", "to": "open", "across": ["wall"]})")
        << QByteArray("adc: across...");
    QTest::newRow("road not a boolean")
        << QByteArray(R"({"arm": "infantry", "from": "open", "to": "open", "road": 1})")
        << QByteArray("adc: road: expected true or false");
    QTest::newRow("unknown field")
        << QByteArray(R"({"arm": "infantry", "from": "open", "to": "open", "river": true})")
        << QByteArray("adc: river: unknown field");
}

void tst_RulesTerrain::malformed()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, message);

    const Run result = runTerrain(request);
    QCOMPARE(result.exitCode, 2);
    QCOMPARE(result.out, QByteArray());
    QVERIFY(result.oneLineOnStderr());
    const QByteArray line = result.err.chopped(1);
    if (message.endsWith("..."))
        QVERIFY2(line.startsWith(message.chopped(3)), line.constData());
    else
        QCOMPARE(line, message);
}

ADC_TEST_GUILESS_MAIN(tst_RulesTerrain)
#include "tst_rules_terrain.moc"
