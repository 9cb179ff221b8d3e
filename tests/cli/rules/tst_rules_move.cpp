#include "cli/adcrunner.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {
using AdcTest::Run;

// `adc rules move` with the request on stdin.
Run runMove(const QByteArray &request)
{
    return AdcTest::rules(QStringLiteral("move"), request);
}

QStringList ids(const QJsonArray &modifiers)
{
    QStringList list;
    for (const QJsonValue &modifier : modifiers)
        list << modifier.toObject().value(QStringLiteral("id")).toString();
    return list;
}
} // namespace

class tst_RulesMove : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allowed_data();
    void allowed();
    void forbidden_data();
    void forbidden();
    void malformed_data();
    void malformed();
};

void tst_RulesMove::allowed_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<double>("cost");
    QTest::addColumn<bool>("road");
    QTest::addColumn<QStringList>("modifiers");
    QTest::addColumn<QString>("note"); // a note the answer must hold, besides the one-hex rule

    QTest::newRow("line in woods and berm, soft ground, night")
        << QByteArray(R"({"formation": "line", "hex": ["woods", "berm"],
                              "conditions": ["soft-ground", "night"]})")
        << 7.0 << false
        << QStringList { QStringLiteral("soft-ground-or-heavy-rain"), QStringLiteral("night"),
                         QStringLiteral("berm"), QStringLiteral("woods") }
        << QString();
    QTest::newRow("under fire and skirmishing charged once")
        << QByteArray(
               R"({"formation": "attack-column", "conditions": ["under-fire", "skirmishing"]})")
        << 3.0 << false
        << QStringList { QStringLiteral("dismounted-under-fire-taking-cover-or-skirmishing") }
        << QString();
    QTest::newRow("march column by sunken road in soft ground")
        << QByteArray(R"({"formation": "march-column", "road": true, "road_type": "sunken",
                              "conditions": ["soft-ground", "other-unit-in-hex"]})")
        << 2.0 << true
        << QStringList { QStringLiteral("road-other-unit-in-hex"),
                         QStringLiteral("road-soft-ground-improved-or-sunken") }
        << QString();
    QTest::newRow("road asked in line: off road with a note")
        << QByteArray(R"({"formation": "line", "road": true})") << 3.0 << false << QStringList()
        << QStringLiteral("road movement not allowed (road movement needs march column or "
                          "disordered formation): off-road costs apply");
    QTest::newRow("cavalry over a wall: a third of the allowance")
        << QByteArray(R"({"formation": "disordered", "mounted": true, "hex": ["wall"],
                              "movement_allowance": 12})")
        << 6.0 << false << QStringList { QStringLiteral("fence-wall-or-trench-mounted") }
        << QStringLiteral("mounted over a fence, wall or trench: one third of the full "
                          "movement allowance is added to the cost like any other line");
    QTest::newRow("village: standard cost")
        << QByteArray(
               R"({"formation": "square", "hex": ["village", "woods"], "conditions": ["night"]})")
        << 5.0 << false << QStringList()
        << QStringLiteral("town or village: always the standard cost, no modifier line applies");
    QTest::newRow("small vessel in shallow water")
        << QByteArray(R"({"naval": true, "small_vessel": true, "hex": ["river", "shallow-water"]})")
        << 2.0 << false << QStringList() << QStringLiteral("may run aground");
    QTest::newRow("frozen lake") << QByteArray(
        R"({"formation": "march-column", "hex": ["lake", "frozen"]})")
                                 << 1.0 << false << QStringList()
                                 << QStringLiteral("frozen river or lake: normal movement costs");
    QTest::newRow("heavy guns over a bridged stream")
        << QByteArray(R"({"formation": "march-column", "heavy_equipment": true,
                              "crewed_weapons": true, "hex": ["bridged-stream"],
                              "elevation_change": true, "unlimbered_artillery": false})")
        << 6.0 << false
        << QStringList { QStringLiteral("heavy-equipment"), QStringLiteral("crewed-weapons"),
                         QStringLiteral("bridged-stream"),
                         QStringLiteral("change-in-elevation-not-mounted") }
        << QString();
}

void tst_RulesMove::allowed()
{
    QFETCH(QByteArray, request);
    QFETCH(double, cost);
    QFETCH(bool, road);
    QFETCH(QStringList, modifiers);
    QFETCH(QString, note);

    const Run run = runMove(request);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.err.isEmpty());
    QVERIFY(run.out.endsWith('\n'));
    QCOMPARE(run.out.count('\n'), 1);
    const QJsonObject answer = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(answer.value(QStringLiteral("allowed")).toBool(false), true);
    QCOMPARE(answer.value(QStringLiteral("cost")).toDouble(-1), cost);
    QCOMPARE(answer.value(QStringLiteral("road")).toBool(!road), road);
    QCOMPARE(ids(answer.value(QStringLiteral("modifiers")).toArray()), modifiers);
    QCOMPARE(answer.value(QStringLiteral("one_hex_always")).toBool(false), true);
    const QJsonArray notes = answer.value(QStringLiteral("notes")).toArray();
    QVERIFY(notes.last().toString().startsWith(QLatin1String("a unit may always move one hex")));
    if (!note.isEmpty())
        QVERIFY2(notes.contains(QJsonValue(note)), run.out.constData());
}

