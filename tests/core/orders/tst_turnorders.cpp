// The move, flee, end-segment, end-turn and roll orders through their one
// JSON form: each request the contract documents reads into its order and
// is written back as it was, and a bad field is named with what is wrong.

#include "core/orders/ordercodec.h"
#include "testsuite.h"
#include "testwords.h"

#include <QJsonDocument>
#include <QtTest>

using namespace Adc;

namespace {

using AdcTest::object;

} // namespace

class tst_TurnOrders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void badField_data();
    void badField();
    void moveRead();
    void listsGivenOrLeftOut();
    void rollRead();
    void builtOrdersWritten();
};

void tst_TurnOrders::roundTrip_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("kind");
    const auto row = [](const char *name, const char *request, const char *kind) {
        QTest::newRow(name) << QByteArray(request) << QString::fromLatin1(kind);
    };
    row("move, the unit only", R"({"action": "move", "unit": 3})", "move");
    row("move, every field",
        R"({"action": "move", "unit": 3, "to": "woods", "feature": 5, "across": ["ltf"],
            "road": false})",
        "move");
    row("move, out of its feature", R"({"action": "move", "unit": 3, "feature": null})", "move");
    row("move, by road over a bridge",
        R"({"action": "move", "unit": 12, "to": "open", "across": ["river", "bridge"],
            "road": true})",
        "move");
    row("move, nothing crossed", R"({"action": "move", "unit": 3, "across": []})", "move");
    row("flee", R"({"action": "flee", "unit": 3})", "flee");
    row("end-segment, from the log", R"({"action": "end-segment"})", "end-segment");
    row("end-segment, both lists",
        R"({"action": "end-segment", "moved": [3], "enemy_within_12": [7]})", "end-segment");
    row("end-segment, lists given empty",
        R"({"action": "end-segment", "moved": [], "enemy_within_12": []})", "end-segment");
    row("end-segment, one list", R"({"action": "end-segment", "moved": [4, 2]})", "end-segment");
    row("end-turn, from the log", R"({"action": "end-turn"})", "end-turn");
    row("end-turn, every list",
        R"({"action": "end-turn", "out_of_contact": [3, 4], "moved": [], "enemy_within_12": []})",
        "end-turn");
    row("end-turn, out of contact only", R"({"action": "end-turn", "out_of_contact": [9]})",
        "end-turn");
    row("roll, rolled by the program", R"({"action": "roll", "dice": "2d6"})", "roll");
    row("roll, thrown at the table",
        R"({"action": "roll", "dice": "2d6+1", "faces": [3, 5], "purpose": "morale"})", "roll");
    row("roll, rolled on screen",
        R"({"action": "roll", "dice": "1d10", "faces": [4], "rolled": ["faces"]})", "roll");
    row("roll, no purpose in words", R"({"action": "roll", "dice": "1d12-1", "purpose": ""})",
        "roll");
}

void tst_TurnOrders::roundTrip()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, kind);
    QJsonParseError parsed;
    const QJsonObject json = QJsonDocument::fromJson(request, &parsed).object();
    QCOMPARE(parsed.error, QJsonParseError::NoError);
    const Result<Order> order = OrderCodec::fromJson(json);
    QVERIFY2(order.ok(), qPrintable(order.error()));
    QCOMPARE(order->kind(), kind);
    QCOMPARE(OrderCodec::toJson(*order), json);
}

