// The orders of the edits as the command line gives them: each request in
// the contract's forms reads as its order and writes back as it was read,
// and a bad field is named in the message ("FIELD: what is wrong").

#include "core/orders/ordercodec.h"
#include "testfailure.h"
#include "testsuite.h"

#include <QJsonDocument>
#include <QtTest>

using namespace Adc;

namespace {

// The object; an empty one, and the test failed, when the text is not one.
QJsonObject checkedObject(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (!document.isObject())
        ADC_FAIL(QStringLiteral("not a JSON object: %1 (%2)")
                     .arg(QString::fromUtf8(json), error.errorString()));
    return document.object();
}

QString shown(const QJsonObject &json)
{
    return QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact));
}

} // namespace

class tst_EditOrders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void badFields_data();
    void badFields();
    void typedValues();
    void typedUnitsAndSettings();
    void typedRoundTrip();
    void importNamesHowMany();
};

void tst_EditOrders::roundTrip_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::newRow("edit") << QByteArray(
        R"({"action": "edit", "unit": 3, "field": "ap", "value": 5})");
    QTest::newRow("edit a name") << QByteArray(
        R"({"action": "edit", "unit": 3, "field": "name", "value": "1/42nd"})");
    QTest::newRow("edit a flag") << QByteArray(
        R"({"action": "edit", "unit": 3, "field": "hidden", "value": true})");
    QTest::newRow("edit edge_distance to null")
        << QByteArray(R"({"action": "edit", "unit": 3, "field": "edge_distance", "value": null})");
    QTest::newRow("add-unit") << QByteArray(
        R"({"action": "add-unit", "unit": {"name": "1/42nd Highlanders",)"
        R"( "side": "Anglo-Allied", "brigade": "Pack", "arm": "infantry", "class": "elite",)"
        R"( "castings": 9, "cw": 9, "weapon": "musket"}})");
    QTest::newRow("add-units") << QByteArray(
        R"({"action": "add-units", "units": [)"
        R"({"name": "1/45e", "side": "France", "brigade": "Bachelu", "arm": "infantry",)"
        R"( "castings": 12},)"
        R"( {"name": "Foy's guns", "side": "France", "brigade": "Foy", "arm": "artillery",)"
        R"( "tubes": 6}]})");
    QTest::newRow("remove-unit") << QByteArray(R"({"action": "remove-unit", "unit": 3})");
    QTest::newRow("add-brigade") << QByteArray(
        R"({"action": "add-brigade", "side": "France", "name": "Bachelu",)"
        R"( "commander": "Gen. Bachelu"})");
    QTest::newRow("add-brigade without commander")
        << QByteArray(R"({"action": "add-brigade", "side": "France", "name": "Bachelu"})");
    QTest::newRow("remove-brigade") << QByteArray(R"({"action": "remove-brigade", "brigade": 4})");
    QTest::newRow("reorder") << QByteArray(R"({"action": "reorder", "units": [5, 3, 4]})");
    QTest::newRow("move-units") << QByteArray(
        R"({"action": "move-units", "units": [5, 3], "brigade": 4, "before": 7})");
    QTest::newRow("move-units to the end")
        << QByteArray(R"({"action": "move-units", "units": [5], "brigade": 4})");
    QTest::newRow("add-feature") << QByteArray(
        R"({"action": "add-feature", "name": "Hougoumont", "kind": "bua",)"
        R"( "cover": "medium", "capacity": 1})");
    QTest::newRow("add-feature with the rules' capacity")
        << QByteArray(R"({"action": "add-feature", "name": "Bossu Wood", "kind": "woods"})");
    QTest::newRow("add-feature without limit")
        << QByteArray(R"({"action": "add-feature", "name": "Gemioncourt", "kind": "hill",)"
                      R"( "capacity": null})");
    QTest::newRow("add-feature, a block of a town")
        << QByteArray(R"({"action": "add-feature", "name": "Quatre Bras", "kind": "bua",)"
                      R"( "cover": "heavy", "block": "town"})");
    QTest::newRow("remove-feature")
        << QByteArray(R"({"action": "remove-feature", "feature": "Hougoumont"})");
    QTest::newRow("place") << QByteArray(
        R"({"action": "place", "unit": 3, "feature": "Hougoumont"})");
    QTest::newRow("place along an LTF")
        << QByteArray(R"({"action": "place", "unit": 3, "feature": "Wall", "terrain": "hill"})");
    QTest::newRow("take out") << QByteArray(R"({"action": "place", "unit": 3, "feature": ""})");
    QTest::newRow("take out onto a hill")
        << QByteArray(R"({"action": "place", "unit": 3, "feature": "", "terrain": "hill"})");
    QTest::newRow("set-rulings") << QByteArray(
        R"({"action": "set-rulings",)"
        R"( "rulings": {"class-dice-elite": "2d6+2", "boxcars-face": 9}})");
    QTest::newRow("set-setting") << QByteArray(
        R"({"action": "set-setting", "key": "start-time", "value": "14:00"})");
    QTest::newRow("set-setting segments")
        << QByteArray(R"({"action": "set-setting", "key": "segments-per-turn", "value": 3})");
    QTest::newRow("issue-tokens") << QByteArray(R"({"action": "issue-tokens"})");
    QTest::newRow("renew-token of a side")
        << QByteArray(R"({"action": "renew-token", "side": "French"})");
    QTest::newRow("renew-token of the table")
        << QByteArray(R"({"action": "renew-token", "page": "table"})");
    QTest::newRow("renew-token, page side")
        << QByteArray(R"({"action": "renew-token", "page": "side", "side": "French"})");
}

