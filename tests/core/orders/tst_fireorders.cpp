// The fire, charge and charge-outcome orders in their one JSON form
// (docs/contract.md, fire, charge, charge-outcome): every request form the
// contract allows reads into an order and writes back as it was given, and
// a field of the wrong type or range is named with what is wrong
// ("FIELD: ...", exit 2), before any battle is asked.

#include "core/orders/ordercodec.h"
#include "testsuite.h"
#include "testwords.h"

#include <QJsonDocument>
#include <QTest>

using namespace Adc;

namespace {

using AdcTest::object;

} // namespace

class tst_FireOrders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void badFields_data();
    void badFields();
    void unitsNamed();
};

void tst_FireOrders::roundTrip_data()
{
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("kind");

    // Fire.
    QTest::newRow("fire: the contract's example, boxcars_roll one number")
        << object(R"({"action": "fire", "firers": [2], "target": 1, "range": 3, "ap": 1,
                      "die": 7, "boxcars_roll": 9})")
        << "fire";
    QTest::newRow("fire: every field, ricochet by ids")
        << object(R"({"action": "fire", "firers": [3], "target": 7, "range": 3, "ap": 1,
                      "shot": "ball", "die": 7, "boxcars_roll": 9, "boxcars_faces": [[4, 5]],
                      "conditions": ["cover-light"], "without": ["initial-volley"],
                      "stands": 2, "ricochet": [8, 9], "ricochet_dice": [4, 6]})")
        << "fire";
    QTest::newRow("fire: the least a fire needs")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 2.5})") << "fire";
    QTest::newRow("fire: pooled, boxcars_roll a list, faces null where none")
        << object(R"({"action": "fire", "firers": [1, 2], "target": 3, "range": 2,
                      "die": 10, "boxcars_roll": [11, 4], "boxcars_faces": [[5, 6], null]})")
        << "fire";
    QTest::newRow("fire: one boxcars total as a list")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 10,
                      "boxcars_roll": [12]})")
        << "fire";
    QTest::newRow("fire: ricochet with each unit's distance, one measured")
        << object(R"({"action": "fire", "firers": [4], "target": 1, "range": 10,
                      "shot": "ball", "die": 6,
                      "ricochet": [{"unit": 2, "distance": 3.5}, {"unit": 5}],
                      "ricochet_dice": [8]})")
        << "fire";
    QTest::newRow("fire: ricochet as objects, none measured")
        << object(R"({"action": "fire", "firers": [4], "target": 1, "range": 10,
                      "ricochet": [{"unit": 2}]})")
        << "fire";
    QTest::newRow("fire: canister, 2 AP")
        << object(R"({"action": "fire", "firers": [4], "target": 1, "range": 4,
                      "shot": "canister", "ap": 2})")
        << "fire";
    QTest::newRow("fire: at a town block's edge")
        << object(R"({"action": "fire", "firers": [4], "target_feature": 2, "range": 8,
                      "shot": "ball", "die": 6, "ricochet_dice": [3, 9]})")
        << "fire";
    QTest::newRow("fire: scrounging declared")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3,
                      "conditions": ["scrounging"]})")
        << "fire";
    QTest::newRow("fire: dice rolled on screen")
        << object(R"({"action": "fire", "firers": [1], "target": 2, "range": 3, "die": 7,
                      "boxcars_roll": [9], "boxcars_faces": [[4, 5]],
                      "rolled": ["die", "boxcars_faces[0]"]})")
        << "fire";

    // Charge.
    QTest::newRow("charge: through to its end")
        << object(R"({"action": "charge", "charger": 5, "defender": 3, "rolls": [9, 6],
                      "fire_die": 7, "also": [8], "outcome": "firefight"})")
        << "charge";
    QTest::newRow("charge: the old form, the defender's rolls only")
        << object(R"({"action": "charge", "defender": 1, "rolls": [9]})") << "charge";
    QTest::newRow("charge: every roll left to the battle")
        << object(R"({"action": "charge", "defender": 1})") << "charge";
    QTest::newRow("charge: faces thrown, one rolled on screen")
        << object(R"({"action": "charge", "charger": 2, "defender": 1, "rolls": [9, 6],
                      "faces": [[4, 5], null], "fire_die": 3,
                      "rolled": ["faces[0]", "fire_die"]})")
        << "charge";

    QTest::newRow("charge: the faces of the fire's boxcars, as the log keeps them")
        << object(R"({"action": "charge", "charger": 2, "defender": 1, "rolls": [9, 6],
                      "fire_die": 10, "fire_boxcars_faces": [6, 6]})")
        << "charge";

    // Charge outcome.
    for (const char *outcome : { "home", "repulsed", "retires", "firefight" })
        QTest::newRow(qPrintable(QStringLiteral("charge-outcome: %1").arg(QLatin1String(outcome))))
            << QJsonObject { { QStringLiteral("action"), QStringLiteral("charge-outcome") },
                             { QStringLiteral("outcome"), QLatin1String(outcome) } }
            << "charge-outcome";
    QTest::newRow("charge-outcome: naming the charge")
        << object(R"({"action": "charge-outcome", "outcome": "home", "charge": 12})")
        << "charge-outcome";
}

