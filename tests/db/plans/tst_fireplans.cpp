// The fire planner as the dialog sees it (the battle's units, features and
// rulings) against Battle::apply: the same refusal, band, row, modifiers and
// conditions, and the same change to every unit.

#include "core/fire/fireplanner.h"
#include "db/battlefixture.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// French: A and B of Bachelu's brigade, C of Soye's, guns G and H of the
// reserve. British: T the target, U behind it, V a battery. Ids by letter.
struct Scene : TestBattle
{
    QMap<QString, qint64> id;
    Scene()
    {
        id[QStringLiteral("A")] = add(infantry(
            QStringLiteral("1/2e Léger"), QStringLiteral("France"), QStringLiteral("Bachelu")));
        id[QStringLiteral("B")] = add(infantry(
            QStringLiteral("2/2e Léger"), QStringLiteral("France"), QStringLiteral("Bachelu"), 9));
        id[QStringLiteral("C")] = add(infantry(QStringLiteral("1/61e Ligne"),
                                               QStringLiteral("France"), QStringLiteral("Soye")));
        id[QStringLiteral("G")] = add(battery(QStringLiteral("Foot battery"),
                                              QStringLiteral("France"), QStringLiteral("Reserve")));
        id[QStringLiteral("H")]
            = add(battery(QStringLiteral("Horse battery"), QStringLiteral("France"),
                          QStringLiteral("Reserve"), 4));
        id[QStringLiteral("T")] = add(infantry(QStringLiteral("1/42nd Highlanders"),
                                               QStringLiteral("Britain"), QStringLiteral("Pack")));
        id[QStringLiteral("U")] = add(infantry(QStringLiteral("1/92nd Gordons"),
                                               QStringLiteral("Britain"), QStringLiteral("Pack")));
        id[QStringLiteral("V")] = add(battery(QStringLiteral("Rogers' battery"),
                                              QStringLiteral("Britain"), QStringLiteral("Pack")));
    }

    // "A.has_fired=true", "T.formation=square", "T@medium" (in a feature of
    // that cover), separated by spaces.
    void setUp(const QString &setup)
    {
        const QStringList steps = setup.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString &step : steps) {
            const qint64 unit = id.value(step.left(1));
            if (step.at(1) == QLatin1Char('@')) {
                const QString cover = step.mid(2);
                const QString name = QStringLiteral("Farm ") + cover + step.left(1);
                QVERIFY(battle
                            ->apply({ { QStringLiteral("action"), QStringLiteral("add-feature") },
                                      { QStringLiteral("name"), name },
                                      { QStringLiteral("kind"), QStringLiteral("bua") },
                                      { QStringLiteral("cover"), cover } })
                            .ok());
                QVERIFY(battle
                            ->apply({ { QStringLiteral("action"), QStringLiteral("place") },
                                      { QStringLiteral("unit"), unit },
                                      { QStringLiteral("feature"), name } })
                            .ok());
                continue;
            }
            const QString field = step.mid(2).section(QLatin1Char('='), 0, 0);
            const QString text = step.section(QLatin1Char('='), 1);
            bool number = false;
            const int value = text.toInt(&number);
            if (number)
                edit(unit, field, value);
            else if (text == QLatin1String("true") || text == QLatin1String("false"))
                edit(unit, field, text == QLatin1String("true"));
            else
                edit(unit, field, text);
        }
    }

    QJsonValue idsOf(const QJsonValue &letters) const
    {
        if (letters.isString())
            return id.value(letters.toString());
        QJsonArray array;
        for (const QJsonValue &letter : letters.toArray()) {
            QJsonObject object = letter.toObject();
            if (object.isEmpty()) {
                array.append(id.value(letter.toString()));
                continue;
            }
            // {"unit": "U", "distance": 3.5}
            object.insert(QStringLiteral("unit"),
                          id.value(object.value(QStringLiteral("unit")).toString()));
            array.append(object);
        }
        return array;
    }
};