void tst_EditOrders::roundTrip()
{
    QFETCH(QByteArray, request);
    const QJsonObject json = checkedObject(request.constData());
    const Result<Order> order = OrderCodec::fromJson(json);
    QVERIFY2(order.ok(), qPrintable(order.error()));
    QCOMPARE(order->kind(), json.value(QStringLiteral("action")).toString());
    QCOMPARE(shown(OrderCodec::toJson(*order)), shown(json));
}

void tst_EditOrders::badFields_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<QString>("error");
    QTest::newRow("edit: no unit") << QByteArray(R"({"action": "edit", "field": "ap", "value": 5})")
                                   << QStringLiteral("unit: missing");
    QTest::newRow("edit: unit not a number")
        << QByteArray(R"({"action": "edit", "unit": "3", "field": "ap", "value": 5})")
        << QStringLiteral("unit: expected a whole number");
    QTest::newRow("edit: unknown field")
        << QByteArray(R"({"action": "edit", "unit": 3, "field": "speed", "value": 3})")
        << QStringLiteral("field: \"speed\" is not a unit field");
    QTest::newRow("edit: the id") << QByteArray(
        R"({"action": "edit", "unit": 3, "field": "id", "value": 3})")
                                  << QStringLiteral("field: \"id\" is not a unit field");
    QTest::newRow("edit: no value") << QByteArray(R"({"action": "edit", "unit": 3, "field": "ap"})")
                                    << QStringLiteral("value: missing");
    QTest::newRow("edit: null") << QByteArray(
        R"({"action": "edit", "unit": 3, "field": "ap", "value": null})")
                                << QStringLiteral("value: null is no value");
    QTest::newRow("edit: a field it does not take")
        << QByteArray(R"({"action": "edit", "unit": 3, "field": "ap", "value": 5, "why": "x"})")
        << QStringLiteral("why: unknown field");
    QTest::newRow("add-unit: no unit")
        << QByteArray(R"({"action": "add-unit"})") << QStringLiteral("unit: missing");
    QTest::newRow("add-unit: not an object") << QByteArray(R"({"action": "add-unit", "unit": 3})")
                                             << QStringLiteral("unit: expected an object");
    QTest::newRow("add-units: no units")
        << QByteArray(R"({"action": "add-units"})") << QStringLiteral("units: missing");
    QTest::newRow("add-units: empty")
        << QByteArray(R"({"action": "add-units", "units": []})")
        << QStringLiteral("units: an empty list: there is no unit to add");
    QTest::newRow("add-units: not objects")
        << QByteArray(R"({"action": "add-units", "units": [1, 2]})")
        << QStringLiteral("units: expected a list of unit objects");
    QTest::newRow("add-units: a count is no request")
        << QByteArray(R"({"action": "add-units", "count": 2})") << QStringLiteral("units: missing");
    QTest::newRow("remove-unit: zero") << QByteArray(R"({"action": "remove-unit", "unit": 0})")
                                       << QStringLiteral("unit: 0 is out of range");
    QTest::newRow("add-brigade: no side")
        << QByteArray(R"({"action": "add-brigade", "name": "Bachelu"})")
        << QStringLiteral("side: missing");
    QTest::newRow("add-brigade: empty name")
        << QByteArray(R"({"action": "add-brigade", "side": "France", "name": " "})")
        << QStringLiteral("name: must not be empty");
    QTest::newRow("add-brigade: commander not text")
        << QByteArray(R"({"action": "add-brigade", "side": "France", "name": "B", "commander": 3})")
        << QStringLiteral("commander: expected a string");
    QTest::newRow("remove-brigade: no brigade")
        << QByteArray(R"({"action": "remove-brigade"})") << QStringLiteral("brigade: missing");
    QTest::newRow("reorder: no units")
        << QByteArray(R"({"action": "reorder"})") << QStringLiteral("units: missing");
    QTest::newRow("reorder: empty") << QByteArray(R"({"action": "reorder", "units": []})")
                                    << QStringLiteral("units: name at least one unit");
    QTest::newRow("reorder: not ids")
        << QByteArray(R"({"action": "reorder", "units": ["5"]})") << QStringLiteral("units: ");
    QTest::newRow("move-units: no brigade")
        << QByteArray(R"({"action": "move-units", "units": [5]})")
        << QStringLiteral("brigade: missing");
    QTest::newRow("move-units: before is moved")
        << QByteArray(R"({"action": "move-units", "units": [5, 3], "brigade": 4, "before": 3})")
        << QStringLiteral("before: unit 3 is one of the units moved");
    QTest::newRow("add-feature: unknown kind")
        << QByteArray(R"({"action": "add-feature", "name": "X", "kind": "lake"})")
        << QStringLiteral("kind: \"lake\" is not one of");
    QTest::newRow("add-feature: empty name")
        << QByteArray(R"({"action": "add-feature", "name": "", "kind": "woods"})")
        << QStringLiteral("name: must not be empty");
    QTest::newRow("add-feature: cover") << QByteArray(
        R"({"action": "add-feature", "name": "X", "kind": "woods", "cover": "thick"})")
                                        << QStringLiteral("cover: \"thick\" is not one of");
    QTest::newRow("add-feature: capacity 0")
        << QByteArray(R"({"action": "add-feature", "name": "X", "kind": "woods", "capacity": 0})")
        << QStringLiteral("capacity: 0 is out of range");
    QTest::newRow("add-feature: a block of a wood")
        << QByteArray(R"({"action": "add-feature", "name": "X", "kind": "woods", "block": "farm"})")
        << QStringLiteral("block: only a BUA is a farm or a block of a town");
    QTest::newRow("remove-feature: no feature")
        << QByteArray(R"({"action": "remove-feature"})") << QStringLiteral("feature: missing");
    QTest::newRow("place: no feature")
        << QByteArray(R"({"action": "place", "unit": 3})") << QStringLiteral("feature: missing");
    QTest::newRow("place: unknown terrain")
        << QByteArray(R"({"action": "place", "unit": 3, "feature": "", "terrain": "swamp"})")
        << QStringLiteral("terrain: \"swamp\" is not one of");
    QTest::newRow("set-rulings: no rulings")
        << QByteArray(R"({"action": "set-rulings"})") << QStringLiteral("rulings: missing");
    QTest::newRow("set-rulings: a bad value")
        << QByteArray(R"({"action": "set-rulings", "rulings": {"boxcars-face": 11}})")
        << QStringLiteral("rulings: boxcars-face:");
    QTest::newRow("set-rulings: no such ruling")
        << QByteArray(R"({"action": "set-rulings", "rulings": {"luck": 1}})")
        << QStringLiteral("rulings: luck: not a ruling");
    QTest::newRow("set-setting: no key")
        << QByteArray(R"({"action": "set-setting", "value": 3})") << QStringLiteral("key: missing");
    // Read where they enter, each value of its field's kind or its key's.
    QTest::newRow("edit: a value of another kind")
        << QByteArray(R"({"action": "edit", "unit": 3, "field": "ap", "value": "5"})")
        << QStringLiteral("ap: expected a whole number");
    QTest::newRow("edit: a list") << QByteArray(
        R"({"action": "edit", "unit": 3, "field": "hidden", "value": [true]})")
                                  << QStringLiteral("hidden: expected true or false");
    QTest::newRow("edit: a fraction of a count")
        << QByteArray(R"({"action": "edit", "unit": 3, "field": "castings", "value": 2.5})")
        << QStringLiteral("castings: expected a whole number");
    QTest::newRow("add-unit: a field of another kind")
        << QByteArray(R"({"action": "add-unit", "unit": {"name": "A", "castings": "9"}})")
        << QStringLiteral("unit.castings: expected a whole number");
    QTest::newRow("add-unit: no such field")
        << QByteArray(R"({"action": "add-unit", "unit": {"name": "A", "speed": 3}})")
        << QStringLiteral("unit.speed: unknown field");
    QTest::newRow("add-units: the unit's place named")
        << QByteArray(R"({"action": "add-units", "units": [{"name": "A"},)"
                      R"( {"name": "B", "smoke": 1}]})")
        << QStringLiteral("units[1].smoke: expected true or false");
    QTest::newRow("set-setting: segments not a number")
        << QByteArray(R"({"action": "set-setting", "key": "segments-per-turn", "value": "3"})")
        << QStringLiteral("value: expected a whole number from 1 to 99");
    QTest::newRow("set-setting: no value")
        << QByteArray(R"({"action": "set-setting", "key": "segments-per-turn"})")
        << QStringLiteral("value: expected a whole number from 1 to 99");
    QTest::newRow("set-setting: no time of day")
        << QByteArray(R"({"action": "set-setting", "key": "start-time", "value": "25:00"})")
        << QStringLiteral("value: expected a time of day as HH:MM");
    QTest::newRow("set-setting: no such key")
        << QByteArray(R"({"action": "set-setting", "key": "tempo", "value": 1})")
        << QStringLiteral("key: \"tempo\" is not a setting (one of segments-per-turn, start-time)");
    QTest::newRow("issue-tokens: a field it does not take")
        << QByteArray(R"({"action": "issue-tokens", "side": "French"})")
        << QStringLiteral("side: unknown field");
    QTest::newRow("renew-token: nothing named")
        << QByteArray(R"({"action": "renew-token"})")
        << QStringLiteral("side: name the side whose address to renew");
    QTest::newRow("renew-token: the table has no side")
        << QByteArray(R"({"action": "renew-token", "page": "table", "side": "French"})")
        << QStringLiteral("side: the table display's page has no side");
    QTest::newRow("renew-token: unknown page")
        << QByteArray(R"({"action": "renew-token", "page": "lobby"})")
        << QStringLiteral("page: \"lobby\" is not one of side, table");
}

