// Adding and removing units, one or many, through apply() and the typed
// API; brigades, reordering, rolls for the log and the rulings.

#include "core/orders/order.h"
#include "db/battlefixture.h"
#include "db/resulttesting.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

class tst_UnitAction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void addUnitTakesTheRulesDefaults();
    void typedDraftTakesTheRulesDefaults();
    void addUnitMalformed_data();
    void addUnitMalformed();
    void addUnitsAllOrNothing();
    void typedApiCreatesSidesAndBrigades();
    void removeUnit();
    void brigades();
    void reorder();
    void rollIsLoggedAndUndoneFirst();
    void facesGivenMustMakeTheRoll();
    void setRulings();
};

void tst_UnitAction::addUnitTakesTheRulesDefaults()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    QSignalSpy added(battle.battle.get(), &Battle::unitAdded);
    const ActionOutcome outcome = battle->apply(object(
        R"({"action": "add-unit", "unit": {"name": "Rogers", "side": "Britain", "brigade": "Artillery", "arm": "artillery", "tubes": 6, "weapon": "8pdr"}})"));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    const qint64 id = answerOf(outcome).value(QStringLiteral("id")).toInteger();
    QCOMPARE(added.count(), 1);
    const UnitRecord unit = battle.unit(id);
    QCOMPARE(unit.castings, 6);
    QCOMPARE(unit.apBall, battle->rulings().batteryBallAp);
    QCOMPARE(unit.apCanister, battle->rulings().batteryCanisterAp);
    QCOMPARE(unit.formation, Formation::Unlimbered);
    QCOMPARE(battle->sides().first().name, QStringLiteral("Britain"));
    QCOMPARE(battle->clock().activeSide, QStringLiteral("Britain"));
}

// A unit built typed (as the window builds it) says which fields it gives:
// the battle fills the others from its rulings, and the log keeps the order
// as given, the fields left out left out.
void tst_UnitAction::typedDraftTakesTheRulesDefaults()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    QVERIFY(
        battle->apply(object(R"({"action": "set-rulings", "rulings": {"battery-ball-ap": 31}})"))
            .ok());
    UnitDraft draft;
    draft.set(QStringLiteral("name"), QStringLiteral("Rogers"));
    draft.set(QStringLiteral("side"), QStringLiteral("Britain"));
    draft.set(QStringLiteral("brigade"), QStringLiteral("Artillery"));
    draft.set(QStringLiteral("arm"), QStringLiteral("artillery"));
    draft.set(QStringLiteral("tubes"), 6);
    const ActionOutcome outcome = battle->apply(AddUnitOrder { draft });
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    const UnitRecord unit = battle.unit(outcome->id);
    QCOMPARE(unit.castings, 6);
    QCOMPARE(unit.apBall, 31);
    QCOMPARE(unit.weapon, Weapon::Gun6pdr);
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("unit")).toObject(), draft.toJson());
    QCOMPARE(
        draft.toJson().keys(),
        (QStringList { QStringLiteral("arm"), QStringLiteral("brigade"), QStringLiteral("name"),
                       QStringLiteral("side"), QStringLiteral("tubes") }));

    // A field not of its kind, set in code, is named by the battle.
    draft.set(QStringLiteral("smoke"), QStringLiteral("yes"));
    const ActionOutcome wrong = battle->apply(AddUnitOrder { draft });
    QVERIFY(wrong.is(Failure::Kind::Malformed));
    QCOMPARE(wrong.error(), QStringLiteral("unit.smoke: expected true or false"));
}

void tst_UnitAction::addUnitMalformed_data()
{
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("error");
    QTest::newRow("unit missing") << object(R"({"action": "add-unit"})")
                                  << QStringLiteral("unit: missing");
    QTest::newRow("negative castings") << object(
        R"({"action": "add-unit", "unit": {"name": "A", "side": "S", "brigade": "B", "arm": "infantry", "castings": -1}})")
                                       << QStringLiteral("unit.castings:");
    QTest::newRow("an id is given by the battle") << object(
        R"({"action": "add-unit", "unit": {"id": 4, "name": "A", "side": "S", "brigade": "B", "arm": "infantry", "castings": 6}})")
                                                  << QStringLiteral("unit.id:");
    QTest::newRow("unknown arm") << object(
        R"({"action": "add-unit", "unit": {"name": "A", "side": "S", "brigade": "B", "arm": "dragoons", "castings": 6}})")
                                 << QStringLiteral("unit.arm:");
    QTest::newRow("an empty list of units") << object(R"({"action": "add-units", "units": []})")
                                            << QStringLiteral("units: an empty list");
}

void tst_UnitAction::addUnitMalformed()
{
    QFETCH(QJsonObject, request);
    QFETCH(QString, error);
    TestBattle battle;
    QVERIFY(battle.isValid());
    const ActionOutcome outcome = battle->apply(request);
    QVERIFY(outcome.is(Failure::Kind::Malformed));
    QVERIFY2(outcome.error().startsWith(error), qPrintable(outcome.error()));
    QVERIFY(battle->units().isEmpty());
    QVERIFY(battle->sides().isEmpty());
}