void tst_RulesMove::forbidden_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("reason");

    QTest::newRow("hex on fire") << QByteArray(R"({"formation": "line", "hex": ["fire"]})")
                                 << QStringLiteral("a hex on fire may not be entered");
    QTest::newRow("escarpment with elevation change")
        << QByteArray(R"({"formation": "line", "hex": ["escarpment"], "elevation_change": true})")
        << QStringLiteral("an escarpment with a change in elevation may not be crossed");
    QTest::newRow("gully with heavy equipment")
        << QByteArray(R"({"formation": "march-column", "hex": ["gully"], "heavy_equipment": true})")
        << QStringLiteral("heavy equipment may not cross an unbridged fordable stream or gully");
    QTest::newRow("unbridged non-fordable stream")
        << QByteArray(R"({"formation": "line", "hex": ["unfordable-stream"]})")
        << QStringLiteral("an unbridged non-fordable stream may not be crossed");
    QTest::newRow("river, not frozen")
        << QByteArray(R"({"formation": "march-column", "hex": ["river"]})")
        << QStringLiteral("non-naval units may not enter a river or lake unless it is frozen");
    QTest::newRow("naval on land")
        << QByteArray(R"({"naval": true, "hex": ["woods"]})")
        << QStringLiteral("naval units may move only on a river or lake: in deep water, or in "
                          "shallow water with small vessels");
    QTest::newRow("pushed guns adjacent to the enemy")
        << QByteArray(R"({"formation": "line", "unlimbered_artillery": true,
                              "conditions": ["adjacent-to-enemy"]})")
        << QStringLiteral("artillery may not be pushed (moved while unlimbered) into a hex "
                          "adjacent to an enemy unit");
}

void tst_RulesMove::forbidden()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, reason);

    const Run run = runMove(request);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject answer = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(answer.value(QStringLiteral("allowed")).toBool(true), false);
    QCOMPARE(answer.value(QStringLiteral("reason")).toString(), reason);
    QVERIFY(!answer.contains(QStringLiteral("cost")));
}

void tst_RulesMove::malformed_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QByteArray>("message");

    QTest::newRow("unknown hex word")
        << QByteArray(R"({"formation": "line", "hex": ["swamp"]})")
        << QByteArray("adc: hex: \"swamp\" is not one of town, village, marsh, berm, fire, "
                      "fence, wall, trench, escarpment, bridged-stream, fordable-stream, gully, "
                      "unfordable-stream, woods, abatis, redoubt, walled-compound, rocks, mud, "
                      "sand, field, river, lake, deep-water, shallow-water, frozen\n");
    QTest::newRow("unknown condition")
        << QByteArray(R"({"formation": "line", "conditions": ["fog"]})")
        << QByteArray("adc: conditions: \"fog\" is not one of soft-ground, heavy-rain, night, "
                      "under-fire, taking-cover, skirmishing, other-unit-in-hex, "
                      "adjacent-to-enemy\n");
    QTest::newRow("unknown field") << QByteArray(R"({"formation": "line", "weather": "fine"})")
                                   << QByteArray("adc: weather: unknown field\n");
    QTest::newRow("unknown formation")
        << QByteArray(R"({"formation": "column"})")
        << QByteArray("adc: formation: \"column\" is not one of march-column, disordered, "
                      "attack-column, supported-line, line, square\n");
    QTest::newRow("unknown road type")
        << QByteArray(R"({"formation": "march-column", "road": true, "road_type": "turnpike"})")
        << QByteArray("adc: road_type: \"turnpike\" is not one of road, improved, sunken\n");
    QTest::newRow("formation missing")
        << QByteArray(R"({"hex": ["woods"]})") << QByteArray("adc: formation: missing\n");
    QTest::newRow("mounted over a fence without allowance")
        << QByteArray(R"({"formation": "line", "mounted": true, "hex": ["fence"]})")
        << QByteArray("adc: movement_allowance: missing (fence-wall-or-trench-mounted costs a "
                      "fraction of it)\n");
    QTest::newRow("negative allowance")
        << QByteArray(R"({"formation": "line", "movement_allowance": -3})")
        << QByteArray("adc: movement_allowance: -3 is out of range (0 to 1000)\n");
    QTest::newRow("road not a boolean") << QByteArray(R"({"formation": "line", "road": "yes"})")
                                        << QByteArray("adc: road: expected true or false\n");
    QTest::newRow("hex not a list") << QByteArray(R"({"formation": "line", "hex": "woods"})")
                                    << QByteArray("adc: hex: expected a list of names\n");
    QTest::newRow("deep and shallow water together")
        << QByteArray(R"({"naval": true, "hex": ["deep-water", "shallow-water"]})")
        << QByteArray("adc: hex: deep-water and shallow-water exclude each other\n");
    QTest::newRow("not JSON") << QByteArray("{formation: line}")
                              << QByteArray("adc: request: not valid JSON");
}

void tst_RulesMove::malformed()
{
    QFETCH(QByteArray, request);
    QFETCH(QByteArray, message);

    const Run run = runMove(request);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(run.err.startsWith(message), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
}

ADC_TEST_GUILESS_MAIN(tst_RulesMove)
#include "tst_rules_move.moc"
