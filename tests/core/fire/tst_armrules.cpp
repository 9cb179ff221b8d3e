// Each arm's own fire rules (seed 002): the chart's infantry lines are for
// infantry; cavalry follows them only under the ruling
// cavalry-fires-as-infantry, and refills its ammunition as the ruling
// cavalry-replenishment-turns says. Each row quotes its sentence.

#include "core/ammunition/ammunition.h"
#include "core/fire/fireresolver.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

class tst_ArmRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fire_data();
    void fire();
    void replenishment_data();
    void replenishment();
};

void tst_ArmRules::fire_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<int>("arm");
    QTest::addColumn<QString>("condition");
    QTest::addColumn<int>("ap");
    QTest::addColumn<bool>("ruling");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<int>("modifier"); // the condition's value in the result

    const QString smoke = QStringLiteral("Infantry In Smoke may fire no more than 1 AP.");
    const QString moved = QStringLiteral("Infantry over half -1");
    const QString volley = QStringLiteral("Initial Volly +2");
    const int infantry = int(Arm::Infantry);
    const int cavalry = int(Arm::Cavalry);
    QTest::newRow("infantry in smoke, 2 AP: refused")
        << smoke << infantry << "firer-in-smoke" << 2 << false << false << 0;
    QTest::newRow("cavalry in smoke, 2 AP: allowed")
        << smoke << cavalry << "firer-in-smoke" << 2 << false << true << 0;
    QTest::newRow("cavalry in smoke, 2 AP, ruling on: refused")
        << smoke << cavalry << "firer-in-smoke" << 2 << true << false << 0;
    QTest::newRow("infantry moved over half: -1")
        << moved << infantry << "firer-moved-over-half" << 1 << false << true << -1;
    QTest::newRow("cavalry moved over half: nothing")
        << moved << cavalry << "firer-moved-over-half" << 1 << false << true << 0;
    QTest::newRow("cavalry moved over half, ruling on: -1")
        << moved << cavalry << "firer-moved-over-half" << 1 << true << true << -1;
    QTest::newRow("infantry initial volley: +2")
        << volley << infantry << "initial-volley" << 1 << false << true << 2;
    QTest::newRow("cavalry initial volley: nothing")
        << volley << cavalry << "initial-volley" << 1 << false << true << 0;
    QTest::newRow("cavalry initial volley, ruling on: +2")
        << volley << cavalry << "initial-volley" << 1 << true << true << 2;
}

void tst_ArmRules::fire()
{
    QFETCH(QString, seed);
    QFETCH(int, arm);
    QFETCH(QString, condition);
    QFETCH(int, ap);
    QFETCH(bool, ruling);
    QFETCH(bool, allowed);
    QFETCH(int, modifier);

    FireRequest request;
    request.arm = static_cast<Arm>(arm);
    request.stands = 3;
    request.weapon = Weapon::Musket;
    request.range = 2;
    request.ap = ap;
    request.conditions = { condition };
    request.die = 5;
    Rulings rulings;
    rulings.cavalryFiresAsInfantry = ruling;
    const FireResult result = FireResolver::resolve(request, rulings);
    QVERIFY2(result.allowed == allowed, qPrintable(seed + QStringLiteral(": ") + result.reason));
    if (!allowed)
        return;
    int value = 0;
    for (const FireModifier &applied : result.modifiers) {
        if (applied.id == condition)
            value = applied.value;
    }
    QCOMPARE(value, modifier);
    const bool ignored = !result.notes.filter(condition + QStringLiteral(" ignored")).isEmpty();
    QCOMPARE(ignored, arm == int(Arm::Cavalry) && !ruling);
}

void tst_ArmRules::replenishment_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<int>("arm");
    QTest::addColumn<int>("rulingTurns");
    QTest::addColumn<int>("turns");

    const QString infantry = QStringLiteral(
        "Replenishment of infantry ammunition occurs when the affected unit remained 10 or mere "
        "inches away from any enemy unit for one full game turn.");
    const QString artillery
        = QStringLiteral("Artillery requires 4 consecutive game turns to replenish ammunition");
    QTest::newRow("infantry: one turn") << infantry << int(Arm::Infantry) << 3 << 1;
    QTest::newRow("artillery: four turns") << artillery << int(Arm::Artillery) << 3 << 4;
    QTest::newRow("cavalry, house ruling: one turn") << infantry << int(Arm::Cavalry) << 1 << 1;
    QTest::newRow("cavalry, ruling 2: two turns") << infantry << int(Arm::Cavalry) << 2 << 2;
}

void tst_ArmRules::replenishment()
{
    QFETCH(QString, seed);
    QFETCH(int, arm);
    QFETCH(int, rulingTurns);
    QFETCH(int, turns);
    Rulings rulings;
    rulings.cavalryReplenishmentTurns = rulingTurns;
    const Ammunition &ammunition = Ammunition::standard();
    QVERIFY2(ammunition.replenishmentTurns(static_cast<Arm>(arm), &rulings) == turns,
             qPrintable(seed));
    const Replenishment refill
        = ammunition.replenishment(static_cast<Arm>(arm), 1, { 2, 0, 0 }, { 8, 0, 0 }, &rulings);
    QCOMPARE(refill.refills, turns == 1);
    QCOMPARE(Rulings().cavalryReplenishmentTurns, 1);
}

ADC_TEST_APPLESS_MAIN(tst_ArmRules)
#include "tst_armrules.moc"