QList<qint64> idList(const QJsonValue &value)
{
    QList<qint64> list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toInteger());
    return list;
}

// A list of whole numbers, or one (the first firer's boxcars roll).
QList<int> intList(const QJsonValue &value)
{
    if (value.isDouble())
        return { value.toInt() };
    QList<int> list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toInt());
    return list;
}

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

// The order the dialog holds, read from the action it sends.
FireOrder orderOf(const QJsonObject &action)
{
    FireOrder order;
    order.firers = idList(action.value(QStringLiteral("firers")));
    order.target = action.value(QStringLiteral("target")).toInteger();
    order.range = action.value(QStringLiteral("range")).toDouble();
    order.ap = action.value(QStringLiteral("ap")).toInt(1);
    if (action.contains(QStringLiteral("shot")))
        order.shot = *shotFromName(action.value(QStringLiteral("shot")).toString());
    if (action.contains(QStringLiteral("stands")))
        order.stands = action.value(QStringLiteral("stands")).toDouble();
    order.added = stringList(action.value(QStringLiteral("conditions")));
    order.without = stringList(action.value(QStringLiteral("without")));
    for (const QJsonValue &item : action.value(QStringLiteral("ricochet")).toArray()) {
        const QJsonObject object = item.toObject();
        order.ricochet.append(object.isEmpty() ? item.toInteger()
                                               : object.value(QStringLiteral("unit")).toInteger());
        order.ricochetDistances.append(
            object.contains(QStringLiteral("distance"))
                ? std::optional<double>(object.value(QStringLiteral("distance")).toDouble())
                : std::nullopt);
    }
    return order;
}

FireDice diceOf(const QJsonObject &action)
{
    FireDice dice;
    dice.die = action.value(QStringLiteral("die")).toInt();
    dice.boxcarsRolls = intList(action.value(QStringLiteral("boxcars_roll")));
    dice.ricochetDice = intList(action.value(QStringLiteral("ricochet_dice")));
    return dice;
}

QJsonArray modifiersJson(const QList<FireModifier> &modifiers)
{
    QJsonArray array;
    for (const FireModifier &modifier : modifiers)
        array.append(QJsonObject { { QStringLiteral("id"), modifier.id },
                                   { QStringLiteral("value"), modifier.value } });
    return array;
}

void row(const char *name, const char *setup, const char *action, const char *expected = "done")
{
    QTest::newRow(name) << QString::fromUtf8(setup) << QString::fromUtf8(action)
                        << QString::fromUtf8(expected);
}