void tst_EditOrders::badFields()
{
    QFETCH(QByteArray, request);
    QFETCH(QString, error);
    const Result<Order> order = OrderCodec::fromJson(checkedObject(request.constData()));
    QVERIFY(!order.ok());
    QVERIFY2(order.error().startsWith(error), qPrintable(order.error()));
}

void tst_EditOrders::typedValues()
{
    const Result<Order> edit = OrderCodec::fromJson(
        checkedObject(R"({"action": "edit", "unit": 3, "field": "ap", "value": 5})"));
    QVERIFY(edit.ok());
    QVERIFY(edit->get<EditOrder>());
    QCOMPARE(edit->get<EditOrder>()->unit, qint64(3));
    QCOMPARE(edit->get<EditOrder>()->field, QStringLiteral("ap"));
    QVERIFY(edit->get<EditOrder>()->value == UnitValue(5));

    const Result<Order> place = OrderCodec::fromJson(
        checkedObject(R"({"action": "place", "unit": 3, "feature": "", "terrain": "hill"})"));
    QVERIFY(place.ok());
    QVERIFY(place->get<PlaceOrder>()->terrain == Terrain::Hill);

    const Result<Order> feature = OrderCodec::fromJson(checkedObject(
        R"({"action": "add-feature", "name": "X", "kind": "hill", "capacity": null})"));
    QVERIFY(feature.ok());
    QVERIFY(feature->get<AddFeatureOrder>()->unlimited);
    QVERIFY(!feature->get<AddFeatureOrder>()->capacity);

    const Result<Order> move = OrderCodec::fromJson(
        checkedObject(R"({"action": "move-units", "units": [5, 3], "brigade": 4})"));
    QVERIFY(move.ok());
    QCOMPARE(move->get<MoveUnitsOrder>()->units, (QList<qint64> { 5, 3 }));
    QVERIFY(!move->get<MoveUnitsOrder>()->before);
    // The units a move names, for the views.
    QCOMPARE(OrderCodec::unitsNamed(*move), (QList<qint64> { 5, 3 }));

    const Result<Order> renew
        = OrderCodec::fromJson(checkedObject(R"({"action": "renew-token", "page": "table"})"));
    QVERIFY(renew.ok());
    QVERIFY(renew->get<RenewTokenOrder>()->isTable());
}

