// Each procedure's planner against the battle: every row is planned as a
// dialog plans it (the order, the units as the battle reads them, the
// rulings) and applied through Battle::apply; the refusal, the row and
// column, the report and every unit after must be the same.

#include "db/battlefixture.h"
#include "discipline/chargeplanner.h"
#include "discipline/disciplineplanner.h"
#include "terrain/fleeplanner.h"
#include "terrain/moveplanner.h"
#include "turn/endturnplanner.h"
#include "turn/segmentsweepplanner.h"

#include <QMap>
#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// What a planner says the battle will do.
struct Planned
{
    QString refusal;
    // Answer fields the plan gives, to compare with the battle's answer.
    QJsonObject answer;
    QList<UnitChange> changes;
};

// The units of every row: two French battalions and a battery (France has
// the first initiative) and an Allied battalion.
struct Table
{
    TestBattle battle;
    QMap<QString, qint64> ids;

    Table()
    {
        ids.insert(QStringLiteral("a"),
                   battle.add(infantry(QStringLiteral("1/45e"), QStringLiteral("France"),
                                       QStringLiteral("Bachelu"))));
        ids.insert(QStringLiteral("c"),
                   battle.add(infantry(QStringLiteral("2/45e"), QStringLiteral("France"),
                                       QStringLiteral("Bachelu"))));
        ids.insert(QStringLiteral("g"),
                   battle.add(battery(QStringLiteral("Foot 6pdr"), QStringLiteral("France"),
                                      QStringLiteral("Bachelu"))));
        // Feature 1, a small wood holding one unit.
        battle->apply(
            object(R"({"action": "add-feature", "name": "Bossu wood", "kind": "woods"})"));
        // Feature 2, a hedge to defend.
        battle->apply(
            object(R"({"action": "add-feature", "name": "Gemioncourt hedge", "kind": "ltf"})"));
        ids.insert(QStringLiteral("b"),
                   battle.add(infantry(QStringLiteral("2/95th"), QStringLiteral("Allies"),
                                       QStringLiteral("Kempt"))));
    }

    // {"a": {"smoke": true}, ...}: each field set through the edit action.
    void edit(const QJsonObject &edits)
    {
        for (auto unit = edits.constBegin(); unit != edits.constEnd(); ++unit) {
            const QJsonObject fields = unit.value().toObject();
            for (auto field = fields.constBegin(); field != fields.constEnd(); ++field)
                battle.edit(ids.value(unit.key()), field.key(), field.value());
        }
    }

    // The order with unit names ("a") turned into ids.
    QJsonObject resolve(const QJsonObject &order) const
    {
        QJsonObject action = order;
        for (auto it = order.constBegin(); it != order.constEnd(); ++it) {
            if (it.value().isString() && ids.contains(it.value().toString()))
                action.insert(it.key(), ids.value(it.value().toString()));
            if (!it.value().isArray())
                continue;
            QJsonArray list;
            for (const QJsonValue &value : it.value().toArray())
                list.append(value.isString() && ids.contains(value.toString())
                                ? QJsonValue(ids.value(value.toString()))
                                : value);
            action.insert(it.key(), list);
        }
        return action;
    }
};

QList<qint64> idList(const QJsonValue &value)
{
    QList<qint64> list;
    for (const QJsonValue &id : value.toArray())
        list.append(id.toInteger());
    return list;
}

QList<int> intList(const QJsonValue &value)
{
    QList<int> list;
    for (const QJsonValue &roll : value.toArray())
        list.append(roll.toInt());
    return list;
}

Planned planDiscipline(const QJsonObject &action, Battle &battle)
{
    const qint64 id = action.value(QStringLiteral("unit")).toInteger();
    const DisciplineOrder order { id, action.value(QStringLiteral("roll")).toInt(), std::nullopt };
    const DisciplinePlan plan = DisciplinePlanner::plan(order, *battle.unit(id), battle.rulings());
    if (plan.isRefused())
        return { plan.refusal, {}, {} };
    return { QString(),
             { { QStringLiteral("situation"), toName(plan.situation) },
               { QStringLiteral("dice"), plan.dice.toString() },
               { QStringLiteral("row"), plan.result->row },
               { QStringLiteral("result"), DisciplineResult::kindName(plan.result->kind) },
               { QStringLiteral("cell"), plan.result->cellText() },
               { QStringLiteral("firefight"), plan.change.after.firefight } },
             { plan.change } };
}

