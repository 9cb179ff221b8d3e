// The discipline and charge planners against the battle (plantable.h): the
// refusal, the row and column, the report and every unit after must be the
// same as the battle's.

#include "core/discipline/chargeplanner.h"
#include "core/discipline/disciplineplanner.h"
#include "core/fire/firedice.h"
#include "core/terrain/fleeplanner.h"
#include "core/terrain/moveplanner.h"
#include "db/plans/plantable.h"
#include "testsuite.h"

using namespace Adc;
using namespace Adc::Fixture;

namespace {

Planned planDiscipline(const QJsonObject &action, Battle &battle)
{
    const qint64 id = action.value(QStringLiteral("unit")).toInteger();
    const DisciplineOrder order { id, action.value(QStringLiteral("roll")).toInt(), std::nullopt,
                                  std::nullopt };
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

// The units after the charge's fire and end, as the plan gives them.
QList<UnitChange> chargeChanges(const ChargePlan &plan, const QJsonObject &action,
                                const ChargeUnits &units)
{
    QMap<qint64, UnitRecord> before;
    QMap<qint64, UnitRecord> after;
    auto note = [&](const UnitRecord &was, const UnitRecord &now) {
        if (!before.contains(now.id))
            before.insert(now.id, was);
        after.insert(now.id, now);
    };
    note(plan.change.before, plan.change.after);
    if (units.charger)
        note(*units.charger, *units.charger);
    if (plan.fire) {
        const FireDice dice { action.value(QStringLiteral("fire_die")).toInt(), {}, {}, {} };
        for (const UnitRecord &unit : plan.fire->resolve(dice).units)
            note(unit, unit);
    }
    if (plan.ending) {
        const std::optional<UnitRecord> charger = units.charger
            ? std::optional<UnitRecord>(after.value(units.charger->id))
            : std::nullopt;
        for (const UnitChange &change :
             ChargePlanner::settle(*plan.ending, charger, after.value(units.defender.id), {}))
            note(change.before, change.after);
    }
    QList<UnitChange> changes;
    for (auto it = after.constBegin(); it != after.constEnd(); ++it)
        changes.append(UnitChange { before.value(it.key()), it.value() });
    return changes;
}

Planned planCharge(const QJsonObject &action, Battle &battle)
{
    const qint64 id = action.value(QStringLiteral("defender")).toInteger();
    ChargeOrder order { id,
                        intList(action.value(QStringLiteral("rolls"))),
                        action.value(QStringLiteral("charger")).toInteger(),
                        {},
                        {} };
    if (action.contains(QStringLiteral("outcome")))
        order.outcome = chargeOutcomeFromName(action.value(QStringLiteral("outcome")).toString());
    const ChargeUnits units { order.charger ? battle.unit(order.charger)
                                            : std::optional<UnitRecord>(),
                              *battle.unit(id),
                              {},
                              {} };
    const ChargePlan plan = ChargePlanner::plan(order, units, battle.rulings());
    if (plan.isRefused())
        return { plan.refusal, {}, {} };
    QJsonObject answer;
    if (plan.rolls) {
        QJsonArray rows;
        for (const ChargeDiscipline::Step &step : plan.steps)
            rows.append(step.result.row);
        answer = { { QStringLiteral("situation"), toName(plan.situation) },
                   { QStringLiteral("dice"), plan.dice.toString() },
                   { QStringLiteral("rows"), rows },
                   { QStringLiteral("fires_at"), plan.outcome->firesAt },
                   { QStringLiteral("firefight"), plan.outcome->firefight },
                   { QStringLiteral("close_action"), plan.outcome->closeAction },
                   { QStringLiteral("rolls_used"), plan.outcome->rollsUsed } };
    }
    if (plan.fire)
        answer.insert(
            QStringLiteral("fire_steps"),
            plan.fire->resultFor(action.value(QStringLiteral("fire_die")).toInt()).casualtySteps);
    return { QString(), answer, chargeChanges(plan, action, units) };
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
    if (kind == QLatin1String("move"))
        return planMove(action, battle);
    if (kind == QLatin1String("flee"))
        return planFlee(action, battle);
    return planCharge(action, battle);
}

} // namespace

class tst_ProcedurePlans : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planIsWhatTheBattleDoes_data();
    void planIsWhatTheBattleDoes() { checkRow(&plan); }

private:
    static void disciplineRows();
    static void chargeRows();
    static void moveRows();
};

void tst_ProcedurePlans::planIsWhatTheBattleDoes_data()
{
    addRowColumns();
    disciplineRows();
    chargeRows();
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
    // To its end: the defender's fire and the outcome.
    row("charge to its end, infantry fires at 2\"", 0, "{}",
        R"({"action": "charge", "charger": "b", "defender": "a", "rolls": [9, 6],
            "fire_die": 8})");
    row("charge to its end, a battery fires at its short band", 0, "{}",
        R"({"action": "charge", "charger": "b", "defender": "g", "fire_die": 6})");
    row("charge to its end, firefight for both", 0, "{}",
        R"({"action": "charge", "charger": "b", "defender": "a", "rolls": [3],
            "fire_die": 4, "outcome": "firefight"})");
    row("charge to its end, the charger repulsed", 0, "{}",
        R"({"action": "charge", "charger": "b", "defender": "c", "rolls": [5],
            "fire_die": 9, "outcome": "repulsed"})");
    row("charge to its end, a battery may not charge", 0, "{}",
        R"({"action": "charge", "charger": "g", "defender": "b", "rolls": [5]})", true);
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

ADC_TEST_GUILESS_MAIN(tst_ProcedurePlans)
#include "tst_procedureplans.moc"