// Musket at 3", one firer, every condition the units' state gives.
void oneFirerRows()
{
    const char *duel = R"({"firers": ["A"], "target": "T", "range": 3, "die": 7})";
    row("fresh firer: initial volley", "", duel);
    row("fired before", "A.has_fired=true", duel);
    row("firer shaken", "A.has_fired=true A.morale=shaken", duel);
    row("firer disordered", "A.morale=disordered", duel);
    row("firer routed", "A.morale=routed", duel, "refused");
    row("firer broken", "A.morale=broken", duel, "refused");
    row("firer in smoke", "A.has_fired=true A.smoke=true", duel);
    row("firer in smoke but moved", "A.smoke=true A.moved_this_segment=true", duel);
    row("scrounging firer", "A.has_fired=true A.scrounging=true", duel);
    row("target in smoke", "T.smoke=true", duel);
    row("target moved out of its smoke", "T.smoke=true T.moved_this_segment=true", duel);
    row("target in square", "T.formation=square", duel);
    row("target in closed column", "T.formation=closed-column", duel);
    row("target in open order, no cover", "T.formation=open-order", duel);
    row("target in open order in cover", "T@medium T.formation=open-order", duel);
    row("sparse cover", "T@sparse", duel);
    row("light cover", "T@light", duel);
    row("medium cover", "T@medium", duel);
    row("heavy cover", "T@heavy", duel);
    row("no cover", "T@none", duel);
    row("umpire adds the flank", "",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 7, "conditions": ["target-flank"]})");
    row("umpire drops the initial volley", "",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 4, "without": ["initial-volley"]})");
    row("added cover replaces the feature's", "T@medium",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 7, "conditions": ["cover-heavy"]})");
    row("two AP", "", R"({"firers": ["A"], "target": "T", "range": 2, "ap": 2, "die": 5})");
    row("two AP in smoke", "A.smoke=true",
        R"({"firers": ["A"], "target": "T", "range": 2, "ap": 2, "die": 5})", "refused");
    row("three AP of small arms", "",
        R"({"firers": ["A"], "target": "T", "range": 2, "ap": 3, "die": 5})", "refused");
    row("one AP left, two spent", "A.ap=1",
        R"({"firers": ["A"], "target": "T", "range": 2, "ap": 2, "die": 5})", "refused");
    row("no AP left", "A.ap=0", duel, "refused");
    row("beyond musket range", "", R"({"firers": ["A"], "target": "T", "range": 7, "die": 7})",
        "refused");
    row("long range", "", R"({"firers": ["A"], "target": "T", "range": 5.5, "die": 9})");
    row("stands lowered to two", "",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 7, "stands": 2})");
    row("half a stand", "",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 7, "stands": 0.5})");
    row("more stands than it has", "",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 7, "stands": 5})", "malformed");
    row("boxcars", "",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 10, "boxcars_roll": 12})");
    row("boxcars, a low penalty roll", "A.has_fired=true",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 10, "boxcars_roll": 3})");
    row("scrounging suspends boxcars", "A.scrounging=true",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 10})");
    row("a target of its own side", "", R"({"firers": ["A"], "target": "B", "range": 3, "die": 7})",
        "refused");
    row("a target with no castings", "T.castings=0", duel, "refused");
    row("a firer with no castings", "A.castings=0", duel, "refused");
    row("canister from small arms", "",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 7, "shot": "canister"})",
        "malformed");
    row("two covers", "",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 7, "conditions": ["cover-light", "cover-heavy"]})",
        "malformed");
}

// A brigade's pooled fire.
void pooledRows()
{
    const char *pair = R"({"firers": ["A", "B"], "target": "T", "range": 3, "die": 6})";
    row("pooled: 4 and 3 stands", "", pair);
    row("pooled, both fired before", "A.has_fired=true B.has_fired=true", pair);
    row("pooled, both in smoke", "A.smoke=true B.smoke=true A.has_fired=true B.has_fired=true",
        pair);
    row("pooled at a target in cover", "T@light", pair);
    row("pooled boxcars: each rolls", "",
        R"({"firers": ["A", "B"], "target": "T", "range": 3, "die": 10, "boxcars_roll": [12, 2]})");
    row("pooled across brigades", "",
        R"({"firers": ["A", "C"], "target": "T", "range": 3, "die": 6})", "refused");
    row("pooled, morale differs", "B.morale=shaken", pair, "refused");
    // "when range, morale status, target's cover are all equal": nothing else
    // forbids a pool; but "Infantry In Smoke may fire no more than 1 AP", so
    // a pool asked at 2 AP with one in smoke is refused.
    row("pooled, one fired before", "A.has_fired=true", pair);
    row("pooled, one in smoke", "A.smoke=true A.has_fired=true", pair);
    row("pooled, one in smoke, 2 AP asked", "A.smoke=true A.has_fired=true",
        R"({"firers": ["A", "B"], "target": "T", "range": 3, "ap": 2, "die": 6})", "refused");
    row("pooled, one short of AP", "B.ap=1",
        R"({"firers": ["A", "B"], "target": "T", "range": 2, "ap": 2, "die": 6})", "refused");
    row("pooled, one without castings", "B.castings=0", pair, "refused");
}

