// Ending a segment: smoke, recovery of the active side, scrounging, the
// segment's flags and the clock.

#include "db/battlefixture.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

namespace {
QJsonObject endSegment(const QJsonArray &moved = {}, const QJsonArray &near = {})
{
    return { { QStringLiteral("action"), QStringLiteral("end-segment") },
             { QStringLiteral("moved"), moved },
             { QStringLiteral("enemy_within_12"), near } };
}
} // namespace

class tst_EndSegment : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void smoke_data();
    void smoke();
    void recovery_data();
    void recovery();
    void scrounging_data();
    void scrounging();
    void segmentFlagsReset();
    void clockMovesToTheNextSide();
    void lastSegmentIsEndedByEndTurn();
    void segmentsPerTurnSetting();
    void malformed_data();
    void malformed();
};

void tst_EndSegment::smoke_data()
{
    QTest::addColumn<bool>("smoke");
    QTest::addColumn<bool>("fired");
    QTest::addColumn<bool>("movedFlag");
    QTest::addColumn<bool>("movedListed");
    QTest::addColumn<bool>("smokeAfter");
    QTest::newRow("fired: stays in smoke") << true << true << false << false << true;
    QTest::newRow("in smoke, did not fire: clears") << true << false << false << false << false;
    QTest::newRow("in smoke, moved (listed): clears") << true << false << false << true << false;
    QTest::newRow("in smoke, moved (marked): clears") << true << false << true << false << false;
    QTest::newRow("moved then fired: in smoke") << true << true << false << true << true;
    QTest::newRow("clear and did not fire: clear") << false << false << false << false << false;
}

void tst_EndSegment::smoke()
{
    QFETCH(bool, smoke);
    QFETCH(bool, fired);
    QFETCH(bool, movedFlag);
    QFETCH(bool, movedListed);
    QFETCH(bool, smokeAfter);
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit
        = infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu"));
    unit.smoke = smoke;
    unit.firedThisSegment = fired;
    unit.movedThisSegment = movedFlag;
    const qint64 id = battle.add(unit);
    const ActionOutcome outcome
        = battle->apply(endSegment(movedListed ? ids({ id }) : QJsonArray()));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(battle.unit(id).smoke, smokeAfter);
}

void tst_EndSegment::recovery_data()
{
    QTest::addColumn<QString>("troopClass");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("blocker");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("stepsAfter");
    QTest::newRow("elite recovers 3, holds 2") << "elite"
                                               << "France"
                                               << "" << 2 << 0;
    QTest::newRow("line recovers 2") << "line"
                                     << "France"
                                     << "" << 2 << 0;
    QTest::newRow("line recovers its 1") << "line"
                                         << "France"
                                         << "" << 1 << 0;
    QTest::newRow("conscript recovers 1") << "conscript"
                                          << "France"
                                          << "" << 2 << 1;
    QTest::newRow("moved: no recovery") << "elite"
                                        << "France"
                                        << "moved" << 2 << 2;
    QTest::newRow("fired upon: no recovery") << "elite"
                                             << "France"
                                             << "fired-upon" << 2 << 2;
    QTest::newRow("enemy within 12\": no recovery") << "elite"
                                                    << "France"
                                                    << "near" << 2 << 2;
    QTest::newRow("not the active side: no recovery") << "elite"
                                                      << "Britain"
                                                      << "" << 2 << 2;
}

void tst_EndSegment::recovery()
{
    QFETCH(QString, troopClass);
    QFETCH(QString, side);
    QFETCH(QString, blocker);
    QFETCH(int, steps);
    QFETCH(int, stepsAfter);
    TestBattle battle;
    QVERIFY(battle.isValid());
    // France is the first side: segment 1 is its initiative.
    battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    UnitRecord unit = infantry(QStringLiteral("Tested"), side, QStringLiteral("Brigade"));
    unit.troopClass = *troopClassFromName(troopClass);
    unit.steps = steps;
    unit.castings = 10;
    unit.cw = 10;
    unit.firedUponThisSegment = blocker == QLatin1String("fired-upon");
    const qint64 id = battle.add(unit);
    QCOMPARE(battle->clock().activeSide, QStringLiteral("France"));
    const ActionOutcome outcome
        = battle->apply(endSegment(blocker == QLatin1String("moved") ? ids({ id }) : QJsonArray(),
                                   blocker == QLatin1String("near") ? ids({ id }) : QJsonArray()));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(battle.unit(id).steps, stepsAfter);
    // Permanent losses never come back.
    QCOMPARE(battle.unit(id).castings, 10);
}

void tst_EndSegment::scrounging_data()
{
    QTest::addColumn<bool>("scrounging");
    QTest::addColumn<int>("ap");
    QTest::addColumn<int>("apAfter");
    QTest::newRow("scrounging with none: has 1") << true << 0 << 1;
    QTest::newRow("scrounging with its 1 unused: still 1") << true << 1 << 1;
    QTest::newRow("not scrounging: nothing") << false << 0 << 0;
}

