// The charge discipline action: rolls at 4", 3", 2", 1" until the defender
// fails; where it fires, and firefight status applied.

#include "db/battlefixture.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;
using namespace Adc::Fixture;

class tst_ChargeAction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void givenRolls_data();
    void givenRolls();
    void rollsLeftOutAreRolled();
    void smokeReadsTheInSmokeColumn();
    void onlyInfantryDefends();
    void malformed_data();
    void malformed();
};

void tst_ChargeAction::givenRolls_data()
{
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<int>("firesAt");
    QTest::addColumn<bool>("firefight");
    QTest::addColumn<int>("rollsUsed");

    // Normal column: 8+ free, 7 1" fire, 6 2" fire, 5 4" fire, 4 1" FF, 3 2" FF, 2- 4" FF.
    QTest::newRow("fails at 4\" with 2\" fire") << QList<int> { 6 } << 2 << false << 1;
    QTest::newRow("fails at 3\" with 4\" fire: fires at 3\"")
        << QList<int> { 9, 5 } << 3 << false << 2;
    QTest::newRow("FF at 2\"") << QList<int> { 9, 8, 4 } << 1 << true << 3;
    QTest::newRow("4\" FF at 2\": fires at 2\" in firefight")
        << QList<int> { 9, 8, 2 } << 2 << true << 3;
    QTest::newRow("passes all four: close action") << QList<int> { 9, 9, 9, 9 } << 1 << false << 4;
    QTest::newRow("extra rolls ignored") << QList<int> { 6, 9, 9 } << 2 << false << 1;
}

void tst_ChargeAction::givenRolls()
{
    QFETCH(QList<int>, rolls);
    QFETCH(int, firesAt);
    QFETCH(bool, firefight);
    QFETCH(int, rollsUsed);

    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                                          QStringLiteral("Bachelu")));
    QJsonArray array;
    for (int roll : rolls)
        array.append(roll);
    ScriptedRandom none;
    const ActionOutcome outcome
        = battle->apply({ { QStringLiteral("action"), QStringLiteral("charge") },
                          { QStringLiteral("defender"), id },
                          { QStringLiteral("rolls"), array } },
                        &none);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error()));
    QCOMPARE(none.used(), 0);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("fires_at")).toInt(), firesAt);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("firefight")).toBool(), firefight);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("rolls_used")).toInt(), rollsUsed);
    QCOMPARE(battle.unit(id).firefight, firefight);
}

void tst_ChargeAction::rollsLeftOutAreRolled()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    const qint64 id = battle.add(infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                                          QStringLiteral("Bachelu")));
    // Given 9 at 4"; then 2d6 rolled: 5+4 = 9 at 3", 2+2 = 4 at 2": 1" FF.
    ScriptedRandom random({ 5, 4, 2, 2 });
    const ActionOutcome outcome
        = battle->apply(object(R"({"action": "charge", "defender": 1, "rolls": [9]})"), &random);
    QVERIFY(outcome.ok());
    QCOMPARE(random.used(), 4);
    QCOMPARE(answerOf(outcome).value(QStringLiteral("fires_at")).toInt(), 1);
    QVERIFY(answerOf(outcome).value(QStringLiteral("firefight")).toBool());
    QCOMPARE(battle->log().last().inputs.value(QStringLiteral("rolls")).toArray(),
             (QJsonArray { 9, 9, 4 }));
    QVERIFY(battle.unit(id).firefight);
}

void tst_ChargeAction::smokeReadsTheInSmokeColumn()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    UnitRecord unit = infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                               QStringLiteral("Bachelu"));
    unit.smoke = true;
    battle.add(unit);
    // In smoke 9 is 1" fire: fails at 4", fires at 1".
    const ActionOutcome outcome
        = battle->apply(object(R"({"action": "charge", "defender": 1, "rolls": [9]})"));
    QVERIFY(outcome.ok());
    QCOMPARE(answerOf(outcome).value(QStringLiteral("situation")).toString(),
             QStringLiteral("in-smoke"));
    QCOMPARE(answerOf(outcome).value(QStringLiteral("fires_at")).toInt(), 1);
}

void tst_ChargeAction::onlyInfantryDefends()
{
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(
        battery(QStringLiteral("Battery"), QStringLiteral("France"), QStringLiteral("Reserve")));
    const QString before = battle->canonicalDump();
    const ActionOutcome outcome
        = battle->apply(object(R"({"action": "charge", "defender": 1, "rolls": [9, 9, 9, 9]})"));
    QVERIFY(outcome.is(Failure::Kind::Refused));
    QCOMPARE(battle->canonicalDump(), before);
}

void tst_ChargeAction::malformed_data()
{
    QTest::addColumn<QJsonObject>("request");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown defender") << object(R"({"action": "charge", "defender": 9})")
                                      << QStringLiteral("defender: no unit with id 9");
    QTest::newRow("defender missing")
        << object(R"({"action": "charge"})") << QStringLiteral("defender: missing");
    QTest::newRow("rolls not a list")
        << object(R"({"action": "charge", "defender": 1, "rolls": 9})") << QStringLiteral("rolls:");
    QTest::newRow("unknown field")
        << object(R"({"action": "charge", "defender": 1, "distance": 4})")
        << QStringLiteral("distance: unknown field");
}

void tst_ChargeAction::malformed()
{
    QFETCH(QJsonObject, request);
    QFETCH(QString, error);
    TestBattle battle;
    QVERIFY(battle.isValid());
    battle.add(infantry(QStringLiteral("1/45e Ligne"), QStringLiteral("France"),
                        QStringLiteral("Bachelu")));
    const ActionOutcome outcome = battle->apply(request);
    QVERIFY(outcome.is(Failure::Kind::Malformed));
    QVERIFY2(outcome.error().startsWith(error), qPrintable(outcome.error()));
}

ADC_TEST_GUILESS_MAIN(tst_ChargeAction)
#include "tst_chargeaction.moc"