void tst_UnitAction::addUnitsAllOrNothing()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const ActionOutcome bad = battle->apply(object(
        R"({"action": "add-units", "units": [
                {"name": "A", "side": "France", "brigade": "B", "arm": "infantry", "castings": 6},
                {"name": "C", "side": "France", "brigade": "B", "arm": "infantry", "castings": 6, "steps": 5}]})"));
    QVERIFY(bad.is(Failure::Kind::Malformed));
    QVERIFY2(bad.error().startsWith(QStringLiteral("units[1].steps:")), qPrintable(bad.error()));
    QVERIFY(battle->units().isEmpty());
    const ActionOutcome good = battle->apply(object(
        R"({"action": "add-units", "units": [
                {"name": "A", "side": "France", "brigade": "B", "arm": "infantry", "castings": 6},
                {"name": "C", "side": "France", "brigade": "B", "arm": "infantry", "castings": 6}]})"));
    QVERIFY(good.ok());
    QCOMPARE(answerOf(good).value(QStringLiteral("ids")).toArray().size(), 2);
    QCOMPARE(battle->units().size(), 2);
    QCOMPARE(battle->brigades().size(), 1);
}

void tst_UnitAction::typedApiCreatesSidesAndBrigades()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    QString error;
    QList<UnitRecord> units {
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")),
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")),
        infantry(QStringLiteral("2/45e"), QStringLiteral("France"), QStringLiteral("Bachelu"))
    };
    QVERIFY2(Fixture::succeeded(battle->addUnits(units), &error), qPrintable(error));
    QCOMPARE(battle->sides().size(), 2);
    QCOMPARE(battle->brigades().size(), 2);
    const QList<UnitRecord> stored = battle->units();
    QCOMPARE(stored.size(), 3);
    for (int i = 0; i < 3; ++i) {
        UnitRecord expected = units.at(i);
        expected.id = stored.at(i).id;
        QCOMPARE(stored.at(i), expected);
    }
    QCOMPARE(battle->log().size(), 1);
    QCOMPARE(battle->log().first().kind, QStringLiteral("add-units"));
    UnitRecord nameless = infantry(QString(), QStringLiteral("France"), QStringLiteral("Bachelu"));
    QCOMPARE(Fixture::valueOf(battle->addUnit(nameless), &error), 0);
    QVERIFY2(error.startsWith(QStringLiteral("unit.name:")), qPrintable(error));
}

void tst_UnitAction::removeUnit()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    QSignalSpy removed(battle.battle.get(), &Battle::unitRemoved);
    const ActionOutcome outcome
        = battle->apply({ { QStringLiteral("action"), QStringLiteral("remove-unit") },
                          { QStringLiteral("unit"), id } });
    QVERIFY(outcome.ok());
    QCOMPARE(removed.count(), 1);
    QVERIFY(!battle->unit(id));
    QCOMPARE(answerOf(outcome)
                 .value(QStringLiteral("removed"))
                 .toObject()
                 .value(QStringLiteral("name"))
                 .toString(),
             QStringLiteral("1/45e"));
}

void tst_UnitAction::brigades()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const ActionOutcome added = battle->apply(object(
        R"({"action": "add-brigade", "side": "France", "name": "Foy", "commander": "Gen. Foy"})"));
    QVERIFY(added.ok());
    QCOMPARE(battle->brigades().first().commander, QStringLiteral("Gen. Foy"));
    QVERIFY(battle->apply(object(R"({"action": "add-brigade", "side": "France", "name": "Foy"})"))
                .is(Failure::Kind::Refused));
    battle.add(infantry(QStringLiteral("1/61e"), QStringLiteral("France"), QStringLiteral("Foy")));
    const QJsonObject remove { { QStringLiteral("action"), QStringLiteral("remove-brigade") },
                               { QStringLiteral("brigade"),
                                 answerOf(added).value(QStringLiteral("id")) } };
    QVERIFY(battle->apply(remove).is(Failure::Kind::Refused));
    QVERIFY(battle->apply(object(R"({"action": "remove-unit", "unit": 1})")).ok());
    QVERIFY(battle->apply(remove).ok());
    QVERIFY(battle->brigades().isEmpty());
    QCOMPARE(battle->apply(remove).error(), QStringLiteral("brigade: no brigade with id 1"));
}

void tst_UnitAction::reorder()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    for (const char *name : { "A", "B", "C", "D" })
        battle.add(infantry(QString::fromLatin1(name), QStringLiteral("France"),
                            QStringLiteral("Bachelu")));
    QVERIFY(battle->apply(object(R"({"action": "reorder", "units": [4, 2]})")).ok());
    QStringList names;
    for (const UnitRecord &unit : battle->units())
        names.append(unit.name);
    QCOMPARE(names,
             (QStringList { QStringLiteral("A"), QStringLiteral("D"), QStringLiteral("C"),
                            QStringLiteral("B") }));
}