void tst_EndSegment::scrounging()
{
    QFETCH(bool, scrounging);
    QFETCH(int, ap);
    QFETCH(int, apAfter);
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit
        = infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu"));
    unit.scrounging = scrounging;
    unit.ap = ap;
    const qint64 id = battle.add(unit);
    QVERIFY(battle->apply(endSegment()).ok());
    QCOMPARE(battle.unit(id).ap, apAfter);
}

void tst_EndSegment::segmentFlagsReset()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit
        = infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu"));
    unit.firedThisSegment = true;
    unit.movedThisSegment = true;
    unit.firedUponThisSegment = true;
    unit.hasFired = true;
    unit.firefight = true;
    const qint64 id = battle.add(unit);
    QVERIFY(battle->apply(endSegment()).ok());
    const UnitRecord after = battle.unit(id);
    QVERIFY(!after.firedThisSegment);
    QVERIFY(!after.movedThisSegment);
    QVERIFY(!after.firedUponThisSegment);
    // What lasts beyond the segment stays.
    QVERIFY(after.hasFired);
    QVERIFY(after.firefight);
}

void tst_EndSegment::clockMovesToTheNextSide()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    QSignalSpy clockChanged(battle.battle.get(), &Battle::clockChanged);
    const ActionOutcome outcome = battle->apply(endSegment());
    QVERIFY(outcome.ok());
    QCOMPARE(clockChanged.count(), 1);
    const Clock clock = battle->clock();
    QCOMPARE(clock.turn, 1);
    QCOMPARE(clock.segment, 2);
    QCOMPARE(clock.activeSide, QStringLiteral("Britain"));
    QCOMPARE(answerOf(outcome)
                 .value(QStringLiteral("clock"))
                 .toObject()
                 .value(QStringLiteral("segment"))
                 .toInt(),
             2);
}

void tst_EndSegment::lastSegmentIsEndedByEndTurn()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    QVERIFY(battle->apply(endSegment()).ok());
    const QString before = battle->canonicalDump();
    const ActionOutcome outcome = battle->apply(endSegment());
    QVERIFY(outcome.is(Failure::Kind::Refused));
    QVERIFY(answerOf(outcome)
                .value(QStringLiteral("reason"))
                .toString()
                .contains(QStringLiteral("end-turn")));
    QCOMPARE(battle->canonicalDump(), before);
}

void tst_EndSegment::segmentsPerTurnSetting()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    battle.add(
        infantry(QStringLiteral("1/42nd"), QStringLiteral("Britain"), QStringLiteral("Pack")));
    QCOMPARE(battle->segmentsPerTurn(), 2);
    QVERIFY(
        battle
            ->apply(object(R"({"action": "set-setting", "key": "segments-per-turn", "value": 3})"))
            .ok());
    QCOMPARE(battle->segmentsPerTurn(), 3);
    QVERIFY(battle->apply(endSegment()).ok());
    QVERIFY(battle->apply(endSegment()).ok());
    QCOMPARE(battle->clock().segment, 3);
    QCOMPARE(battle->clock().activeSide, QStringLiteral("France"));
    QVERIFY(battle->apply(endSegment()).is(Failure::Kind::Refused));
    // A bad value is malformed.
    QVERIFY(
        battle
            ->apply(object(R"({"action": "set-setting", "key": "segments-per-turn", "value": 0})"))
            .is(Failure::Kind::Malformed));
    QCOMPARE(battle->apply(object(R"({"action": "set-setting", "key": "tempo", "value": 1})"))
                 .error()
                 .left(4),
             QStringLiteral("key:"));
}

void tst_EndSegment::malformed_data()
{
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown moved unit") << object(R"({"action": "end-segment", "moved": [9]})")
                                        << QStringLiteral("moved: no unit with id 9");
    QTest::newRow("unknown near unit")
        << object(R"({"action": "end-segment", "enemy_within_12": [9]})")
        << QStringLiteral("enemy_within_12: no unit with id 9");
    QTest::newRow("moved not a list")
        << object(R"({"action": "end-segment", "moved": 1})") << QStringLiteral("moved:");
    QTest::newRow("unknown field") << object(R"({"action": "end-segment", "fired": [1]})")
                                   << QStringLiteral("fired: unknown field");
}

void tst_EndSegment::malformed()
{
    QFETCH(QJsonObject, request);
    QFETCH(QString, error);
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(
        infantry(QStringLiteral("1/45e"), QStringLiteral("France"), QStringLiteral("Bachelu")));
    const QString before = battle->canonicalDump();
    const ActionOutcome outcome = battle->apply(request);
    QVERIFY(outcome.is(Failure::Kind::Malformed));
    QVERIFY2(outcome.error().startsWith(error), qPrintable(outcome.error()));
    QCOMPARE(battle->canonicalDump(), before);
}

ADC_TEST_GUILESS_MAIN(tst_EndSegment)
#include "tst_endsegment.moc"
