#include "db/io/oobexport.h"
#include "db/io/oobimport.h"
#include "db/resulttesting.h"
#include "db/tables/unitreader.h"
#include "testpaths.h"
#include "testsuite.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Adc;

namespace {

QJsonObject parse(const QByteArray &text)
{
    return QJsonDocument::fromJson(text).object();
}

const QByteArray kBattalion
    = R"({"name": "1/42nd", "side": "Anglo-Allied", "brigade": "Pack", "arm": "infantry", "castings": 9})";
const QByteArray kBattery
    = R"({"name": "Rogers", "side": "Anglo-Allied", "brigade": "Picton", "arm": "artillery", "tubes": 6})";

// The unit object with one field set (or removed, for an undefined value).
QJsonObject with(const QByteArray &base, const QString &field, const QJsonValue &value)
{
    QJsonObject object = parse(base);
    if (value.isUndefined())
        object.remove(field);
    else
        object.insert(field, value);
    return object;
}

QByteArray jsonText(const QJsonValue &value)
{
    return value.isArray() ? QJsonDocument(value.toArray()).toJson()
                           : QJsonDocument(value.toObject()).toJson();
}

// Turns unit objects into CSV with the given columns (JSON values as text).
QByteArray csvOf(const QStringList &columns, const QList<QJsonObject> &objects)
{
    QString text = columns.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const QJsonObject &object : objects) {
        QStringList cells;
        for (const QString &column : columns) {
            const QJsonValue value = object.value(column);
            if (value.isBool())
                cells << QString::fromLatin1(value.toBool() ? "true" : "false");
            else if (value.isDouble())
                cells << QString::number(value.toDouble(), 'g', 10);
            else
                cells << OobExport::csvCell(value.toString());
        }
        text += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text.toUtf8();
}

QList<UnitRecord> withIds(QList<UnitRecord> units)
{
    for (int i = 0; i < units.size(); ++i)
        units[i].id = i + 1;
    return units;
}

QList<UnitRecord> sampleUnits()
{
    QFile file(AdcTest::sourceDir() + QStringLiteral("/resources/battles/quatre-bras.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return OobImport::fromJson(file.readAll(), UnitReader()).units;
}

} // namespace

class tst_OobImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults_data();
    void defaults();
    void goodUnit_data();
    void goodUnit();
    void badUnit_data();
    void badUnit();
    void idRejectedForUnitAdd();
    void jsonForms_data();
    void jsonForms();
    void jsonBadRowsNamedByLine();
    void jsonFileProblems_data();
    void jsonFileProblems();
    void csvGood();
    void csvQuoting_data();
    void csvQuoting();
    void csvBadRowsNamedByLine();
    void csvFileProblems_data();
    void csvFileProblems();
    void duplicateIds_data();
    void duplicateIds();
    void roundTrip_data();
    void roundTrip();
    void exportCsvCell_data();
    void exportCsvCell();
    void formatOf_data();
    void formatOf();
    void fromFile();
    void sampleBattle();
};

// Each field left out takes the rules' default.
void tst_OobImport::defaults_data()
{
    QTest::addColumn<QByteArray>("object");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("expected");

    QTest::newRow("class defaults to line")
        << kBattalion << "class" << QJsonValue(QStringLiteral("line"));
    QTest::newRow("steps default to 0") << kBattalion << "steps" << QJsonValue(0);
    QTest::newRow("castings_initial = castings")
        << kBattalion << "castings_initial" << QJsonValue(9);
    QTest::newRow("cw = castings") << kBattalion << "cw" << QJsonValue(9);
    QTest::newRow("cw_initial = cw") << kBattalion << "cw_initial" << QJsonValue(9);
    QTest::newRow("infantry AP 8 (ammunition table)") << kBattalion << "ap" << QJsonValue(8);
    QTest::newRow("infantry no ball AP") << kBattalion << "ap_ball" << QJsonValue(0);
    QTest::newRow("infantry no tubes") << kBattalion << "tubes" << QJsonValue(0);
    QTest::newRow("infantry musket")
        << kBattalion << "weapon" << QJsonValue(QStringLiteral("musket"));
    QTest::newRow("infantry in line")
        << kBattalion << "formation" << QJsonValue(QStringLiteral("line"));
    QTest::newRow("morale steady")
        << kBattalion << "morale" << QJsonValue(QStringLiteral("steady"));
    QTest::newRow("terrain open") << kBattalion << "terrain" << QJsonValue(QStringLiteral("open"));
    QTest::newRow("no smoke") << kBattalion << "smoke" << QJsonValue(false);
    QTest::newRow("no feature") << kBattalion << "feature" << QJsonValue(QString());
    QTest::newRow("not in a firefight") << kBattalion << "firefight" << QJsonValue(false);
    QTest::newRow("has not fired (initial volley to come)")
        << kBattalion << "has_fired" << QJsonValue(false);
    QTest::newRow("replenishment_turns 0") << kBattalion << "replenishment_turns" << QJsonValue(0);
    QTest::newRow("not scrounging") << kBattalion << "scrounging" << QJsonValue(false);
    QTest::newRow("battery ball AP from the rulings")
        << kBattery << "ap_ball" << QJsonValue(Rulings().batteryBallAp);
    QTest::newRow("battery canister AP from the rulings")
        << kBattery << "ap_canister" << QJsonValue(Rulings().batteryCanisterAp);
    QTest::newRow("battery no small-arms AP") << kBattery << "ap" << QJsonValue(0);
    QTest::newRow("battery 6pdr") << kBattery << "weapon" << QJsonValue(QStringLiteral("6pdr"));
    QTest::newRow("battery unlimbered")
        << kBattery << "formation" << QJsonValue(QStringLiteral("unlimbered"));
    QTest::newRow("battery castings = tubes") << kBattery << "castings" << QJsonValue(6);
    QTest::newRow("battery cw = castings") << kBattery << "cw" << QJsonValue(6);
    QTest::newRow("cavalry AP 8") << QByteArray(
        R"({"name": "Hussars", "side": "A", "brigade": "B", "arm": "cavalry", "castings": 8})")
                                  << "ap" << QJsonValue(8);
    QTest::newRow("losses: cw_initial = castings_initial") << QByteArray(
        R"({"name": "x", "side": "A", "brigade": "B", "arm": "infantry", "castings": 7, "castings_initial": 9})")
                                                           << "cw_initial" << QJsonValue(9);
    QTest::newRow("losses: cw = castings") << QByteArray(
        R"({"name": "x", "side": "A", "brigade": "B", "arm": "infantry", "castings": 7, "castings_initial": 9})")
                                           << "cw" << QJsonValue(7);
    QTest::newRow("losses: cw given, cw_initial adds the losses") << QByteArray(
        R"({"name": "x", "side": "A", "brigade": "B", "arm": "infantry", "castings": 7, "castings_initial": 9, "cw": 5})")
                                                                  << "cw_initial" << QJsonValue(7);
    QTest::newRow("losses: cw_initial given, cw takes the losses off") << QByteArray(
        R"({"name": "x", "side": "A", "brigade": "B", "arm": "infantry", "castings": 7, "castings_initial": 9, "cw_initial": 6})")
                                                                       << "cw" << QJsonValue(4);
    QTest::newRow("battery rulings changed: ball AP 12")
        << QByteArray("rulings") << "ap_ball" << QJsonValue(12);
}

void tst_OobImport::defaults()
{
    QFETCH(QByteArray, object);
    QFETCH(QString, field);
    QFETCH(QJsonValue, expected);

    Rulings rulings;
    QByteArray text = object;
    if (object == "rulings") {
        rulings.batteryBallAp = 12;
        text = kBattery;
    }
    const Result<UnitRecord> unit = UnitReader(rulings).read(parse(text));
    QVERIFY2(unit, qPrintable(unit.error()));
    QCOMPARE(unit->toJson().value(field), expected);
}

void tst_OobImport::goodUnit_data()
{
    QTest::addColumn<QJsonObject>("object");

    QTest::newRow("every field given") << parse(R"({"name": "1/95th", "side": "Anglo-Allied",
        "brigade": "Kempt", "arm": "infantry", "class": "elite", "castings": 8, "castings_initial": 9,
        "cw": 8, "cw_initial": 9, "steps": 2, "ap": 5, "ap_ball": 0, "ap_canister": 0, "tubes": 0,
        "weapon": "rifled-musket", "smoke": true, "morale": "shaken", "formation": "open-order",
        "terrain": "woods", "feature": "", "firefight": true, "has_fired": true,
        "fired_this_segment": true, "moved_this_segment": false, "fired_upon_this_segment": true,
        "replenishment_turns": 1, "scrounging": false})");
    QTest::newRow("battery with 12pdr, limbered")
        << with(kBattery, QStringLiteral("weapon"), QStringLiteral("12pdr"));
    QTest::newRow("battalion guns with 3pdr-austrian") << parse(
        R"({"name": "x", "side": "A", "brigade": "B", "arm": "battalion-guns", "tubes": 2, "weapon": "3pdr-austrian", "formation": "limbered"})");
    QTest::newRow("castings 0 with castings_initial") << [] {
        QJsonObject object = with(kBattalion, QStringLiteral("castings"), 0);
        object.insert(QStringLiteral("castings_initial"), 9);
        return object;
    }();
    QTest::newRow("cw 0") << with(kBattalion, QStringLiteral("cw"), 0);
    QTest::newRow("null fields are left out")
        << with(kBattalion, QStringLiteral("class"), QJsonValue::Null);
    QTest::newRow("cavalry with rifled musket") << parse(
        R"({"name": "x", "side": "A", "brigade": "B", "arm": "cavalry", "castings": 6, "weapon": "rifled-musket"})");
}