void tst_FireOrders::roundTrip()
{
    QFETCH(QJsonObject, request);
    QFETCH(QString, kind);
    QVERIFY(!request.isEmpty());
    const Result<Order> order = OrderCodec::fromJson(request);
    QVERIFY2(order.ok(), qPrintable(order.error()));
    QCOMPARE(order->kind(), kind);
    const QJsonObject written = OrderCodec::toJson(*order);
    QVERIFY2(written == request,
             qPrintable(QString::fromUtf8(QJsonDocument(written).toJson(QJsonDocument::Compact))));
}

void tst_FireOrders::badFields_data()
{
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("error");

    const auto fire = [](const char *fields) {
        QJsonObject request = object(fields);
        request.insert(QStringLiteral("action"), QStringLiteral("fire"));
        return request;
    };
    QTest::newRow("fire: no firers") << fire(R"({"target": 2, "range": 3})") << "firers: missing";
    QTest::newRow("fire: an empty list of firers")
        << fire(R"({"firers": [], "target": 2, "range": 3})") << "firers: name at least one unit";
    QTest::newRow("fire: a firer by name") << fire(R"({"firers": ["A"], "target": 2, "range": 3})")
                                           << "firers: expected a list of whole numbers";
    QTest::newRow("fire: no target") << fire(R"({"firers": [1], "range": 3})") << "target: missing";
    QTest::newRow("fire: a target and a town block")
        << fire(R"({"firers": [1], "target": 2, "target_feature": 3, "range": 3})")
        << "target: give a target or a target_feature, not both";
    QTest::newRow("fire: no range") << fire(R"({"firers": [1], "target": 2})") << "range: missing";
    QTest::newRow("fire: a negative range") << fire(R"({"firers": [1], "target": 2, "range": -1})")
                                            << "range: -1 is out of range (0 to 1000)";
    QTest::newRow("fire: 0 AP") << fire(R"({"firers": [1], "target": 2, "range": 3, "ap": 0})")
                                << "ap: 0 is out of range (1 to 99)";
    QTest::newRow("fire: a shot of no gun")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "shot": "grape"})")
        << "shot: \"grape\" is not one of ball, canister";
    QTest::newRow("fire: die 11") << fire(R"({"firers": [1], "target": 2, "range": 3, "die": 11})")
                                  << "die: 11 is out of range (1 to 10)";
    QTest::newRow("fire: die 2.5")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "die": 2.5})")
        << "die: expected a whole number";
    QTest::newRow("fire: boxcars roll 13")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "boxcars_roll": 13})")
        << "boxcars_roll: 13 is out of range (2 to 12)";
    QTest::newRow("fire: boxcars rolls 1")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "boxcars_roll": [9, 1]})")
        << "boxcars_roll: 1 is out of range (2 to 12)";
    QTest::newRow("fire: boxcars faces not in lists")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "boxcars_faces": [4, 5]})")
        << "boxcars_faces: expected a list of die faces";
    QTest::newRow("fire: an unknown condition")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "conditions": ["uphill"]})")
        << "conditions: \"uphill\" is not one of";
    QTest::newRow("fire: without a condition by number")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "without": [3]})")
        << "without: expected a list of names";
    QTest::newRow("fire: no stands")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "stands": 0})")
        << "stands: 0 is out of range (0.5 to 1000)";
    QTest::newRow("fire: a ricochet unit by name")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "ricochet": ["U"]})")
        << "ricochet: expected a list of whole numbers";
    QTest::newRow("fire: a ricochet object without its unit")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "ricochet": [{"distance": 3}]})")
        << "ricochet[0].unit: missing";
    QTest::newRow("fire: a ricochet object with a range")
        << fire(R"({"firers": [1], "target": 2, "range": 3,
                    "ricochet": [{"unit": 4, "range": 3}]})")
        << "ricochet[0].range: unknown field";
    QTest::newRow("fire: a ricochet distance negative")
        << fire(R"({"firers": [1], "target": 2, "range": 3,
                    "ricochet": [{"unit": 4, "distance": -2}]})")
        << "ricochet[0].distance: -2 is out of range (0 to 1000)";
    QTest::newRow("fire: ids and objects mixed")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "ricochet": [{"unit": 4}, 5]})")
        << "ricochet[1]: expected {\"unit\": id, \"distance\": inches}";
    QTest::newRow("fire: ricochet die 0")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "ricochet": [4],
                    "ricochet_dice": [0]})")
        << "ricochet_dice: 0 is out of range (1 to 10)";
    QTest::newRow("fire: an unknown field")
        << fire(R"({"firers": [1], "target": 2, "range": 3, "speed": 2})")
        << "speed: unknown field";

    QTest::newRow("charge: no defender")
        << object(R"({"action": "charge"})") << "defender: missing";
    QTest::newRow("charge: rolls as one number")
        << object(R"({"action": "charge", "defender": 1, "rolls": 9})")
        << "rolls: expected a list of whole numbers";
    QTest::newRow("charge: a charger of null")
        << object(R"({"action": "charge", "charger": null, "defender": 1})") << "charger: missing";
    QTest::newRow("charge: a unit caught in it by name")
        << object(R"({"action": "charge", "defender": 1, "also": ["B"]})")
        << "also: expected a list of whole numbers";
    QTest::newRow("charge: faces as numbers")
        << object(R"({"action": "charge", "defender": 1, "rolls": [9], "faces": 9})")
        << "faces: expected a list of die-face lists";
    QTest::newRow("charge: fire die 0")
        << object(R"({"action": "charge", "defender": 1, "fire_die": 0})")
        << "fire_die: 0 is out of range (1 to 10)";
    QTest::newRow("charge: the fire's boxcars faces as a total")
        << object(R"({"action": "charge", "defender": 1, "fire_boxcars_faces": 12})")
        << "fire_boxcars_faces: expected a list of die faces";
    QTest::newRow("charge: an outcome the umpire cannot record")
        << object(R"({"action": "charge", "defender": 1, "outcome": "won"})")
        << "outcome: \"won\" is not one of home, repulsed, retires, firefight";
    QTest::newRow("charge: a distance")
        << object(R"({"action": "charge", "defender": 1, "distance": 4})")
        << "distance: unknown field";

    QTest::newRow("charge-outcome: no outcome")
        << object(R"({"action": "charge-outcome"})") << "outcome: missing";
    QTest::newRow("charge-outcome: charge 0")
        << object(R"({"action": "charge-outcome", "outcome": "home", "charge": 0})")
        << "charge: 0 is out of range (1 to 2147483647)";
    QTest::newRow("charge-outcome: the defender")
        << object(R"({"action": "charge-outcome", "outcome": "home", "defender": 3})")
        << "defender: unknown field";
}

