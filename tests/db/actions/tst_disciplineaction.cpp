// The fire discipline action: the column from the unit's state, the class
// dice from the battle's rulings, and the result applied to the unit.

#include "db/battlefixture.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

class tst_DisciplineAction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chartReadFromUnitState_data();
    void chartReadFromUnitState();
    void classDiceRolledWhenLeftOut_data();
    void classDiceRolledWhenLeftOut();
    void rulingsChangeTheClassDice();
    void triggerKeptInTheLog();
    void malformed_data();
    void malformed();
};

void tst_DisciplineAction::chartReadFromUnitState_data()
{
    QTest::addColumn<bool>("smoke");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<bool>("firefight");
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QJsonValue>("range");
    QTest::addColumn<bool>("firefightAfter");

    const QJsonValue none(QJsonValue::Null);
    QTest::newRow("normal 10: free") << false << false << false << 10 << "normal"
                                     << "free" << none << false;
    QTest::newRow("normal 12 reads 10+: free") << false << false << false << 12 << "normal"
                                               << "free" << none << false;
    QTest::newRow("normal 7: 1\" fire") << false << false << false << 7 << "normal"
                                        << "fire" << QJsonValue(1) << false;
    QTest::newRow("normal 5: 4\" fire") << false << false << false << 5 << "normal"
                                        << "fire" << QJsonValue(4) << false;
    QTest::newRow("normal 4: 1\" FF enters firefight") << false << false << false << 4 << "normal"
                                                       << "firefight" << QJsonValue(1) << true;
    QTest::newRow("normal 1 reads 2-: 4\" FF") << false << false << false << 1 << "normal"
                                               << "firefight" << QJsonValue(4) << true;
    QTest::newRow("in smoke 9: 1\" fire") << true << false << false << 9 << "in-smoke"
                                          << "fire" << QJsonValue(1) << false;
    QTest::newRow("in smoke 6: 1\" FF") << true << false << false << 6 << "in-smoke"
                                        << "firefight" << QJsonValue(1) << true;
    QTest::newRow("in smoke but moved: normal column") << true << true << false << 9 << "normal"
                                                       << "free" << none << false;
    QTest::newRow("firefight 9: fire, stays in firefight")
        << false << false << true << 9 << "firefight"
        << "fire" << none << true;
    QTest::newRow("firefight 8: FF") << false << false << true << 8 << "firefight"
                                     << "firefight" << none << true;
    QTest::newRow("firefight 10: free, leaves firefight")
        << false << false << true << 10 << "firefight"
        << "free" << none << false;
    QTest::newRow("firefight before smoke") << true << false << true << 7 << "firefight"
                                            << "firefight" << none << true;
}

void tst_DisciplineAction::chartReadFromUnitState()
{
    QFETCH(bool, smoke);
    QFETCH(bool, moved);
    QFETCH(bool, firefight);
    QFETCH(int, roll);
    QFETCH(QString, situation);
    QFETCH(QString, result);
    QFETCH(QJsonValue, range);
    QFETCH(bool, firefightAfter);

    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit = infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                               QStringLiteral("Bachelu"));
    unit.smoke = smoke;
    unit.movedThisSegment = moved;
    unit.firefight = firefight;
    const qint64 id = battle.add(unit);
    const ActionOutcome outcome
        = battle->apply({ { QStringLiteral("action"), QStringLiteral("discipline") },
                          { QStringLiteral("unit"), id },
                          { QStringLiteral("roll"), roll } });
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("situation")).toString(), situation);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("result")).toString(), result);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("range")), range);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("firefight")).toBool(), firefightAfter);
    QCOMPARE(battle.unit(id).firefight, firefightAfter);
    QCOMPARE(battle->log().last().kind, QStringLiteral("discipline"));
}

void tst_DisciplineAction::classDiceRolledWhenLeftOut_data()
{
    QTest::addColumn<QString>("troopClass");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QString>("dice");
    QTest::addColumn<int>("roll");
    QTest::newRow("elite 2d6+1") << "elite" << QList<int> { 3, 3 } << "2d6+1" << 7;
    QTest::newRow("line 2d6") << "line" << QList<int> { 3, 3 } << "2d6" << 6;
    QTest::newRow("conscript 2d6-1") << "conscript" << QList<int> { 3, 3 } << "2d6-1" << 5;
}