void tst_TurnOrders::badField_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("error");
    const auto row = [](const char *name, const char *request, const char *error) {
        QTest::newRow(name) << QByteArray(request) << QString::fromUtf8(error);
    };
    row("move, no unit", R"({"action": "move", "to": "woods"})", "unit: missing");
    row("move, unit by name", R"({"action": "move", "unit": "2/95th"})",
        "unit: expected a whole number");
    row("move, unit 0", R"({"action": "move", "unit": 0})", "unit: 0 is out of range");
    row("move, no such terrain", R"({"action": "move", "unit": 3, "to": "marsh"})",
        "to: \"marsh\" is not one of");
    row("move, feature by name", R"({"action": "move", "unit": 3, "feature": "Bossu wood"})",
        "feature: expected a feature id or null");
    row("move, feature not whole", R"({"action": "move", "unit": 3, "feature": 1.5})",
        "feature: expected a feature id or null");
    row("move, feature 0", R"({"action": "move", "unit": 3, "feature": 0})",
        "feature: expected a feature id or null");
    row("move, unknown crossing", R"({"action": "move", "unit": 3, "across": ["wall"]})",
        "across: \"wall\" is not one of");
    row("move, across not a list", R"({"action": "move", "unit": 3, "across": "ltf"})",
        "across: expected a list of names");
    row("move, road in words", R"({"action": "move", "unit": 3, "road": "yes"})",
        "road: expected true or false");
    row("move, unknown field", R"({"action": "move", "unit": 3, "hex": 3})", "hex: unknown field");
    row("flee, no unit", R"({"action": "flee"})", "unit: missing");
    row("flee, unit not whole", R"({"action": "flee", "unit": 2.5})",
        "unit: expected a whole number");
    row("flee, unknown field", R"({"action": "flee", "unit": 3, "to": "woods"})",
        "to: unknown field");
    row("end-segment, moved not a list", R"({"action": "end-segment", "moved": 1})",
        "moved: expected a list of whole numbers");
    row("end-segment, a unit by name", R"({"action": "end-segment", "enemy_within_12": ["1/45e"]})",
        "enemy_within_12: expected a list of whole numbers");
    row("end-segment, unit 0", R"({"action": "end-segment", "moved": [0]})",
        "moved: 0 is out of range");
    row("end-segment, unknown field", R"({"action": "end-segment", "fired": [1]})",
        "fired: unknown field");
    row("end-segment, out of contact", R"({"action": "end-segment", "out_of_contact": [1]})",
        "out_of_contact: unknown field");
    row("end-turn, out of contact by name", R"({"action": "end-turn", "out_of_contact": ["x"]})",
        "out_of_contact: expected a list of whole numbers");
    row("end-turn, moved not a list", R"({"action": "end-turn", "moved": {}})",
        "moved: expected a list of whole numbers");
    row("end-turn, unknown field", R"({"action": "end-turn", "replenish": true})",
        "replenish: unknown field");
    row("roll, no dice", R"({"action": "roll"})", "dice: missing");
    row("roll, dice as a number", R"({"action": "roll", "dice": 6})", "dice: expected a string");
    row("roll, dice that do not read", R"({"action": "roll", "dice": "2x6"})", "dice: \"2x6\"");
    row("roll, faces not a list", R"({"action": "roll", "dice": "1d6", "faces": 4})",
        "faces: expected a list of die faces");
    row("roll, a face not whole", R"({"action": "roll", "dice": "1d6", "faces": [4.5]})",
        "faces: expected a list of die faces");
    row("roll, purpose as a number", R"({"action": "roll", "dice": "1d6", "purpose": 3})",
        "purpose: expected a string");
    row("roll, rolled not a list", R"({"action": "roll", "dice": "1d6", "rolled": "faces"})",
        "rolled: expected a list of dice fields");
    row("roll, unknown field", R"({"action": "roll", "dice": "1d6", "unit": 3})",
        "unit: unknown field");
}

void tst_TurnOrders::badField()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, error);
    QJsonParseError parsed;
    const QJsonObject json = QJsonDocument::fromJson(request, &parsed).object();
    QCOMPARE(parsed.error, QJsonParseError::NoError);
    const Result<Order> order = OrderCodec::fromJson(json);
    QVERIFY(!order.ok());
    QVERIFY2(order.error().startsWith(error), qPrintable(order.error()));
}