void tst_OobImport::goodUnit()
{
    QFETCH(QJsonObject, object);
    const Result<UnitRecord> unit = UnitReader().read(object);
    QVERIFY2(unit, qPrintable(unit.error()));
    // Every field given comes back as given.
    const QJsonObject json = unit->toJson();
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!it.value().isNull())
            QCOMPARE(json.value(it.key()), it.value());
    }
}

// Every kind of bad unit, each message naming the field.
void tst_OobImport::badUnit_data()
{
    QTest::addColumn<QJsonObject>("object");
    QTest::addColumn<QString>("message");

    QTest::newRow("castings below 0") << with(kBattalion, QStringLiteral("castings"), -3)
                                      << "castings: -3 is out of range (0 to 999)";
    QTest::newRow("castings above 999") << with(kBattalion, QStringLiteral("castings"), 1000)
                                        << "castings: 1000 is out of range (0 to 999)";
    QTest::newRow("castings not whole")
        << with(kBattalion, QStringLiteral("castings"), 2.5) << "castings: expected a whole number";
    QTest::newRow("castings a string")
        << with(kBattalion, QStringLiteral("castings"), QStringLiteral("nine"))
        << "castings: expected a whole number";
    QTest::newRow("castings missing for infantry")
        << with(kBattalion, QStringLiteral("castings"), QJsonValue::Undefined)
        << "castings: missing (infantry needs castings)";
    QTest::newRow("castings 0 and nothing to start with")
        << with(kBattalion, QStringLiteral("castings"), 0)
        << "castings: 0 leaves the unit nothing to start with (give castings_initial)";
    QTest::newRow("arm not in the vocabulary")
        << with(kBattalion, QStringLiteral("arm"), QStringLiteral("dragoons"))
        << "arm: \"dragoons\" is not one of infantry, cavalry, artillery, battalion-guns";
    QTest::newRow("arm missing") << with(kBattalion, QStringLiteral("arm"), QJsonValue::Undefined)
                                 << "arm: missing";
    QTest::newRow("name missing") << with(kBattalion, QStringLiteral("name"), QJsonValue::Undefined)
                                  << "name: missing";
    QTest::newRow("name empty") << with(kBattalion, QStringLiteral("name"), QStringLiteral("  "))
                                << "name: must not be empty";
    QTest::newRow("name a number")
        << with(kBattalion, QStringLiteral("name"), 42) << "name: expected a string";
    QTest::newRow("side missing") << with(kBattalion, QStringLiteral("side"), QJsonValue::Undefined)
                                  << "side: missing";
    QTest::newRow("brigade missing")
        << with(kBattalion, QStringLiteral("brigade"), QJsonValue::Undefined) << "brigade: missing";
    QTest::newRow("unknown field")
        << with(kBattalion, QStringLiteral("colour"), QStringLiteral("red"))
        << "colour: unknown field";
    QTest::newRow("class not in the vocabulary")
        << with(kBattalion, QStringLiteral("class"), QStringLiteral("guard"))
        << "class: \"guard\" is not one of elite, line, conscript";
    QTest::newRow("steps above 2")
        << with(kBattalion, QStringLiteral("steps"), 3) << "steps: 3 is out of range (0 to 2)";
    QTest::newRow("steps below 0")
        << with(kBattalion, QStringLiteral("steps"), -1) << "steps: -1 is out of range (0 to 2)";
    QTest::newRow("castings above castings_initial")
        << with(kBattalion, QStringLiteral("castings_initial"), 8)
        << "castings: 9 is above castings_initial 8";
    QTest::newRow("castings_initial 0") << with(kBattalion, QStringLiteral("castings_initial"), 0)
                                        << "castings_initial: 0 is out of range (1 to 999)";
    QTest::newRow("cw above cw_initial") << [] {
        QJsonObject o = with(kBattalion, QStringLiteral("cw"), 9);
        o.insert(QStringLiteral("cw_initial"), 7);
        return o;
    }() << "cw: 9 is above cw_initial 7";
    QTest::newRow("cw below 0") << with(kBattalion, QStringLiteral("cw"), -1)
                                << "cw: -1 is out of range (0 to 999)";
    QTest::newRow("musket for artillery")
        << with(kBattery, QStringLiteral("weapon"), QStringLiteral("musket"))
        << "weapon: artillery fires a gun (12pdr, 8pdr, 6pdr, 4pdr, 3pdr-austrian), not musket";
    QTest::newRow("12pdr for infantry")
        << with(kBattalion, QStringLiteral("weapon"), QStringLiteral("12pdr"))
        << "weapon: infantry fires musket or rifled-musket, not 12pdr";
    QTest::newRow("weapon not in the vocabulary")
        << with(kBattalion, QStringLiteral("weapon"), QStringLiteral("bow"))
        << "weapon: \"bow\" is not one of musket, rifled-musket, 12pdr, 8pdr, 6pdr, 4pdr, "
           "3pdr-austrian";
    QTest::newRow("tubes missing for artillery")
        << with(kBattery, QStringLiteral("tubes"), QJsonValue::Undefined)
        << "tubes: missing (artillery fires by tubes)";
    QTest::newRow("tubes 0 for artillery")
        << with(kBattery, QStringLiteral("tubes"), 0) << "tubes: a battery has at least 1 tube";
    QTest::newRow("tubes above 99")
        << with(kBattery, QStringLiteral("tubes"), 100) << "tubes: 100 is out of range (0 to 99)";
    QTest::newRow("tubes for infantry")
        << with(kBattalion, QStringLiteral("tubes"), 2)
        << "tubes: infantry has no tubes (it fires by stands of castings)";
    QTest::newRow("small-arms AP for a battery")
        << with(kBattery, QStringLiteral("ap"), 8)
        << "ap: artillery carries ap_ball and ap_canister, not small-arms AP";
    QTest::newRow("ball AP for infantry") << with(kBattalion, QStringLiteral("ap_ball"), 4)
                                          << "ap_ball: infantry carries no ball AP (only guns do)";
    QTest::newRow("canister AP for infantry")
        << with(kBattalion, QStringLiteral("ap_canister"), 4)
        << "ap_canister: infantry carries no canister AP (only guns do)";
    QTest::newRow("AP below 0") << with(kBattalion, QStringLiteral("ap"), -1)
                                << "ap: -1 is out of range (0 to 99)";
    QTest::newRow("ball AP above 99") << with(kBattery, QStringLiteral("ap_ball"), 100)
                                      << "ap_ball: 100 is out of range (0 to 99)";
    QTest::newRow("infantry limbered")
        << with(kBattalion, QStringLiteral("formation"), QStringLiteral("limbered"))
        << "formation: only guns are limbered; infantry is not";
    QTest::newRow("battery in square")
        << with(kBattery, QStringLiteral("formation"), QStringLiteral("square"))
        << "formation: artillery is limbered or unlimbered, not square";
    QTest::newRow("formation not in the vocabulary")
        << with(kBattalion, QStringLiteral("formation"), QStringLiteral("wedge"))
        << "formation: \"wedge\" is not one of line, column, closed-column, square, open-order, "
           "limbered, unlimbered";
    QTest::newRow("morale not in the vocabulary")
        << with(kBattalion, QStringLiteral("morale"), QStringLiteral("happy"))
        << "morale: \"happy\" is not one of steady, shaken, disordered, routed, broken";
    QTest::newRow("terrain not in the vocabulary")
        << with(kBattalion, QStringLiteral("terrain"), QStringLiteral("swamp"))
        << "terrain: \"swamp\" is not one of open, woods, bua, hill, wooded-hill, redoubt";
    QTest::newRow("smoke a string")
        << with(kBattalion, QStringLiteral("smoke"), QStringLiteral("yes"))
        << "smoke: expected true or false";
    QTest::newRow("firefight a number")
        << with(kBattalion, QStringLiteral("firefight"), 1) << "firefight: expected true or false";
    QTest::newRow("replenishment_turns below 0")
        << with(kBattalion, QStringLiteral("replenishment_turns"), -2)
        << "replenishment_turns: -2 is out of range (0 to 999)";
    QTest::newRow("feature a number")
        << with(kBattalion, QStringLiteral("feature"), 3) << "feature: expected a string";
}