void tst_DisciplineAction::classDiceRolledWhenLeftOut()
{
    QFETCH(QString, troopClass);
    QFETCH(QList<int>, faces);
    QFETCH(QString, dice);
    QFETCH(int, roll);

    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit = infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                               QStringLiteral("Bachelu"));
    unit.troopClass = *troopClassFromName(troopClass);
    const qint64 id = battle.add(unit);
    ScriptedRandom random(faces);
    const ActionOutcome outcome
        = battle->apply({ { QStringLiteral("action"), QStringLiteral("discipline") },
                          { QStringLiteral("unit"), id } },
                        &random);
    QVERIFY(outcome.ok());
    QVERIFY(random.ok());
    QCOMPARE(random.used(), faces.size());
    QCOMPARE(answerOf(outcome).value(QStringLiteral("dice")).toString(), dice);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("roll")).toInt(), roll);
    // The log keeps the total: the entry replays without dice.
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("roll")).toInt(), roll);
}

void tst_DisciplineAction::rulingsChangeTheClassDice()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit = infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                               QStringLiteral("Bachelu"));
    unit.troopClass = TroopClass::Conscript;
    const qint64 id = battle.add(unit);
    QVERIFY(battle
                ->apply(object(
                    R"({"action": "set-rulings", "rulings": {"class-dice-conscript": "1d6"}})"))
                .ok());
    QCOMPARE(battle->rulings().conscriptDice, QStringLiteral("1d6"));
    ScriptedRandom random({ 3 });
    const ActionOutcome outcome
        = battle->apply({ { QStringLiteral("action"), QStringLiteral("discipline") },
                          { QStringLiteral("unit"), id } },
                        &random);
    QVERIFY(outcome.ok());
    QCOMPARE(random.used(), 1);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("dice")).toString(), QStringLiteral("1d6"));
    // 3 on the normal column: 2" FF.
    QCOMPARE(answerOf(outcome).value(QStringLiteral("result")).toString(),
             QStringLiteral("firefight"));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("range")).toInt(), 2);
    QVERIFY(battle.unit(id).firefight);
}

void tst_DisciplineAction::triggerKeptInTheLog()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                                          QStringLiteral("Bachelu")));
    const ActionOutcome outcome = battle->apply(
        object(R"({"action": "discipline", "unit": 1, "roll": 8, "trigger": "taking-fire"})"));
    QVERIFY(outcome.ok());
    QCOMPARE(answerOf(outcome).value(QStringLiteral("trigger")).toString(),
             QStringLiteral("taking-fire"));
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("trigger")).toString(),
             QStringLiteral("taking-fire"));
    QCOMPARE(id, 1);
}

void tst_DisciplineAction::malformed_data()
{
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown unit") << object(R"({"action": "discipline", "unit": 42, "roll": 7})")
                                  << QStringLiteral("unit: no unit with id 42");
    QTest::newRow("unit missing") << object(R"({"action": "discipline", "roll": 7})")
                                  << QStringLiteral("unit: missing");
    QTest::newRow("roll not a number")
        << object(R"({"action": "discipline", "unit": 1, "roll": "seven"})")
        << QStringLiteral("roll: expected a whole number");
    QTest::newRow("roll not whole") << object(R"({"action": "discipline", "unit": 1, "roll": 7.5})")
                                    << QStringLiteral("roll: expected a whole number");
    QTest::newRow("unknown trigger")
        << object(R"({"action": "discipline", "unit": 1, "trigger": "boredom"})")
        << QStringLiteral("trigger:");
    QTest::newRow("unknown field")
        << object(R"({"action": "discipline", "unit": 1, "dice": "2d6"})")
        << QStringLiteral("dice: unknown field");
}

void tst_DisciplineAction::malformed()
{
    QFETCH(QJsonObject, request);
    QFETCH(QString, error);
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                        QStringLiteral("Bachelu")));
    const QString before = battle->canonicalDump();
    const ActionOutcome outcome = battle->apply(request);
    QVERIFY(outcome.is(Failure::Kind::Malformed));
    QVERIFY2(outcome.error().startsWith(error), qPrintable(outcome.error()));
    QCOMPARE(battle->canonicalDump(), before);
}

ADC_TEST_GUILESS_MAIN(tst_DisciplineAction)
#include "tst_disciplineaction.moc"