void tst_TurnOrders::moveRead()
{
    const Result<Order> order = OrderCodec::fromJson(
        object(R"({"action": "move", "unit": 3, "to": "woods", "feature": 5, "across": ["ltf"]})"));
    QVERIFY2(order.ok(), qPrintable(order.error()));
    const MoveOrder *move = order->get<MoveOrder>();
    QVERIFY(move);
    QCOMPARE(move->unit, 3);
    QCOMPARE(move->to, std::optional<Terrain>(Terrain::Woods));
    QCOMPARE(move->feature, std::optional<qint64>(5));
    QVERIFY(!move->leaveFeature);
    QCOMPARE(move->across, std::optional<QStringList>(QStringList { QStringLiteral("ltf") }));
    QVERIFY(!move->road);

    const Result<Order> leaving
        = OrderCodec::fromJson(object(R"({"action": "move", "unit": 3, "feature": null})"));
    QVERIFY(leaving.ok());
    QVERIFY(leaving->get<MoveOrder>()->leaveFeature);
    QVERIFY(!leaving->get<MoveOrder>()->feature);
}

// A list left out is the log's to fill; one given, even empty, is as given.
void tst_TurnOrders::listsGivenOrLeftOut()
{
    const Result<Order> segment
        = OrderCodec::fromJson(object(R"({"action": "end-segment", "moved": []})"));
    QVERIFY(segment.ok());
    QCOMPARE(segment->get<EndSegmentOrder>()->moved, std::optional<QList<qint64>>(QList<qint64>()));
    QVERIFY(!segment->get<EndSegmentOrder>()->enemyWithin12);

    const Result<Order> turn = OrderCodec::fromJson(
        object(R"({"action": "end-turn", "out_of_contact": [3, 4], "enemy_within_12": [7]})"));
    QVERIFY(turn.ok());
    const EndTurnOrder *end = turn->get<EndTurnOrder>();
    QCOMPARE(end->outOfContact, std::optional<QList<qint64>>(QList<qint64> { 3, 4 }));
    QVERIFY(!end->sweep.moved);
    QCOMPARE(end->sweep.enemyWithin12, std::optional<QList<qint64>>(QList<qint64> { 7 }));
}

void tst_TurnOrders::rollRead()
{
    const Result<Order> order = OrderCodec::fromJson(
        object(R"({"action": "roll", "dice": "2d6+1", "faces": [3, 5], "rolled": ["faces"]})"));
    QVERIFY2(order.ok(), qPrintable(order.error()));
    const RollOrder *roll = order->get<RollOrder>();
    QVERIFY(roll);
    QCOMPARE(roll->dice, DiceExpression::dice(2, 6, 1));
    QCOMPARE(roll->faces, std::optional<QList<int>>(QList<int> { 3, 5 }));
    QVERIFY(!roll->purpose);
    QCOMPARE(order->rolled(), QStringList { QStringLiteral("faces") });

    // The dice are kept as dice: written in their own spelling.
    const Result<Order> spelt
        = OrderCodec::fromJson(object(R"({"action": "roll", "dice": " d12 - 1"})"));
    QVERIFY2(spelt.ok(), qPrintable(spelt.error()));
    QCOMPARE(OrderCodec::toJson(*spelt), object(R"({"action": "roll", "dice": "1d12-1"})"));
}

// What the window builds is written as the contract spells it.
void tst_TurnOrders::builtOrdersWritten()
{
    MoveOrder move;
    move.unit = 4;
    move.road = true;
    QCOMPARE(OrderCodec::toJson(Order(move)),
             object(R"({"action": "move", "unit": 4, "road": true})"));

    FleeOrder flee;
    flee.unit = 2;
    QCOMPARE(OrderCodec::toJson(Order(flee)), object(R"({"action": "flee", "unit": 2})"));

    const EndTurnOrder end { EndSegmentOrder { QList<qint64> { 1 }, QList<qint64>() },
                             QList<qint64> { 2, 3 } };
    QCOMPARE(OrderCodec::toJson(Order(end)),
             object(R"({"action": "end-turn", "moved": [1], "enemy_within_12": [],
                        "out_of_contact": [2, 3]})"));

    RollOrder roll;
    roll.dice = DiceExpression::dice(1, 10);
    roll.purpose = QStringLiteral("weather");
    QCOMPARE(OrderCodec::toJson(Order(roll)),
             object(R"({"action": "roll", "dice": "1d10", "purpose": "weather"})"));
}

ADC_TEST_APPLESS_MAIN(tst_TurnOrders)
#include "tst_turnorders.moc"