void tst_OobImport::badUnit()
{
    QFETCH(QJsonObject, object);
    QFETCH(QString, message);

    const Result<UnitRecord> read = UnitReader().read(object);
    QVERIFY(!read);
    const QStringList problems = read.problems();
    QVERIFY2(problems.contains(message), qPrintable(problems.join(QLatin1String(" | "))));

    // The same unit in an order of battle: nothing imported, the row named.
    const QByteArray text = jsonText(QJsonArray { parse(kBattalion), object });
    const OobImport::Result result = OobImport::fromJson(text, UnitReader());
    QVERIFY(!result.ok());
    QVERIFY(result.units.isEmpty());
    QCOMPARE(result.problems.size(), 1);
    QVERIFY(result.problems.first().messages.contains(message));
    // QJsonDocument writes "[", then each object from its own line.
    QCOMPARE(result.problems.first().line, 2 + parse(kBattalion).size() + 2);
}

void tst_OobImport::idRejectedForUnitAdd()
{
    const QJsonObject object = with(kBattalion, QStringLiteral("id"), 4);
    const Result<UnitRecord> refused = UnitReader().read(object);
    QVERIFY(!refused);
    QCOMPARE(refused.problems(),
             QStringList { QStringLiteral("id: the battle gives each unit its id") });
    const Result<UnitRecord> unit
        = UnitReader(Rulings(), UnitReader::IdField::Allowed).read(object);
    QVERIFY(unit);
    QCOMPARE(unit->id, 4);
}

