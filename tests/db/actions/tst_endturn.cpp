// Ending a turn: replenishment out of contact, the last segment's sweep and
// the clock.

#include "db/battlefixture.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {
QJsonObject endTurn(const QJsonArray &outOfContact = {})
{
    return { { QStringLiteral("action"), QStringLiteral("end-turn") },
             { QStringLiteral("out_of_contact"), outOfContact } };
}
} // namespace

class tst_EndTurn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void infantryRefillsAfterOneTurn();
    void artilleryRefillsAfterFourTurns();
    void contactResetsTheCount();
    void refillEndsScrounging();
    void batteryRefillFollowsTheRulings();
    void batteryRefillsToItsOwnLoads();
    void clockMovesToTheNextTurn_data();
    void clockMovesToTheNextTurn();
    void endsTheSegmentToo();
    void malformed();
};

void tst_EndTurn::infantryRefillsAfterOneTurn()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit
        = infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu"));
    unit.ap = 2;
    const qint64 id = battle.add(unit);
    const ActionOutcome outcome = battle->apply(endTurn(ids({ id })));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(battle.unit(id).ap, 8);
    QCOMPARE(battle.unit(id).replenishmentTurns, 1);
    const QJsonObject line
        = answerOf(outcome).value(QStringLiteral("replenishment")).toArray().first().toObject();
    QVERIFY(line.value(QStringLiteral("refilled")).toBool());
}

void tst_EndTurn::artilleryRefillsAfterFourTurns()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord guns
        = battery(QStringLiteral("Battery"), QStringLiteral("France"), QStringLiteral("Reserve"));
    guns.apBall = 1;
    guns.apCanister = 0;
    const qint64 id = battle.add(guns);
    for (int turn = 1; turn <= 3; ++turn) {
        QVERIFY(battle->apply(endTurn(ids({ id }))).ok());
        QCOMPARE(battle.unit(id).replenishmentTurns, turn);
        QCOMPARE(battle.unit(id).apBall, 1);
        QCOMPARE(battle.unit(id).apCanister, 0);
    }
    QVERIFY(battle->apply(endTurn(ids({ id }))).ok());
    QCOMPARE(battle.unit(id).replenishmentTurns, 4);
    QCOMPARE(battle.unit(id).apBall, 8);
    QCOMPARE(battle.unit(id).apCanister, 4);
}

void tst_EndTurn::contactResetsTheCount()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord guns
        = battery(QStringLiteral("Battery"), QStringLiteral("France"), QStringLiteral("Reserve"));
    guns.apBall = 1;
    const qint64 id = battle.add(guns);
    QVERIFY(battle->apply(endTurn(ids({ id }))).ok());
    QVERIFY(battle->apply(endTurn(ids({ id }))).ok());
    QCOMPARE(battle.unit(id).replenishmentTurns, 2);
    QVERIFY(battle->apply(endTurn()).ok());
    QCOMPARE(battle.unit(id).replenishmentTurns, 0);
    QCOMPARE(battle.unit(id).apBall, 1);
}

void tst_EndTurn::refillEndsScrounging()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit
        = infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu"));
    unit.ap = 0;
    unit.scrounging = true;
    const qint64 id = battle.add(unit);
    QVERIFY(battle->apply(endTurn(ids({ id }))).ok());
    QVERIFY(!battle.unit(id).scrounging);
    QCOMPARE(battle.unit(id).ap, 8);
}

void tst_EndTurn::batteryRefillFollowsTheRulings()
{
    // A battery added without its full loads takes the rulings' as they stand
    // then; a later change of the rulings leaves them.
    TestBattle battle;
    QVERIFY(battle.isValid());
    QVERIFY(
        battle
            ->apply(object(
                R"({"action": "set-rulings", "rulings": {"battery-ball-ap": 10, "battery-canister-ap": 6}})"))
            .ok());
    UnitRecord guns
        = battery(QStringLiteral("Battery"), QStringLiteral("France"), QStringLiteral("Reserve"));
    guns.apBall = 2;
    guns.apCanister = 1;
    guns.replenishmentTurns = 3;
    const qint64 id = battle.add(guns);
    QCOMPARE(battle.unit(id).apBallFull, 10);
    QCOMPARE(battle.unit(id).apCanisterFull, 6);
    QVERIFY(battle->apply(object(R"({"action": "set-rulings", "rulings": {"battery-ball-ap": 8}})"))
                .ok());
    QVERIFY(battle->apply(endTurn(ids({ id }))).ok());
    QCOMPARE(battle.unit(id).apBall, 10);
    QCOMPARE(battle.unit(id).apCanister, 6);
}