Planned planCharge(const QJsonObject &action, Battle &battle)
{
    const qint64 id = action.value(QStringLiteral("defender")).toInteger();
    const ChargeOrder order { id, intList(action.value(QStringLiteral("rolls"))) };
    const ChargePlan plan = ChargePlanner::plan(order, *battle.unit(id), battle.rulings());
    if (plan.isRefused())
        return { plan.refusal, {}, {} };
    QJsonArray rows;
    for (const ChargeDiscipline::Step &step : plan.steps)
        rows.append(step.result.row);
    return { QString(),
             { { QStringLiteral("situation"), toName(plan.situation) },
               { QStringLiteral("dice"), plan.dice.toString() },
               { QStringLiteral("rows"), rows },
               { QStringLiteral("fires_at"), plan.outcome->firesAt },
               { QStringLiteral("firefight"), plan.outcome->firefight },
               { QStringLiteral("close_action"), plan.outcome->closeAction },
               { QStringLiteral("rolls_used"), plan.outcome->rollsUsed } },
             { plan.change } };
}

EndSegmentOrder sweepOrder(const QJsonObject &action)
{
    return { idList(action.value(QStringLiteral("moved"))),
             idList(action.value(QStringLiteral("enemy_within_12"))) };
}

Planned planEndSegment(const QJsonObject &action, Battle &battle)
{
    const SegmentSweepPlan plan
        = SegmentSweepPlanner::plan(sweepOrder(action), battle.units(), battle.clock(),
                                    battle.segmentsPerTurn(), battle.sides());
    if (plan.isRefused())
        return { plan.refusal, {}, {} };
    return { QString(),
             { { QStringLiteral("ended"), plan.ended.toJson() },
               { QStringLiteral("clock"), plan.next.toJson() },
               { QStringLiteral("changes"), plan.report() } },
             plan.changes() };
}

Planned planEndTurn(const QJsonObject &action, Battle &battle)
{
    const EndTurnOrder order { sweepOrder(action),
                               idList(action.value(QStringLiteral("out_of_contact"))) };
    const EndTurnPlan plan = EndTurnPlanner::plan(order, battle.units(), battle.clock(),
                                                  battle.sides(), battle.rulings());
    return { QString(),
             { { QStringLiteral("ended"), plan.ended.toJson() },
               { QStringLiteral("clock"), plan.next.toJson() },
               { QStringLiteral("changes"), plan.sweep.report() },
               { QStringLiteral("replenishment"), plan.report() } },
             plan.changes() };
}

Planned planMove(const QJsonObject &action, Battle &battle)
{
    const UnitRecord unit = *battle.unit(action.value(QStringLiteral("unit")).toInteger());
    MoveOrder order;
    order.unit = unit.id;
    if (action.contains(QStringLiteral("to")))
        order.to = terrainFromName(action.value(QStringLiteral("to")).toString());
    QStringList across;
    for (const QJsonValue &crossing : action.value(QStringLiteral("across")).toArray())
        across << crossing.toString();
    order.across = across;
    order.road = action.value(QStringLiteral("road")).toBool();
    std::optional<FeatureRecord> feature;
    QList<UnitRecord> occupants;
    for (const FeatureRecord &record : battle.features()) {
        if (record.id == action.value(QStringLiteral("feature")).toInteger())
            feature = record;
    }
    for (const UnitRecord &other : battle.units()) {
        if (feature && other.feature == feature->name)
            occupants << other;
    }
    const MovePlan plan = MovePlanner::plan(order, unit, feature, occupants);
    if (plan.isRefused())
        return { plan.refusal, {}, {} };
    QJsonObject answer = plan.toJson();
    answer.insert(QStringLiteral("unit"), plan.change.after.toJson());
    return { QString(), answer, { plan.change } };
}

Planned planFlee(const QJsonObject &action, Battle &battle)
{
    const UnitRecord unit = *battle.unit(action.value(QStringLiteral("unit")).toInteger());
    std::optional<FeatureRecord> feature;
    for (const FeatureRecord &record : battle.features()) {
        if (record.name == unit.feature)
            feature = record;
    }
    const FleePlan plan = FleePlanner::plan(unit, feature);
    if (plan.isRefused())
        return { plan.refusal, {}, {} };
    QJsonObject answer = plan.toJson();
    answer.insert(QStringLiteral("unit"), plan.change.after.toJson());
    return { QString(), answer, { plan.change } };
}