void tst_OobImport::jsonForms_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("battleName");

    QTest::newRow("an array of units")
        << QByteArray("[" + kBattalion + ",\n" + kBattery + "]") << 2 << QString();
    QTest::newRow("battle and units")
        << QByteArray(R"({"battle": {"name": "Quatre Bras", "date": "1815-06-16"}, "units": [)"
                      + kBattalion + "]}")
        << 1 << "Quatre Bras";
    QTest::newRow("units only") << QByteArray(R"({"units": [)" + kBattery + "]}") << 1 << QString();
    QTest::newRow("an empty array") << QByteArray("[]") << 0 << QString();
    QTest::newRow("an empty units list")
        << QByteArray(R"({"battle": {}, "units": []})") << 0 << QString();
    QTest::newRow("a byte-order mark first")
        << QByteArray("\xEF\xBB\xBF[" + kBattalion + "]") << 1 << QString();
}

void tst_OobImport::jsonForms()
{
    QFETCH(QByteArray, text);
    QFETCH(int, count);
    QFETCH(QString, battleName);

    const OobImport::Result result = OobImport::fromJson(text, UnitReader());
    QVERIFY2(result.ok(), qPrintable(result.problemText()));
    QCOMPARE(result.units.size(), count);
    QCOMPARE(result.lines.size(), count);
    QCOMPARE(result.battle.value(QStringLiteral("name")).toString(), battleName);
}

