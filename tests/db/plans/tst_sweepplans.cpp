// The end-of-segment and end-of-turn planners against the battle
// (plantable.h), the boxes left out filled from the log as the dialogs fill
// them (Battle::sweepEvidence): the report, what was derived and every unit
// after must be the same as the battle's.

#include "core/turn/endturnplanner.h"
#include "core/turn/segmentsweepplanner.h"
#include "core/turn/sweepevidence.h"
#include "db/plans/plantable.h"
#include "testsuite.h"

using namespace Adc;
using namespace Adc::Fixture;

namespace {

// A list given, even empty, as given; one left out as the log fills it
// (the evidence a dialog reads before the action).
QList<qint64> listOr(const QJsonObject &action, const char *field, const QList<qint64> &derived)
{
    const QString key = QLatin1String(field);
    return action.contains(key) ? idList(action.value(key)) : derived;
}

EndSegmentOrder sweepOrder(const QJsonObject &action, const SweepEvidence &evidence)
{
    return { listOr(action, "moved", evidence.moved),
             listOr(action, "enemy_within_12", evidence.enemyWithin12) };
}

// The answer's "derived", when a list was left out.
void addDerived(QJsonObject *answer, const QJsonObject &action, const SweepEvidence &evidence,
                bool endTurn)
{
    const bool moved = !action.contains(QStringLiteral("moved"));
    const bool near = !action.contains(QStringLiteral("enemy_within_12"));
    const bool out = endTurn && !action.contains(QStringLiteral("out_of_contact"));
    if (moved || near || out)
        answer->insert(QStringLiteral("derived"), evidence.toJson(moved, near, out));
}

Planned planEndSegment(const QJsonObject &action, Battle &battle)
{
    const SweepEvidence evidence = battle.sweepEvidence();
    const SegmentSweepPlan plan
        = SegmentSweepPlanner::plan(sweepOrder(action, evidence), battle.units(), battle.clock(),
                                    battle.segmentsPerTurn(), battle.sides());
    if (plan.isRefused())
        return { plan.refusal, {}, {} };
    QJsonObject answer { { QStringLiteral("ended"), plan.ended.toJson() },
                         { QStringLiteral("clock"), plan.next.toJson() },
                         { QStringLiteral("changes"), plan.report() } };
    addDerived(&answer, action, evidence, false);
    return { QString(), answer, plan.changes() };
}

Planned planEndTurn(const QJsonObject &action, Battle &battle)
{
    const SweepEvidence evidence = battle.sweepEvidence();
    const EndTurnOrder order { sweepOrder(action, evidence), listOr(action, "out_of_contact", {}) };
    const EndTurnPlan plan = EndTurnPlanner::plan(order, battle.units(), battle.clock(),
                                                  battle.sides(), battle.rulings());
    QJsonObject answer { { QStringLiteral("ended"), plan.ended.toJson() },
                         { QStringLiteral("clock"), plan.next.toJson() },
                         { QStringLiteral("changes"), plan.sweep.report() },
                         { QStringLiteral("replenishment"), plan.report() } };
    addDerived(&answer, action, evidence, true);
    return { QString(), answer, plan.changes() };
}

Planned planSweep(const QJsonObject &action, Battle &battle)
{
    if (action.value(QStringLiteral("action")).toString() == QLatin1String("end-segment"))
        return planEndSegment(action, battle);
    return planEndTurn(action, battle);
}

} // namespace

class tst_SweepPlans : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void planIsWhatTheBattleDoes_data();
    void planIsWhatTheBattleDoes() { checkRow(&planSweep); }

private:
    static void endSegmentRows();
    static void endTurnRows();
};

void tst_SweepPlans::planIsWhatTheBattleDoes_data()
{
    addRowColumns();
    endSegmentRows();
    endTurnRows();
}

void tst_SweepPlans::endSegmentRows()
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
    // Filled from the log: a fired at b 3" away, so both had an enemy
    // within 12" and a does not recover; a list given, even empty, stands.
    row("end segment, from the log: the firer had an enemy within 12\"", 0,
        R"({"a": {"steps": 2}, "before": [{"action": "fire", "firers": ["a"], "target": "b",
            "range": 3, "die": 5}]})",
        R"({"action": "end-segment"})");
    row("end segment, the list given empty stands against the log", 0,
        R"({"a": {"steps": 2}, "before": [{"action": "fire", "firers": ["a"], "target": "b",
            "range": 3, "die": 5}]})",
        R"({"action": "end-segment", "enemy_within_12": []})");
    row("end segment, a fire at 14\" leaves recovery to the firer", 0,
        R"({"g": {"steps": 1}, "before": [{"action": "fire", "firers": ["g"], "target": "b",
            "range": 14, "die": 5}]})",
        R"({"action": "end-segment"})");
    row("end segment, an undone fire is no evidence", 0,
        R"({"a": {"steps": 2}, "before": [{"action": "fire", "firers": ["a"], "target": "b",
            "range": 3, "die": 5}, {"action": "undo"}]})",
        R"({"action": "end-segment"})");
    // A move in the log: the unit moved, so it leaves smoke and does not recover.
    row("end segment, from the log: a move", 0,
        R"({"a": {"steps": 2}, "before": [{"action": "move", "unit": "a"}]})",
        R"({"action": "end-segment"})");
    row("end segment, from the log: a move, the list given empty", 0,
        R"({"c": {"steps": 2}, "before": [{"action": "move", "unit": "c"}]})",
        R"({"action": "end-segment", "moved": []})");
    row("end segment, refused on the turn's last", 1, R"({"a": {"smoke": true}})",
        R"({"action": "end-segment"})", true);
}

void tst_SweepPlans::endTurnRows()
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
    // Filled from the log: b fired at a 3" away this turn, so neither is out
    // of contact and a's count starts again; c is out of contact only when
    // the umpire says so.
    row("end turn, from the log: contact this turn", 1,
        R"({"a": {"replenishment_turns": 2, "ap": 2}, "before": [{"action": "fire",
            "firers": ["b"], "target": "a", "range": 3, "die": 5}]})",
        R"({"action": "end-turn"})");
    row("end turn, from the log and out of contact given", 1,
        R"({"c": {"ap": 2}, "before": [{"action": "fire", "firers": ["b"], "target": "a",
            "range": 3, "die": 5}]})",
        R"({"action": "end-turn", "out_of_contact": ["c"]})");
    row("end turn on the first segment", 0, R"({"c": {"smoke": true, "ap": 1}})",
        R"({"action": "end-turn", "out_of_contact": ["c"], "moved": ["c"]})");
}

ADC_TEST_GUILESS_MAIN(tst_SweepPlans)
#include "tst_sweepplans.moc"