Planned plan(const QJsonObject &action, Battle &battle)
{
    const QString kind = action.value(QStringLiteral("action")).toString();
    if (kind == QLatin1String("discipline"))
        return planDiscipline(action, battle);
    if (kind == QLatin1String("charge"))
        return planCharge(action, battle);
    if (kind == QLatin1String("move"))
        return planMove(action, battle);
    if (kind == QLatin1String("flee"))
        return planFlee(action, battle);
    if (kind == QLatin1String("end-segment"))
        return planEndSegment(action, battle);
    return planEndTurn(action, battle);
}

// The battle's answer in the plan's terms (the charge's rows from its steps).
QJsonValue answered(const QJsonObject &answer, const QString &key)
{
    if (key != QLatin1String("rows"))
        return answer.value(key);
    QJsonArray rows;
    for (const QJsonValue &step : answer.value(QStringLiteral("steps")).toArray())
        rows.append(step.toObject().value(QStringLiteral("row")));
    return rows;
}

// One row: units to set up, the order (unit names for ids), refused or not.
void row(const char *name, int segmentsBefore, const char *edits, const char *order,
         bool refused = false)
{
    QTest::newRow(name) << segmentsBefore << QByteArray(edits) << QByteArray(order) << refused;
}

} // namespace

class tst_ProcedurePlans : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planIsWhatTheBattleDoes_data();
    void planIsWhatTheBattleDoes();

private:
    static void disciplineRows();
    static void chargeRows();
    static void endSegmentRows();
    static void endTurnRows();
    static void moveRows();
};

void tst_ProcedurePlans::planIsWhatTheBattleDoes()
{
    QFETCH(int, segmentsBefore);
    QFETCH(QByteArray, edits);
    QFETCH(QByteArray, order);
    QFETCH(bool, refused);

    Table table;
    for (int i = 0; i < segmentsBefore; ++i)
        QVERIFY(table.battle->apply(object(R"({"action": "end-segment"})")).isDone());
    table.edit(object(edits.constData()));
    const QJsonObject action = table.resolve(object(order.constData()));
    const QList<UnitRecord> before = table.battle->units();

    const Planned planned = plan(action, *table.battle.battle);
    const ActionOutcome outcome = table.battle->apply(action);

    QCOMPARE(!planned.refusal.isEmpty(), refused);
    if (refused) {
        QVERIFY(outcome.status == ActionOutcome::Status::Refused);
        QCOMPARE(outcome.answer.value(QStringLiteral("reason")).toString(), planned.refusal);
        QVERIFY(table.battle->units() == before);
        return;
    }
    QVERIFY2(outcome.isDone(), qPrintable(outcome.error));
    for (auto it = planned.answer.constBegin(); it != planned.answer.constEnd(); ++it)
        QCOMPARE(answered(outcome.answer, it.key()), it.value());

    // Every unit: as the plan leaves it, or untouched when the plan does not
    // name it.
    QMap<qint64, UnitRecord> expected;
    for (const UnitRecord &unit : before)
        expected.insert(unit.id, unit);
    for (const UnitChange &change : planned.changes)
        expected.insert(change.after.id, change.after);
    const QList<UnitRecord> after = table.battle->units();
    QCOMPARE(after.size(), before.size());
    for (const UnitRecord &unit : after)
        QCOMPARE(unit.toJson(), expected.value(unit.id).toJson());
}

void tst_ProcedurePlans::planIsWhatTheBattleDoes_data()
{
    QTest::addColumn<int>("segmentsBefore");
    QTest::addColumn<QByteArray>("edits");
    QTest::addColumn<QByteArray>("order");
    QTest::addColumn<bool>("refused");

    disciplineRows();
    chargeRows();
    endSegmentRows();
    endTurnRows();
    moveRows();
}