// Several bad rows: every one named by the line its object opens on, all
// its problems given, nothing imported.
void tst_OobImport::jsonBadRowsNamedByLine()
{
    const QByteArray text = "{\n" // 1
                            "  \"battle\": {\"name\": \"Test\"},\n" // 2
                            "  \"units\": [\n" // 3
                            "    "
        + kBattalion
        + ",\n" // 4
          "    {\"name\": \"Bad arm\", \"side\": \"A\", \"brigade\": \"B\",\n" // 5
          "     \"arm\": \"dragoons\", \"castings\": 6},\n" // 6
          "    "
        + kBattery
        + ",\n" // 7
          "    {\n" // 8
          "      \"name\": \"Two problems\", \"side\": \"A\", \"brigade\": \"B\",\n" // 9
          "      \"arm\": \"infantry\", \"castings\": -3, \"steps\": 5\n" // 10
          "    },\n" // 11
          "    \"not a unit\",\n" // 12
          "    {\"name\": \"Brace } in \\\"name\\\" {\", \"side\": \"A\", \"brigade\": \"B\", "
          "\"arm\": \"infantry\", \"castings\": 4},\n" // 13
          "    {\"name\": \"x\", \"side\": \"A\", \"brigade\": \"B\", \"arm\": \"artillery\", "
          "\"tubes\": 4, \"weapon\": \"musket\"}\n" // 14
          "  ]\n"
          "}\n";
    const OobImport::Result result = OobImport::fromJson(text, UnitReader());
    QVERIFY(!result.ok());
    QVERIFY(result.units.isEmpty());
    QCOMPARE(result.problems.size(), 4);
    QCOMPARE(result.problems.at(0).line, 5);
    QCOMPARE(result.problems.at(0).messages.first(),
             QStringLiteral(
                 "arm: \"dragoons\" is not one of infantry, cavalry, artillery, battalion-guns"));
    QCOMPARE(result.problems.at(1).line, 8);
    QCOMPARE(result.problems.at(1).messages,
             QStringList({ QStringLiteral("castings: -3 is out of range (0 to 999)"),
                           QStringLiteral("steps: 5 is out of range (0 to 2)") }));
    QCOMPARE(result.problems.at(2).line, 12);
    QCOMPARE(result.problems.at(2).messages.first(),
             QStringLiteral("unit 5: expected a unit object"));
    QCOMPARE(result.problems.at(3).line, 14);
    QVERIFY(result.problems.at(3).messages.first().startsWith(
        QLatin1String("weapon: artillery fires a gun")));
    QVERIFY(result.problemText().startsWith(QLatin1String("line 5: arm: ")));
    QVERIFY(result.problemText().contains(
        QLatin1String("; line 8: castings: -3 is out of range (0 to 999); steps: 5")));
}

void tst_OobImport::jsonFileProblems_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");

    QTest::newRow("not JSON") << QByteArray("[\n{\"name\": \"x\",\n oops}\n]") << 3 << "not JSON: ";
    QTest::newRow("a top-level number") << QByteArray("42") << 1 << "not JSON: ";
    QTest::newRow("unknown top-level key")
        << QByteArray("{\n \"units\": [],\n \"armies\": []\n}") << 3 << "armies: unknown field";
    QTest::newRow("units missing") << QByteArray(R"({"battle": {}})") << 1 << "units: missing";
    QTest::newRow("units not a list")
        << QByteArray("{\n\"units\": {}}") << 2 << "units: expected a list of unit objects";
    QTest::newRow("battle not an object")
        << QByteArray(R"({"battle": "Ligny", "units": []})") << 1 << "battle: expected an object";
    QTest::newRow("battle name not a string")
        << QByteArray(R"({"battle": {"name": 3}, "units": []})") << 1
        << "battle.name: expected a string";
}

void tst_OobImport::jsonFileProblems()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, message);

    const OobImport::Result result = OobImport::fromJson(text, UnitReader());
    QVERIFY(!result.ok());
    QVERIFY(result.units.isEmpty());
    QCOMPARE(result.problems.first().line, line);
    QVERIFY2(result.problems.first().messages.first().startsWith(message),
             qPrintable(result.problemText()));
}