void tst_UnitAction::rollIsLoggedAndUndoneFirst()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    QVERIFY(battle->apply(object(R"({"action": "add-feature", "name": "Wood", "kind": "woods"})"))
                .ok());
    ScriptedRandom dice({ 2, 5 });
    const ActionOutcome roll = battle->apply(
        object(R"({"action": "roll", "dice": "2d6+1", "purpose": "weather"})"), &dice);
    QVERIFY(roll.ok());
    QCOMPARE(answerOf(roll).value(QStringLiteral("total")).toInt(), 8);
    QCOMPARE(answerOf(roll).value(QStringLiteral("faces")).toArray(), (QJsonArray { 2, 5 }));
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("faces")).toArray(),
             (QJsonArray { 2, 5 }));
    // Undo takes back the roll, done last (marked undone), then the feature.
    QVERIFY(battle->undoText().contains(QStringLiteral("weather")));
    QVERIFY(battle->apply(object(R"({"action": "undo"})")).ok());
    QCOMPARE(battle->features().size(), 1);
    QVERIFY(battle->undoText().contains(QStringLiteral("Wood")));
    QVERIFY(battle->apply(object(R"({"action": "undo"})")).ok());
    QVERIFY(battle->features().isEmpty());
    // A roll after an undo, like any action, ends what can be redone.
    QVERIFY(battle->canRedo());
    QVERIFY(battle->apply(object(R"({"action": "roll", "dice": "1d6", "faces": [4]})")).ok());
    QVERIFY(!battle->canRedo());
    QVERIFY(battle->apply(object(R"({"action": "roll", "dice": "1d6", "faces": [7]})"))
                .is(Failure::Kind::Malformed));
    QCOMPARE(battle->apply(object(R"({"action": "roll", "dice": "2x6"})")).error().left(5),
             QStringLiteral("dice:"));
}

void tst_UnitAction::facesGivenMustMakeTheRoll()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    const ActionOutcome discipline
        = battle->apply(object(R"({"action": "discipline", "unit": 1, "faces": [3, 4]})"));
    QVERIFY(discipline.ok());
    QCOMPARE(answerOf(discipline).value(QStringLiteral("roll")).toInt(), 7);
    QCOMPARE(answerOf(discipline).value(QStringLiteral("faces")).toArray(), (QJsonArray { 3, 4 }));
    QCOMPARE(
        battle->apply(object(R"({"action": "discipline", "unit": 1, "roll": 8, "faces": [3, 4]})"))
            .error()
            .left(5),
        QStringLiteral("roll:"));
    QCOMPARE(battle->apply(object(R"({"action": "discipline", "unit": 1, "faces": [3]})"))
                 .error()
                 .left(6),
             QStringLiteral("faces:"));
    const ActionOutcome charge = battle->apply(
        object(R"({"action": "charge", "defender": 1, "rolls": [9, 5], "faces": [[4, 5], null]})"));
    QVERIFY2(charge.ok(), qPrintable(charge.error()));
    QCOMPARE(answerOf(charge)
                 .value(QStringLiteral("steps"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QStringLiteral("faces"))
                 .toArray(),
             (QJsonArray { 4, 5 }));
    QVERIFY(battle
                ->apply(object(
                    R"({"action": "charge", "defender": 1, "rolls": [9], "faces": [[1, 1]]})"))
                .is(Failure::Kind::Malformed));
}

void tst_UnitAction::setRulings()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    QSignalSpy changed(battle.battle.get(), &Battle::battleChanged);
    QVERIFY(
        battle
            ->apply(object(
                R"({"action": "set-rulings", "rulings": {"scrounging-modifier": -5, "extend-beyond-chart": false}})"))
            .ok());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(battle->rulings().scroungingModifier, -5);
    QVERIFY(!battle->rulings().extendBeyondChart);
    QCOMPARE(battle->rulings().eliteDice, QStringLiteral("2d6+1"));
    const ActionOutcome bad
        = battle->apply(object(R"({"action": "set-rulings", "rulings": {"boxcars-face": 11}})"));
    QVERIFY(bad.is(Failure::Kind::Malformed));
    QVERIFY2(bad.error().startsWith(QStringLiteral("rulings: boxcars-face:")),
             qPrintable(bad.error()));
    QVERIFY(battle->apply(object(R"({"action": "set-rulings", "rulings": {"house": 1}})"))
                .is(Failure::Kind::Malformed));
    QCOMPARE(battle->rulings().boxcarsFace, 10);
}

ADC_TEST_GUILESS_MAIN(tst_UnitAction)
#include "tst_unitaction.moc"