void tst_EndTurn::batteryRefillsToItsOwnLoads()
{
    // "Artillery batteries have both canister AP's and Ball AP's. The number
    // of AP's for artillery can be found in the National Appendices."
    // "Artillery requires 4 consecutive game turns to replenish ammunition
    // once it is 10 or more inches away from any enemy units." "Infantry
    // has 8 AP's."
    TestBattle battle;
    QVERIFY(battle.isValid());
    const ActionOutcome added = battle->apply(object(
        R"({"action": "add-unit", "unit": {"name": "Rogers", "side": "Britain", "brigade": "Artillery",
            "arm": "artillery", "tubes": 6, "weapon": "8pdr", "ap_ball": 12, "ap_canister": 6}})"));
    QVERIFY2(added.ok(), qPrintable(added.error()));
    const qint64 id = added->id;
    QCOMPARE(battle.unit(id).apBallFull, 12);
    QCOMPARE(battle.unit(id).apCanisterFull, 6);
    UnitRecord line
        = infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu"));
    const qint64 target = battle.add(line);
    line.name = QStringLiteral("2/45e");
    line.ap = 3;
    const qint64 french = battle.add(line);
    // Ball at 10", then canister at 3" the next segment; the target moves
    // away, out of contact.
    const QList<QByteArray> actions {
        QStringLiteral(R"({"action": "fire", "firers": [%1], "target": %2, "range": 10,)"
                       R"( "shot": "ball", "ap": 4, "die": 5})")
            .arg(id)
            .arg(target)
            .toUtf8(),
        QByteArray(R"({"action": "end-segment"})"),
        QStringLiteral(R"({"action": "fire", "firers": [%1], "target": %2, "range": 3,)"
                       R"( "shot": "canister", "ap": 2, "die": 5})")
            .arg(id)
            .arg(target)
            .toUtf8(),
        QStringLiteral(R"({"action": "move", "unit": %1})").arg(target).toUtf8(),
    };
    for (const QByteArray &action : actions) {
        const ActionOutcome outcome = battle->apply(object(action.constData()));
        QVERIFY2(outcome.ok(),
                 qPrintable(QString::fromUtf8(action) + QStringLiteral(": ") + outcome.error()));
    }
    QCOMPARE(battle.unit(id).apBall, 8);
    QCOMPARE(battle.unit(id).apCanister, 4);
    for (int turn = 1; turn <= 4; ++turn)
        QVERIFY(battle->apply(endTurn(ids({ id, french }))).ok());
    QCOMPARE(battle.unit(id).apBall, 12);
    QCOMPARE(battle.unit(id).apCanister, 6);
    QCOMPARE(battle.unit(french).ap, 8);
}

void tst_EndTurn::clockMovesToTheNextTurn_data()
{
    QTest::addColumn<int>("segmentsFirst");
    QTest::newRow("from the last segment") << 1;
    QTest::newRow("from the first segment") << 0;
}

void tst_EndTurn::clockMovesToTheNextTurn()
{
    QFETCH(int, segmentsFirst);
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    for (int i = 0; i < segmentsFirst; ++i)
        QVERIFY(battle->apply(object(R"({"action": "end-segment"})")).ok());
    QVERIFY(battle->apply(endTurn()).ok());
    const Clock clock = battle->clock();
    QCOMPARE(clock.turn, 2);
    QCOMPARE(clock.segment, 1);
    QCOMPARE(clock.activeSide, QStringLiteral("France"));
}

void tst_EndTurn::endsTheSegmentToo()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit
        = infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu"));
    unit.smoke = true;
    unit.steps = 2;
    unit.movedThisSegment = true;
    const qint64 id = battle.add(unit);
    QVERIFY(battle->apply(object(R"({"action": "end-turn", "enemy_within_12": [1]})")).ok());
    const UnitRecord after = battle.unit(id);
    QVERIFY(!after.smoke);
    QCOMPARE(after.steps, 2); // moved and an enemy near: no recovery
    QVERIFY(!after.movedThisSegment);
}

void tst_EndTurn::malformed()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    const QString before = battle->canonicalDump();
    const ActionOutcome outcome
        = battle->apply(object(R"({"action": "end-turn", "out_of_contact": [7]})"));
    QVERIFY(outcome.is(Failure::Kind::Malformed));
    QCOMPARE(outcome.error(), QStringLiteral("out_of_contact: no unit with id 7"));
    QVERIFY(battle->apply(object(R"({"action": "end-turn", "out_of_contact": ["x"]})"))
                .is(Failure::Kind::Malformed));
    QCOMPARE(battle->canonicalDump(), before);
}

ADC_TEST_GUILESS_MAIN(tst_EndTurn)
#include "tst_endturn.moc"