void tst_ProcedurePlans::disciplineRows()
{
    // Fire discipline: each column and the results that change the unit.
    row("discipline, normal 10: free", 0, "{}",
        R"({"action": "discipline", "unit": "a", "roll": 10})");
    row("discipline, normal 7: 1\" fire", 0, "{}",
        R"({"action": "discipline", "unit": "a", "roll": 7})");
    row("discipline, normal 4: FF enters firefight", 0, "{}",
        R"({"action": "discipline", "unit": "a", "roll": 4})");
    row("discipline, normal 1 reads 2-", 0, "{}",
        R"({"action": "discipline", "unit": "a", "roll": 1})");
    row("discipline, in smoke 9: fire", 0, R"({"a": {"smoke": true}})",
        R"({"action": "discipline", "unit": "a", "roll": 9})");
    row("discipline, in smoke 6: FF", 0, R"({"a": {"smoke": true}})",
        R"({"action": "discipline", "unit": "a", "roll": 6})");
    row("discipline, in smoke but moved: normal column", 0,
        R"({"a": {"smoke": true, "moved_this_segment": true}})",
        R"({"action": "discipline", "unit": "a", "roll": 9})");
    row("discipline, firefight 9: stays in firefight", 0, R"({"a": {"firefight": true}})",
        R"({"action": "discipline", "unit": "a", "roll": 9})");
    row("discipline, firefight 12: free, leaves firefight", 0, R"({"a": {"firefight": true}})",
        R"({"action": "discipline", "unit": "a", "roll": 12})");
    row("discipline, firefight in smoke: firefight column", 0,
        R"({"a": {"firefight": true, "smoke": true}})",
        R"({"action": "discipline", "unit": "a", "roll": 5})");
    row("discipline, elite class dice", 0, R"({"a": {"class": "elite"}})",
        R"({"action": "discipline", "unit": "a", "roll": 8})");
    // "Anytime you attempt to move an infantry unit forward ... Anytime your
    // infantry unit takes fire that can be returned": not a battery.
    row("discipline, a battery does not roll", 0, "{}",
        R"({"action": "discipline", "unit": "g", "roll": 8})", true);
}

void tst_ProcedurePlans::chargeRows()
{
    // Charge discipline: where the defender fires, firefight, close action.
    row("charge, fails at 3\": fires at 2\"", 0, "{}",
        R"({"action": "charge", "defender": "b", "rolls": [9, 6]})");
    row("charge, 2 at 4\": 4\" FF", 0, "{}",
        R"({"action": "charge", "defender": "b", "rolls": [2]})");
    row("charge, passes all: close action", 0, "{}",
        R"({"action": "charge", "defender": "b", "rolls": [10, 10, 10, 10]})");
    row("charge, in smoke: FF at 1\"", 0, R"({"b": {"smoke": true}})",
        R"({"action": "charge", "defender": "b", "rolls": [10, 10, 10, 4]})");
    row("charge, in smoke 9 fails", 0, R"({"b": {"smoke": true}})",
        R"({"action": "charge", "defender": "b", "rolls": [9]})");
    row("charge, extra rolls ignored", 0, "{}",
        R"({"action": "charge", "defender": "b", "rolls": [5, 10, 10]})");
    row("charge, firefight defender keeps its status", 0, R"({"b": {"firefight": true}})",
        R"({"action": "charge", "defender": "b", "rolls": [10, 10, 10, 10]})");
    row("charge, a battery does not roll", 0, "{}",
        R"({"action": "charge", "defender": "g", "rolls": [9]})", true);
}

void tst_ProcedurePlans::endSegmentRows()
{
    // End of segment: smoke, recovery and scrounging.
    row("end segment, smoke kept by a unit that fired", 0,
        R"({"a": {"smoke": true, "fired_this_segment": true}})", R"({"action": "end-segment"})");
    row("end segment, smoke cleared: did not fire", 0, R"({"a": {"smoke": true}})",
        R"({"action": "end-segment"})");
    row("end segment, smoke cleared: moved", 0,
        R"({"a": {"smoke": true, "fired_this_segment": true}})",
        R"({"action": "end-segment", "moved": ["a"]})");
    row("end segment, active side recovers", 0, R"({"a": {"steps": 2}})",
        R"({"action": "end-segment"})");
    row("end segment, recovery blocked by moved", 0, R"({"a": {"steps": 2}})",
        R"({"action": "end-segment", "moved": ["a"]})");
    row("end segment, recovery blocked by fired upon", 0,
        R"({"a": {"steps": 2, "fired_upon_this_segment": true}})", R"({"action": "end-segment"})");
    row("end segment, recovery blocked by enemy within 12\"", 0, R"({"a": {"steps": 2}})",
        R"({"action": "end-segment", "enemy_within_12": ["a"]})");
    row("end segment, the other side does not recover", 0, R"({"b": {"steps": 2}})",
        R"({"action": "end-segment"})");
    row("end segment, scrounging gives 1 AP", 0, R"({"c": {"ap": 0, "scrounging": true}})",
        R"({"action": "end-segment"})");
    row("end segment, a battery does not scrounge", 0,
        R"({"g": {"ap_ball": 0, "scrounging": true}})", R"({"action": "end-segment"})");
    row("end segment, second side's segment", 0, "{}", R"({"action": "end-segment"})");
    row("end segment, refused on the turn's last", 1, R"({"a": {"smoke": true}})",
        R"({"action": "end-segment"})", true);
}