void tst_FireOrders::badFields()
{
    QFETCH(QJsonObject, request);
    QFETCH(QString, error);
    const Result<Order> order = OrderCodec::fromJson(request);
    QVERIFY(!order.ok());
    QVERIFY2(order.error().startsWith(error), qPrintable(order.error()));
}

void tst_FireOrders::unitsNamed()
{
    // The units a fire names, ricochet objects included, each once; and a
    // charge's, in the order named.
    const Result<Order> fire = OrderCodec::fromJson(
        object(R"({"action": "fire", "firers": [4, 6], "target": 1, "range": 10,
                   "ricochet": [{"unit": 2, "distance": 3.5}, {"unit": 5}]})"));
    QVERIFY2(fire.ok(), qPrintable(fire.error()));
    QCOMPARE(OrderCodec::unitsNamed(*fire), (QList<qint64> { 4, 6, 1, 2, 5 }));
    const Result<Order> charge = OrderCodec::fromJson(
        object(R"({"action": "charge", "charger": 5, "defender": 3, "also": [8]})"));
    QVERIFY2(charge.ok(), qPrintable(charge.error()));
    QCOMPARE(OrderCodec::unitsNamed(*charge), (QList<qint64> { 3, 5, 8 }));
}

ADC_TEST_APPLESS_MAIN(tst_FireOrders)
#include "tst_fireorders.moc"