// Guns: ball, canister, counter-battery, rates of fire and ricochet.
void gunRows()
{
    const char *ball = R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "die": 6})";
    row("guns, ball, initial fire", "", ball);
    row("guns, ball, fired before", "G.has_fired=true", ball);
    row("guns, canister", "",
        R"({"firers": ["G"], "target": "T", "range": 4, "shot": "canister", "die": 6})");
    row("guns, canister beyond its range", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "canister", "die": 6})",
        "refused");
    row("guns, no canister left", "G.ap_canister=0",
        R"({"firers": ["G"], "target": "T", "range": 4, "shot": "canister", "die": 6})", "refused");
    row("counter-battery", "",
        R"({"firers": ["G"], "target": "V", "range": 10, "shot": "ball", "die": 6})");
    row("guns at a square", "T.formation=square", ball);
    row("guns, four AP", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "ap": 4, "die": 6})");
    row("guns, five AP", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "ap": 5, "die": 6})",
        "refused");
    row("two batteries pooled", "",
        R"({"firers": ["G", "H"], "target": "T", "range": 10, "shot": "ball", "die": 6})");
    row("ricochet on the unit behind", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "die": 6, "ricochet": ["U"], "ricochet_dice": [8]})");
    row("ricochet on a square in cover", "U@light U.formation=square",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "die": 6, "ricochet": ["U"], "ricochet_dice": [3]})");
    row("ricochet on two units", "U.smoke=true",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "die": 9, "ricochet": ["U", "V"], "ricochet_dice": [8, 2]})");
    row("ricochet with canister", "",
        R"({"firers": ["G"], "target": "T", "range": 4, "shot": "canister", "die": 6, "ricochet": ["U"], "ricochet_dice": [8]})",
        "refused");
    row("ricochet by small arms", "",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 6, "ricochet": ["U"], "ricochet_dice": [8]})",
        "refused");
    row("ricochet on a unit without castings", "U.castings=0",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "die": 6, "ricochet": ["U"], "ricochet_dice": [8]})",
        "refused");
    row("ricochet 3.5\" from the target", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "die": 6, "ricochet": [{"unit": "U", "distance": 3.5}], "ricochet_dice": [8]})");
    row("ricochet 5\" from the target: still within", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "die": 6, "ricochet": [{"unit": "U", "distance": 5}], "ricochet_dice": [8]})");
    row("ricochet 6\" from the target: beyond 5\"", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "die": 6, "ricochet": [{"unit": "U", "distance": 6}], "ricochet_dice": [8]})",
        "refused");
    row("guns boxcars", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "shot": "ball", "die": 10, "boxcars_roll": 11})");
}

// Artillery sight over hills and friends (seed 001, Hills) and the flank of
// a unit in woods or a BUA ("it cannot be outflanked").
void sightRows()
{
    row("guns over a hill", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "die": 6, "conditions": ["hill-between"]})",
        "refused");
    row("guns over a hill at a target on it", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "die": 6, "conditions": ["hill-between", "target-on-hill"]})");
    row("guns over a wooded hill", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "die": 6, "conditions": ["wooded-hill-between"]})",
        "refused");
    row("guns over friends", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "die": 6, "conditions": ["friends-between"]})",
        "refused");
    row("guns on a hill over friends 2\" clear", "",
        R"({"firers": ["G"], "target": "T", "range": 10, "die": 6, "conditions": ["friends-between", "firer-on-hill", "friends-2in-clear"]})");
    row("flank of a unit in woods", "T.terrain=woods",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 6, "conditions": ["target-flank"]})",
        "refused");
    row("flank of a unit in a BUA", "T.terrain=bua",
        R"({"firers": ["G"], "target": "T", "range": 10, "die": 6, "conditions": ["target-flank"]})",
        "refused");
    row("flank of a unit on a hill", "T.terrain=hill",
        R"({"firers": ["A"], "target": "T", "range": 3, "die": 6, "conditions": ["target-flank"]})");
}

} // namespace

class tst_FirePlans : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plannedAsApplied_data();
    void plannedAsApplied();
};