void tst_ProcedurePlans::endTurnRows()
{
    // End of turn: the sweep, then replenishment.
    row("end turn, infantry refills after 1 turn", 1, R"({"a": {"ap": 2, "scrounging": true}})",
        R"({"action": "end-turn", "out_of_contact": ["a"]})");
    row("end turn, battery refills after 4 turns", 1,
        R"({"g": {"ap_ball": 1, "ap_canister": 0, "replenishment_turns": 3}})",
        R"({"action": "end-turn", "out_of_contact": ["g"]})");
    row("end turn, battery after 1 turn: 3 to go", 1, R"({"g": {"ap_ball": 1}})",
        R"({"action": "end-turn", "out_of_contact": ["g"]})");
    row("end turn, out of contact count reset", 1, R"({"g": {"replenishment_turns": 2}})",
        R"({"action": "end-turn"})");
    row("end turn, sweep and replenishment together", 1,
        R"({"b": {"steps": 2, "smoke": true, "ap": 3}, "a": {"steps": 1}})",
        R"({"action": "end-turn", "out_of_contact": ["b"], "enemy_within_12": ["a"]})");
    row("end turn on the first segment", 0, R"({"c": {"smoke": true, "ap": 1}})",
        R"({"action": "end-turn", "out_of_contact": ["c"], "moved": ["c"]})");
}

void tst_ProcedurePlans::moveRows()
{
    // The move: the terrain page, a full feature, smoke and recovery.
    row("move, into woods: half movement", 0, "{}",
        R"({"action": "move", "unit": "a", "to": "woods"})");
    row("move, into the wood by its feature", 0, "{}",
        R"({"action": "move", "unit": "a", "feature": 1})");
    row("move, into the wood on a road", 0, "{}",
        R"({"action": "move", "unit": "a", "feature": 1, "road": true})");
    row("move, out of the wood: leaves the feature", 0, R"({"a": {"feature": "Bossu wood"}})",
        R"({"action": "move", "unit": "a", "to": "open"})");
    row("move, across an LTF clears smoke", 0, R"({"a": {"smoke": true, "steps": 2}})",
        R"({"action": "move", "unit": "a", "across": ["ltf"]})");
    row("move, a battery onto a hill", 0, "{}", R"({"action": "move", "unit": "g", "to": "hill"})");
    row("move, a battery into woods is refused", 0, "{}",
        R"({"action": "move", "unit": "g", "to": "woods"})", true);
    row("move, into a full wood is refused", 0, R"({"c": {"feature": "Bossu wood"}})",
        R"({"action": "move", "unit": "a", "feature": 1})", true);
    row("move, across a river without a ford is refused", 0, "{}",
        R"({"action": "move", "unit": "a", "across": ["river"]})", true);
    row("move, across a river at a bridge", 0, "{}",
        R"({"action": "move", "unit": "a", "across": ["river", "bridge"]})");

    // Fleeing: routed in woods, abandoning an LTF, fleeing elsewhere.
    row("flee, shaken in the wood: routed in place", 0,
        R"({"a": {"feature": "Bossu wood", "morale": "shaken"}})",
        R"({"action": "flee", "unit": "a"})");
    row("flee, shaken behind a hedge: abandons it", 0,
        R"({"a": {"feature": "Gemioncourt hedge", "morale": "shaken", "smoke": true}})",
        R"({"action": "flee", "unit": "a"})");
    row("flee, shaken on a hill: flees", 0, R"({"a": {"terrain": "hill", "morale": "shaken"}})",
        R"({"action": "flee", "unit": "a"})");
    row("flee, a steady unit is not called on", 0, "{}", R"({"action": "flee", "unit": "a"})",
        true);
}

QTEST_GUILESS_MAIN(tst_ProcedurePlans)
#include "tst_procedureplans.moc"
