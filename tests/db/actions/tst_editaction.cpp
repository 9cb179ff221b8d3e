// Editing one unit field by its command-line name: valid values are written,
// negative or impossible ones are malformed and name the field, what the
// terrain rules forbid is refused.

#include "core/orders/order.h"
#include "db/battlefixture.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {
QJsonObject edit(qint64 unit, const QString &field, const QJsonValue &value)
{
    return { { QStringLiteral("action"), QStringLiteral("edit") },
             { QStringLiteral("unit"), unit },
             { QStringLiteral("field"), field },
             { QStringLiteral("value"), value } };
}
} // namespace

class tst_EditAction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void malformed_data();
    void malformed();
    void movingToAnotherBrigadeCreatesIt();
    void featureTakesItsTerrain();
    void refusedByTheTerrainRules_data();
    void refusedByTheTerrainRules();
    void signalsAndUndoText();
    void scroungingStartsWithItsAp();
    void typedValues();
};

void tst_EditAction::valid_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::newRow("ap 5") << "ap" << QJsonValue(5);
    QTest::newRow("ap 0") << "ap" << QJsonValue(0);
    QTest::newRow("castings down to 10") << "castings" << QJsonValue(10);
    QTest::newRow("steps 2") << "steps" << QJsonValue(2);
    QTest::newRow("cw 9") << "cw" << QJsonValue(9);
    QTest::newRow("morale shaken") << "morale" << QJsonValue(QStringLiteral("shaken"));
    QTest::newRow("formation square") << "formation" << QJsonValue(QStringLiteral("square"));
    QTest::newRow("smoke on") << "smoke" << QJsonValue(true);
    QTest::newRow("firefight on") << "firefight" << QJsonValue(true);
    QTest::newRow("class elite") << "class" << QJsonValue(QStringLiteral("elite"));
    QTest::newRow("weapon rifled musket")
        << "weapon" << QJsonValue(QStringLiteral("rifled-musket"));
    QTest::newRow("name") << "name" << QJsonValue(QStringLiteral("1/45e Ligne (Bachelu)"));
    QTest::newRow("replenishment turns") << "replenishment_turns" << QJsonValue(3);
    QTest::newRow("scrounging") << "scrounging" << QJsonValue(true);
    QTest::newRow("has fired") << "has_fired" << QJsonValue(true);
    QTest::newRow("terrain hill") << "terrain" << QJsonValue(QStringLiteral("hill"));
}

void tst_EditAction::valid()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    const QJsonValue before = battle.unit(id).toJson().value(field);
    const ActionOutcome outcome = battle->apply(edit(id, field, value));
    QVERIFY2(
        outcome.ok(),
        qPrintable(outcome.error() + answerOf(outcome).value(QStringLiteral("reason")).toString()));
    QCOMPARE(battle.unit(id).toJson().value(field), value);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("before")), before);
    QCOMPARE(
        answerOf(outcome).value(QStringLiteral("units")).toArray().first().toObject().value(field),
        value);
    QCOMPARE(battle->log().last().kind, QStringLiteral("edit"));
}

void tst_EditAction::malformed_data()
{
    QTest::addColumn<qint64>("unit");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("error");
    QTest::newRow("negative ap") << qint64(1) << "ap" << QJsonValue(-1) << "ap:";
    QTest::newRow("negative castings") << qint64(1) << "castings" << QJsonValue(-2) << "castings:";
    QTest::newRow("negative cw") << qint64(1) << "cw" << QJsonValue(-1) << "cw:";
    QTest::newRow("3 steps") << qint64(1) << "steps" << QJsonValue(3) << "steps:";
    QTest::newRow("castings above castings_initial")
        << qint64(1) << "castings" << QJsonValue(13) << "castings: 13 is above castings_initial 12";
    QTest::newRow("cw above cw_initial")
        << qint64(1) << "cw" << QJsonValue(14) << "cw: 14 is above cw_initial 12";
    QTest::newRow("ap not a number")
        << qint64(1) << "ap" << QJsonValue(QStringLiteral("five")) << "ap:";
    QTest::newRow("morale outside its words")
        << qint64(1) << "morale" << QJsonValue(QStringLiteral("panicked")) << "morale:";
    QTest::newRow("ball AP for infantry") << qint64(1) << "ap_ball" << QJsonValue(4) << "ap_ball:";
    QTest::newRow("infantry limbered")
        << qint64(1) << "formation" << QJsonValue(QStringLiteral("limbered")) << "formation:";
    QTest::newRow("a gun for infantry")
        << qint64(1) << "weapon" << QJsonValue(QStringLiteral("12pdr")) << "weapon:";
    QTest::newRow("empty name") << qint64(1) << "name" << QJsonValue(QString()) << "name:";
    QTest::newRow("unknown field")
        << qint64(1) << "speed" << QJsonValue(3) << "field: \"speed\" is not a unit field";
    QTest::newRow("the id is not editable") << qint64(1) << "id" << QJsonValue(3) << "field:";
    QTest::newRow("unknown unit") << qint64(99) << "ap" << QJsonValue(3)
                                  << "unit: no unit with id 99";
    QTest::newRow("a null value") << qint64(1) << "ap" << QJsonValue(QJsonValue::Null)
                                  << "value: null is no value";
    QTest::newRow("a null name") << qint64(1) << "name" << QJsonValue(QJsonValue::Null)
                                 << "value: null is no value";
    QTest::newRow("unknown feature")
        << qint64(1) << "feature" << QJsonValue(QStringLiteral("Nowhere"))
        << "value: there is no feature";
}