void tst_OobImport::csvGood()
{
    const QByteArray text = "name,side,brigade,arm,castings,tubes,weapon,smoke,class\r\n"
                            "1/42nd,Anglo-Allied,Pack,infantry,9,,,false,elite\r\n"
                            "\r\n"
                            "Rogers,Anglo-Allied,Picton,artillery,,6,8pdr,,\r\n";
    const OobImport::Result result = OobImport::fromCsv(text, UnitReader());
    QVERIFY2(result.ok(), qPrintable(result.problemText()));
    QCOMPARE(result.units.size(), 2);
    QCOMPARE(result.lines, QList<int>({ 2, 4 }));
    QCOMPARE(result.units.at(0).name, QStringLiteral("1/42nd"));
    QCOMPARE(result.units.at(0).troopClass, TroopClass::Elite);
    QCOMPARE(result.units.at(0).ap, 8);
    QCOMPARE(result.units.at(1).tubes, 6);
    QCOMPARE(result.units.at(1).weapon, Weapon::Gun8pdr);
    QCOMPARE(result.units.at(1).formation, Formation::Unlimbered);
}

void tst_OobImport::csvQuoting_data()
{
    QTest::addColumn<QByteArray>("cell");
    QTest::addColumn<QString>("name");

    QTest::newRow("a comma") << QByteArray("\"Pack, Denis\"") << "Pack, Denis";
    QTest::newRow("doubled quotes")
        << QByteArray("\"The \"\"Black Watch\"\"\"") << "The \"Black Watch\"";
    QTest::newRow("a line break") << QByteArray("\"1/42nd\nHighlanders\"") << "1/42nd\nHighlanders";
    QTest::newRow("quoted empty-looking text") << QByteArray("\" \"") << " ";
    QTest::newRow("accents") << QByteArray("Jérôme's 1er Léger") << "Jérôme's 1er Léger";
    QTest::newRow("a BOM before the header") << QByteArray("BOM") << "x";
}

void tst_OobImport::csvQuoting()
{
    QFETCH(QByteArray, cell);
    QFETCH(QString, name);

    QByteArray text;
    if (cell == "BOM")
        text = "\xEF\xBB\xBFname,side,brigade,arm,castings\nx,A,B,infantry,6\n";
    else
        text
            = "side,name,brigade,arm,castings\nA," + cell + ",B,infantry,6\nA,after,B,infantry,6\n";
    const OobImport::Result result = OobImport::fromCsv(text, UnitReader());
    if (name == QLatin1String(" ")) {
        // A name of blanks is no name.
        QVERIFY(!result.ok());
        QCOMPARE(result.problems.first().messages.first(),
                 QStringLiteral("name: must not be empty"));
        return;
    }
    if (name.contains(QLatin1Char('\n'))) {
        // A quoted line break is read as one cell, and a name is one line.
        QVERIFY(!result.ok());
        QCOMPARE(result.problems.size(), 1);
        QCOMPARE(result.problems.first().line, 2);
        QCOMPARE(result.problems.first().messages,
                 QStringList { QStringLiteral(
                     "name: a name is one line, without line breaks or control characters") });
        return;
    }
    QVERIFY2(result.ok(), qPrintable(result.problemText()));
    QCOMPARE(result.units.first().name, name);
}

void tst_OobImport::csvBadRowsNamedByLine()
{
    const QByteArray text = "name,side,brigade,arm,castings,steps,cw,cw_initial\n" // 1
                            "Good,A,B,infantry,9,,,\n" // 2
                            "Bad castings,A,B,infantry,-3,,,\n" // 3
                            "\"Multi\nline\",A,B,infantry,5,,,\n" // 4-5
                            "Too few cells,A,B\n" // 6
                            "Three problems,A,B,dragoons,abc,3,,\n" // 7
                            "CW high,A,B,infantry,6,,8,7\n" // 8
                            "Good too,A,B,cavalry,6,,,\n"; // 9
    const OobImport::Result result = OobImport::fromCsv(text, UnitReader());
    QVERIFY(!result.ok());
    QVERIFY(result.units.isEmpty());
    QCOMPARE(result.problems.size(), 5);
    QCOMPARE(result.problems.at(0).line, 3);
    QCOMPARE(result.problems.at(0).messages,
             QStringList { QStringLiteral("castings: -3 is out of range (0 to 999)") });
    // A row is named by its first line; the rows after it keep their lines.
    QCOMPARE(result.problems.at(1).line, 4);
    QCOMPARE(result.problems.at(1).messages,
             QStringList { QStringLiteral(
                 "name: a name is one line, without line breaks or control characters") });
    QCOMPARE(result.problems.at(2).line, 6);
    QCOMPARE(result.problems.at(2).messages,
             QStringList { QStringLiteral("3 cells where the header has 8") });
    QCOMPARE(result.problems.at(3).line, 7);
    QVERIFY(result.problems.at(3).messages.contains(
        QStringLiteral("castings: expected a whole number, not \"abc\"")));
    QVERIFY(result.problems.at(3).messages.contains(QStringLiteral(
        "arm: \"dragoons\" is not one of infantry, cavalry, artillery, battalion-guns")));
    QVERIFY(result.problems.at(3).messages.contains(
        QStringLiteral("steps: 3 is out of range (0 to 2)")));
    // The unreadable castings cell is not also reported missing.
    QCOMPARE(result.problems.at(3).messages.size(), 3);
    QCOMPARE(result.problems.at(4).line, 8);
    QCOMPARE(result.problems.at(4).messages,
             QStringList { QStringLiteral("cw: 8 is above cw_initial 7") });
}