void tst_FirePlans::plannedAsApplied_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("action");
    // done, refused or malformed: what the battle is expected to answer.
    QTest::addColumn<QString>("expected");
    oneFirerRows();
    pooledRows();
    gunRows();
    sightRows();
}

void tst_FirePlans::plannedAsApplied()
{
    QFETCH(QString, setup);
    QFETCH(QString, action);
    QFETCH(QString, expected);

    Scene scene;
    QVERIFY(scene.isValid());
    scene.setUp(setup);
    QJsonObject request = QJsonDocument::fromJson(action.toUtf8()).object();
    QVERIFY2(!request.isEmpty(), qPrintable(action));
    for (const QString &field :
         { QStringLiteral("firers"), QStringLiteral("target"), QStringLiteral("ricochet") }) {
        if (request.contains(field))
            request.insert(field, scene.idsOf(request.value(field)));
    }
    const QList<UnitRecord> before = scene->units();

    // As the dialog sees it.
    const FirePlan plan
        = FirePlanner::plan(orderOf(request), before, scene->features(), scene->rulings());
    request.insert(QStringLiteral("action"), QStringLiteral("fire"));
    const ActionOutcome applied = scene->apply(request);

    if (expected == QLatin1String("refused")) {
        QVERIFY(applied.is(Failure::Kind::Refused));
        QCOMPARE(plan.verdict, FirePlan::Verdict::Refused);
        QCOMPARE(plan.reason, answerOf(applied).value(QStringLiteral("reason")).toString());
    } else if (expected == QLatin1String("malformed")) {
        QVERIFY(applied.is(Failure::Kind::Malformed));
        QCOMPARE(plan.verdict, FirePlan::Verdict::Malformed);
        QCOMPARE(plan.reason, applied.error());
    }
    if (!plan.ready()) {
        QCOMPARE(plan.toJson().value(QStringLiteral("reason")).toString(), plan.reason);
        QCOMPARE(scene->units(), before);
        return;
    }
    QCOMPARE(expected, QStringLiteral("done"));
    QVERIFY2(applied.ok(), qPrintable(applied.error()));
    const QJsonObject &answer = answerOf(applied);

    // What the odds step shows, before the die.
    QCOMPARE(plan.odds.band, answer.value(QStringLiteral("band")).toString());
    QCOMPARE(plan.odds.row, answer.value(QStringLiteral("row")).toString());
    QCOMPARE(modifiersJson(plan.odds.modifiers),
             answer.value(QStringLiteral("modifiers")).toArray());
    QCOMPARE(plan.request.conditions, stringList(answer.value(QStringLiteral("conditions"))));
    QCOMPARE(plan.check.apSpent, answer.value(QStringLiteral("ap_spent")).toInt());
    const QJsonObject said = plan.toJson();
    for (const QString &key : { QStringLiteral("band"), QStringLiteral("row"),
                                QStringLiteral("modifiers"), QStringLiteral("conditions") })
        QCOMPARE(said.value(key), answer.value(key));

    // The plan decided with the same dice: the same answer, the same units.
    const FireOutcome outcome = plan.resolve(diceOf(request));
    const QJsonObject planned = outcome.toJson();
    for (auto it = planned.begin(); it != planned.end(); ++it)
        QCOMPARE(answer.value(it.key()), it.value());
    QList<UnitRecord> expectedUnits = before;
    for (const UnitRecord &changed : outcome.units) {
        for (UnitRecord &unit : expectedUnits) {
            if (unit.id == changed.id)
                unit = changed;
        }
    }
    const QList<UnitRecord> after = scene->units();
    QCOMPARE(after.size(), expectedUnits.size());
    for (int i = 0; i < after.size(); ++i) {
        QVERIFY2(after.at(i) == expectedUnits.at(i), qPrintable(after.at(i).name));
    }
    QVERIFY(outcome.units.size() >= 2);
}

ADC_TEST_GUILESS_MAIN(tst_FirePlans)
#include "tst_fireplans.moc"