void tst_EditOrders::typedUnitsAndSettings()
{
    const Result<Order> unknown = OrderCodec::fromJson(
        checkedObject(R"({"action": "edit", "unit": 3, "field": "edge_distance", "value": null})"));
    QVERIFY(unknown.ok());
    QVERIFY(unknown->get<EditOrder>()->value.isNull());

    // A unit as given: the fields given, typed; those left out are not
    // there, for the battle's rulings to fill.
    const Result<Order> add = OrderCodec::fromJson(
        checkedObject(R"({"action": "add-unit", "unit": {"name": "1/42nd", "castings": 9,)"
                      R"( "smoke": true, "edge_distance": null}})"));
    QVERIFY2(add.ok(), qPrintable(add.error()));
    const UnitDraft &unit = add->get<AddUnitOrder>()->unit;
    QVERIFY(unit.value(QStringLiteral("name")) == UnitValue(QStringLiteral("1/42nd")));
    QVERIFY(unit.value(QStringLiteral("castings")) == UnitValue(9));
    QVERIFY(unit.value(QStringLiteral("smoke")) == UnitValue(true));
    QVERIFY(!unit.has(QStringLiteral("edge_distance")));
    QVERIFY(!unit.has(QStringLiteral("ap")));
    QCOMPARE(unit.fields(),
             (QStringList { QStringLiteral("castings"), QStringLiteral("name"),
                            QStringLiteral("smoke") }));

    const Result<Order> many = OrderCodec::fromJson(checkedObject(
        R"({"action": "add-units", "units": [{"name": "A"}, {"name": "B", "tubes": 6}]})"));
    QVERIFY(many.ok());
    QCOMPARE(many->get<AddUnitsOrder>()->units.size(), 2);
    QVERIFY(many->get<AddUnitsOrder>()->units.at(1).value(QStringLiteral("tubes")) == UnitValue(6));

    const Result<Order> segments = OrderCodec::fromJson(
        checkedObject(R"({"action": "set-setting", "key": "segments-per-turn", "value": 3})"));
    QVERIFY(segments.ok());
    QVERIFY(std::get<int>(segments->get<SetSettingOrder>()->value) == 3);
    const Result<Order> start = OrderCodec::fromJson(
        checkedObject(R"({"action": "set-setting", "key": "start-time", "value": "09:30"})"));
    QVERIFY(start.ok());
    QCOMPARE(std::get<QTime>(start->get<SetSettingOrder>()->value), QTime(9, 30));
    QCOMPARE(start->get<SetSettingOrder>()->key(), QStringLiteral("start-time"));
}