void tst_EditAction::malformed()
{
    QFETCH(qint64, unit);
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, error);
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    const QString before = battle->canonicalDump();
    const ActionOutcome outcome = battle->apply(edit(unit, field, value));
    QVERIFY(outcome.is(Failure::Kind::Malformed));
    QCOMPARE(outcome.exitCode(), 2);
    QVERIFY2(outcome.error().startsWith(error), qPrintable(outcome.error()));
    QCOMPARE(battle->canonicalDump(), before);
}

void tst_EditAction::movingToAnotherBrigadeCreatesIt()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    QCOMPARE(battle->brigades().size(), 1);
    QVERIFY(battle->apply(edit(id, QStringLiteral("brigade"), QStringLiteral("Foy"))).ok());
    QCOMPARE(battle.unit(id).brigade, QStringLiteral("Foy"));
    QCOMPARE(battle->brigades().size(), 2);
    QVERIFY(battle->apply(edit(id, QStringLiteral("side"), QStringLiteral("Britain"))).ok());
    QCOMPARE(battle.unit(id).side, QStringLiteral("Britain"));
    QCOMPARE(battle->sides().size(), 2);
}

void tst_EditAction::featureTakesItsTerrain()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    QVERIFY(
        battle->apply(object(R"({"action": "add-feature", "name": "Bossu Wood", "kind": "woods"})"))
            .ok());
    QVERIFY(battle->apply(edit(id, QStringLiteral("feature"), QStringLiteral("Bossu Wood"))).ok());
    QCOMPARE(battle.unit(id).feature, QStringLiteral("Bossu Wood"));
    QCOMPARE(battle.unit(id).terrain, Terrain::Woods);
}

void tst_EditAction::refusedByTheTerrainRules_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("reason");
    QTest::newRow("cavalry into woods")
        << "terrain" << QJsonValue(QStringLiteral("woods")) << "may not be in woods";
    QTest::newRow("cavalry into a BUA") << "terrain" << QJsonValue(QStringLiteral("bua")) << "bua";
    QTest::newRow("cavalry into a redoubt")
        << "terrain" << QJsonValue(QStringLiteral("redoubt")) << "redoubt";
    QTest::newRow("cavalry into a named wood")
        << "feature" << QJsonValue(QStringLiteral("Bossu Wood")) << "woods";
}

void tst_EditAction::refusedByTheTerrainRules()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, reason);
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord hussars = infantry(QStringLiteral("7e Hussards"), QStringLiteral("France"),
                                  QStringLiteral("Piré"), 6);
    hussars.arm = Arm::Cavalry;
    const qint64 id = battle.add(hussars);
    QVERIFY(
        battle->apply(object(R"({"action": "add-feature", "name": "Bossu Wood", "kind": "woods"})"))
            .ok());
    const QString before = battle->canonicalDump();
    const ActionOutcome outcome = battle->apply(edit(id, field, value));
    QVERIFY(outcome.is(Failure::Kind::Refused));
    QVERIFY2(answerOf(outcome).value(QStringLiteral("reason")).toString().contains(reason),
             qPrintable(answerOf(outcome).value(QStringLiteral("reason")).toString()));
    QCOMPARE(battle->canonicalDump(), before);
}

void tst_EditAction::signalsAndUndoText()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    QSignalSpy changed(battle.battle.get(), &Battle::unitsChanged);
    QSignalSpy appended(battle.battle.get(), &Battle::logAppended);
    QVERIFY(battle->apply(edit(id, QStringLiteral("ap"), 5)).ok());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().first().value<QList<qint64>>(), QList<qint64> { id });
    QCOMPARE(appended.count(), 1);
    QCOMPARE(battle->undoText(), QStringLiteral("Undo Edit 1/45e: AP 8 to 5"));
}

// "Scrounging units have 1 AP per segment": the AP at once, not at the next
// end of segment; undone with the edit.
void tst_EditAction::scroungingStartsWithItsAp()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    battle.edit(id, QStringLiteral("ap"), 0);
    QVERIFY(battle->apply(edit(id, QStringLiteral("scrounging"), true)).ok());
    QCOMPARE(battle.unit(id).ap, 1);
    QVERIFY(
        battle->apply(QJsonObject { { QStringLiteral("action"), QStringLiteral("undo") } }).ok());
    QCOMPARE(battle.unit(id).ap, 0);
    QVERIFY(!battle.unit(id).scrounging);
}

// The order built typed, as the window builds it: the value is read by the
// battle with the whole unit, and one not of its field's kind is named as
// a request's would be.
void tst_EditAction::typedValues()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    QVERIFY(battle->apply(EditOrder { id, QStringLiteral("ap"), 5 }).ok());
    QCOMPARE(battle.unit(id).ap, 5);
    QVERIFY(battle->apply(EditOrder { id, QStringLiteral("edge_distance"), 2.5 }).ok());
    QCOMPARE(battle.unit(id).edgeDistance, std::optional<double>(2.5));
    const ActionOutcome cleared
        = battle->apply(EditOrder { id, QStringLiteral("edge_distance"), UnitValue() });
    QVERIFY2(cleared.ok(), qPrintable(cleared.error()));
    QVERIFY(!battle.unit(id).edgeDistance);
    QCOMPARE(answerOf(cleared).value(QStringLiteral("before")), QJsonValue(2.5));
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("value")), QJsonValue());

    const QString before = battle->canonicalDump();
    const ActionOutcome wrong
        = battle->apply(EditOrder { id, QStringLiteral("castings"), QStringLiteral("ten") });
    QVERIFY(wrong.is(Failure::Kind::Malformed));
    QCOMPARE(wrong.error(), QStringLiteral("castings: expected a whole number"));
    QCOMPARE(battle->canonicalDump(), before);
}

ADC_TEST_GUILESS_MAIN(tst_EditAction)
#include "tst_editaction.moc"