void tst_OobImport::csvFileProblems_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");

    QTest::newRow("empty file") << QByteArray() << 1
                                << "empty: a header row of field names is needed";
    QTest::newRow("only blank lines")
        << QByteArray("\n\n") << 1 << "empty: a header row of field names is needed";
    QTest::newRow("unknown column")
        << QByteArray("name,colour\nx,red\n") << 1 << "\"colour\" is not a unit field";
    QTest::newRow("column twice") << QByteArray("name,side,name\n") << 1
                                  << "name: column given twice";
    QTest::newRow("quote never closed")
        << QByteArray("name,side,brigade,arm,castings\n\"x,A,B,infantry,6\n") << 2
        << "a quoted cell is never closed";
    QTest::newRow("text after a closing quote")
        << QByteArray("name,side,brigade,arm,castings\n\"x\"y,A,B,infantry,6\n") << 2
        << "cell 1: text after its closing quote";
    QTest::newRow("a quote inside an unquoted cell")
        << QByteArray("name,side,brigade,arm,castings\nx\"y,A,B,infantry,6\n") << 2
        << "cell 1: a quote inside an unquoted cell";
    QTest::newRow("a boolean that is not true or false")
        << QByteArray("name,side,brigade,arm,castings,smoke\nx,A,B,infantry,6,yes\n") << 2
        << "smoke: expected true or false, not \"yes\"";
}

void tst_OobImport::csvFileProblems()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(QString, message);

    const OobImport::Result result = OobImport::fromCsv(text, UnitReader());
    QVERIFY(!result.ok());
    QVERIFY(result.units.isEmpty());
    QCOMPARE(result.problems.first().line, line);
    QVERIFY2(result.problems.first().messages.first().startsWith(message),
             qPrintable(result.problemText()));
}

void tst_OobImport::duplicateIds_data()
{
    QTest::addColumn<bool>("csv");
    QTest::newRow("JSON") << false;
    QTest::newRow("CSV") << true;
}

void tst_OobImport::duplicateIds()
{
    QFETCH(bool, csv);
    const UnitReader reader(Rulings(), UnitReader::IdField::Allowed);
    const QList<QJsonObject> objects { with(kBattalion, QStringLiteral("id"), 4),
                                       with(kBattery, QStringLiteral("id"), 5),
                                       with(kBattalion, QStringLiteral("id"), 4) };
    QStringList columns = QStringList { QStringLiteral("id"),   QStringLiteral("name"),
                                        QStringLiteral("side"), QStringLiteral("brigade"),
                                        QStringLiteral("arm"),  QStringLiteral("castings"),
                                        QStringLiteral("tubes") };
    const OobImport::Result result = csv
        ? OobImport::fromCsv(csvOf(columns, objects), reader)
        : OobImport::fromJson(
            "[\n" + QJsonDocument(objects.at(0)).toJson(QJsonDocument::Compact) + ",\n"
                + QJsonDocument(objects.at(1)).toJson(QJsonDocument::Compact) + ",\n"
                + QJsonDocument(objects.at(2)).toJson(QJsonDocument::Compact) + "\n]",
            reader);
    QVERIFY(!result.ok());
    QCOMPARE(result.problems.size(), 1);
    QCOMPARE(result.problems.first().line, 4);
    QCOMPARE(result.problems.first().messages.first(),
             QStringLiteral("id: 4 is already the id of the unit on line 2"));
}

// Export writes what import reads: the same units come back.
void tst_OobImport::roundTrip_data()
{
    QTest::addColumn<bool>("csv");
    QTest::newRow("JSON") << false;
    QTest::newRow("CSV") << true;
}

void tst_OobImport::roundTrip()
{
    QFETCH(bool, csv);
    QList<UnitRecord> units = withIds(sampleUnits());
    QVERIFY(units.size() >= 40);
    // A battle in progress: every field away from its default somewhere.
    UnitRecord &worn = units[0];
    worn.castings = worn.castingsInitial - 2;
    worn.cw = worn.cwInitial - 2;
    worn.steps = 2;
    worn.ap = 3;
    worn.smoke = true;
    worn.morale = Morale::Disordered;
    worn.formation = Formation::Square;
    worn.terrain = Terrain::Hill;
    worn.feature = QStringLiteral("Gemioncourt, \"the farm\"\nsouth");
    worn.firefight = true;
    worn.hasFired = true;
    worn.firedThisSegment = true;
    worn.movedThisSegment = true;
    worn.firedUponThisSegment = true;
    worn.replenishmentTurns = 2;
    worn.scrounging = true;
    worn.name = QStringLiteral("  Name, with \"quotes\"  ");

    const QJsonObject battle { { QStringLiteral("name"), QStringLiteral("Quatre Bras") } };
    const QByteArray text = csv ? OobExport::toCsv(units) : OobExport::toJson(units, battle);
    const UnitReader reader(Rulings(), UnitReader::IdField::Allowed);
    const OobImport::Result result
        = csv ? OobImport::fromCsv(text, reader) : OobImport::fromJson(text, reader);
    QVERIFY2(result.ok(), qPrintable(result.problemText()));
    QCOMPARE(result.units.size(), units.size());
    for (int i = 0; i < units.size(); ++i)
        QCOMPARE(result.units.at(i).toJson(), units.at(i).toJson());
    QVERIFY(result.units == units);
    if (!csv) {
        QCOMPARE(result.battle, battle);
        // One unit a line, so a bad row's line is the unit's own.
        QCOMPARE(result.lines.first(), 4);
        QCOMPARE(result.lines.last(), 3 + units.size());
    }
    // Exported again, the same text.
    QCOMPARE(csv ? OobExport::toCsv(result.units) : OobExport::toJson(result.units, result.battle),
             text);
}