void tst_EditOrders::typedRoundTrip()
{
    // Orders built typed (as the window builds them) write and read back
    // as the same typed values.
    UnitDraft draft;
    draft.set(QStringLiteral("name"), QStringLiteral("Foy's guns"));
    draft.set(QStringLiteral("arm"), QStringLiteral("artillery"));
    draft.set(QStringLiteral("tubes"), 6);
    draft.set(QStringLiteral("edge_distance"), 2.5);
    draft.set(QStringLiteral("hidden"), false);
    AddUnitsOrder units;
    units.units = { draft, UnitDraft() };
    units.units[1].set(QStringLiteral("name"), QStringLiteral("B"));
    const QList<Order> orders { AddUnitOrder { draft },
                                units,
                                EditOrder { 3, QStringLiteral("edge_distance"), UnitValue() },
                                EditOrder { 3, QStringLiteral("edge_distance"), 1.75 },
                                EditOrder { 3, QStringLiteral("seen"), true },
                                EditOrder { 3, QStringLiteral("morale"), QStringLiteral("shaken") },
                                SetSettingOrder { 4 },
                                SetSettingOrder { QTime(13, 30) } };
    for (const Order &order : orders) {
        const QJsonObject json = OrderCodec::toJson(order);
        const Result<Order> read = OrderCodec::fromJson(json);
        QVERIFY2(read.ok(), qPrintable(shown(json) + QStringLiteral(": ") + read.error()));
        QCOMPARE(read->kind(), order.kind());
        if (const AddUnitOrder *add = order.get<AddUnitOrder>())
            QVERIFY2(read->get<AddUnitOrder>()->unit == add->unit, qPrintable(shown(json)));
        if (const AddUnitsOrder *many = order.get<AddUnitsOrder>())
            QVERIFY2(read->get<AddUnitsOrder>()->units == many->units, qPrintable(shown(json)));
        if (const EditOrder *edit = order.get<EditOrder>()) {
            QCOMPARE(read->get<EditOrder>()->field, edit->field);
            QVERIFY2(read->get<EditOrder>()->value == edit->value, qPrintable(shown(json)));
        }
        if (const SetSettingOrder *setting = order.get<SetSettingOrder>())
            QVERIFY2(read->get<SetSettingOrder>()->value == setting->value,
                     qPrintable(shown(json)));
    }
    QCOMPARE(shown(OrderCodec::toJson(SetSettingOrder { QTime(9, 0) })),
             QStringLiteral(R"({"action":"set-setting","key":"start-time","value":"09:00"})"));
}

void tst_EditOrders::importNamesHowMany()
{
    // The log's form of an import: how many units, not the units again.
    AddUnitsOrder order;
    order.count = 20000;
    QCOMPARE(shown(OrderCodec::toJson(order)),
             QStringLiteral(R"({"action":"add-units","count":20000})"));
}

ADC_TEST_APPLESS_MAIN(tst_EditOrders)
#include "tst_editorders.moc"