void tst_OobImport::exportCsvCell_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("cell");

    QTest::newRow("plain") << "Pack"
                           << "Pack";
    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("comma") << "a,b"
                           << "\"a,b\"";
    QTest::newRow("quote") << "a\"b"
                           << "\"a\"\"b\"";
    QTest::newRow("line break") << "a\nb"
                                << "\"a\nb\"";
    QTest::newRow("leading space") << " a"
                                   << "\" a\"";
    QTest::newRow("trailing space") << "a "
                                    << "\"a \"";
}

void tst_OobImport::exportCsvCell()
{
    QFETCH(QString, text);
    QFETCH(QString, cell);
    QCOMPARE(OobExport::csvCell(text), cell);
}

void tst_OobImport::formatOf_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("json");

    QTest::newRow(".json") << "oob.json" << QByteArray("name,side") << true;
    QTest::newRow(".JSON") << "OOB.JSON" << QByteArray() << true;
    QTest::newRow(".csv") << "oob.csv" << QByteArray("[") << false;
    QTest::newRow("no suffix, array") << "oob" << QByteArray("  \n[") << true;
    QTest::newRow("no suffix, object") << "oob.txt" << QByteArray("{") << true;
    QTest::newRow("no suffix, header") << "oob" << QByteArray("name,side") << false;
}

void tst_OobImport::formatOf()
{
    QFETCH(QString, path);
    QFETCH(QByteArray, text);
    QFETCH(bool, json);
    QCOMPARE(OobImport::formatOf(path, text) == OobImport::Format::Json, json);
}

void tst_OobImport::fromFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Result<OobImport::Result> missing
        = OobImport::fromFile(dir.filePath(QStringLiteral("missing.csv")), UnitReader());
    QVERIFY(!missing);
    QVERIFY2(missing.error().startsWith(dir.filePath(QStringLiteral("missing.csv"))
                                        + QLatin1String(": cannot read")),
             qPrintable(missing.error()));

    QFile file(dir.filePath(QStringLiteral("oob.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("name,side,brigade,arm,castings\nx,A,B,infantry,6\n");
    file.close();
    const Result<OobImport::Result> result = OobImport::fromFile(file.fileName(), UnitReader());
    QVERIFY2(result, qPrintable(result.error()));
    QVERIFY(result->ok());
    QCOMPARE(result->units.size(), 1);
}

// The sample battle reads cleanly: two sides, 40 to 80 units, every
// battery with its tubes and gun class.
void tst_OobImport::sampleBattle()
{
    QFile file(AdcTest::sourceDir() + QStringLiteral("/resources/battles/quatre-bras.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const OobImport::Result result = OobImport::fromJson(file.readAll(), UnitReader());
    QVERIFY2(result.ok(), qPrintable(result.problemText()));
    QVERIFY(result.units.size() >= 40 && result.units.size() <= 80);
    QCOMPARE(result.battle.value(QStringLiteral("name")).toString(), QStringLiteral("Quatre Bras"));
    QVERIFY(result.battle.value(QStringLiteral("scale"))
                .toObject()
                .contains(QStringLiteral("men_per_casting")));
    QSet<QString> sides;
    QSet<QString> names;
    const QJsonObject strengths = result.battle.value(QStringLiteral("strengths")).toObject();
    const int perCasting = result.battle.value(QStringLiteral("scale"))
                               .toObject()
                               .value(QStringLiteral("men_per_casting"))
                               .toInt();
    for (const UnitRecord &unit : result.units) {
        sides.insert(unit.side);
        QVERIFY2(!names.contains(unit.name), qPrintable(unit.name));
        names.insert(unit.name);
        if (firesByTubes(unit.arm)) {
            QVERIFY(unit.tubes > 0);
            QVERIFY(isGun(unit.weapon));
        } else {
            // Castings follow the documented scale from the unit's strength.
            QVERIFY2(strengths.contains(unit.name), qPrintable(unit.name));
            const int men = strengths.value(unit.name).toInt();
            QVERIFY2(qAbs(unit.castings * perCasting - men) <= perCasting / 2,
                     qPrintable(unit.name));
        }
    }
    QCOMPARE(sides, QSet<QString>({ QStringLiteral("Anglo-Allied"), QStringLiteral("French") }));
}

ADC_TEST_APPLESS_MAIN(tst_OobImport)
#include "tst_oobimport.moc"
