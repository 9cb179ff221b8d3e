// Who may be charged and who may charge it, and why not: the one answer the
// charge dialog offers and the charge planner refuses by.

#include "core/discipline/chargeplanner.h"
#include "core/discipline/chargeroles.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

namespace {

UnitRecord unitOf(qint64 id, const QString &name, const QString &side, Arm arm)
{
    UnitRecord unit;
    unit.id = id;
    unit.name = name;
    unit.side = side;
    unit.arm = arm;
    unit.troopClass = TroopClass::Line;
    unit.castings = 12;
    unit.castingsInitial = 12;
    return unit;
}

} // namespace

class tst_ChargeRoles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chargersAndReasons();
    void plannerRefusesWithTheSameWords();
};

void tst_ChargeRoles::chargersAndReasons()
{
    const UnitRecord defender
        = unitOf(1, QStringLiteral("Nassau"), QStringLiteral("Allied"), Arm::Infantry);
    const UnitRecord infantry
        = unitOf(2, QStringLiteral("61e Ligne"), QStringLiteral("French"), Arm::Infantry);
    const UnitRecord cavalry
        = unitOf(3, QStringLiteral("6e Lanciers"), QStringLiteral("French"), Arm::Cavalry);
    const UnitRecord battery
        = unitOf(4, QStringLiteral("Bachelu's battery"), QStringLiteral("French"), Arm::Artillery);
    const UnitRecord friend_
        = unitOf(5, QStringLiteral("Gordons"), QStringLiteral("Allied"), Arm::Infantry);
    UnitRecord spent = infantry;
    spent.id = 6;
    spent.name = QStringLiteral("72e Ligne");
    spent.castings = 0;
    const QList<UnitRecord> units { defender, infantry, cavalry, battery, friend_, spent };

    QList<qint64> allowed;
    for (const UnitRecord &unit : ChargeRoles::allowed(ChargeRoles::chargers(defender, units)))
        allowed.append(unit.id);
    QCOMPARE(allowed, (QList<qint64> { infantry.id, cavalry.id }));
    QCOMPARE(ChargeRoles::chargerRefusal(battery, defender),
             QStringLiteral("only infantry and cavalry charge; Bachelu's battery is artillery"));
    QCOMPARE(ChargeRoles::chargerRefusal(friend_, defender),
             QStringLiteral("Gordons and Nassau are both of Allied"));
    QCOMPARE(ChargeRoles::chargerRefusal(spent, defender),
             QStringLiteral("72e Ligne has no castings left"));
    QCOMPARE(ChargeRoles::chargerRefusal(defender, defender),
             QStringLiteral("Nassau cannot charge itself"));

    QList<qint64> defenders;
    for (const UnitRecord &unit : ChargeRoles::allowed(ChargeRoles::defenders(units)))
        defenders.append(unit.id);
    QVERIFY(defenders.contains(defender.id));
    QVERIFY(!defenders.contains(spent.id));
    QCOMPARE(ChargeRoles::defenderRefusal(spent), QStringLiteral("72e Ligne has no castings left"));
}

void tst_ChargeRoles::plannerRefusesWithTheSameWords()
{
    const UnitRecord defender
        = unitOf(1, QStringLiteral("Nassau"), QStringLiteral("Allied"), Arm::Infantry);
    const UnitRecord friend_
        = unitOf(5, QStringLiteral("Gordons"), QStringLiteral("Allied"), Arm::Infantry);
    const ChargePlan plan
        = ChargePlanner::plan(ChargeOrder { defender.id, {}, friend_.id, {}, {} },
                              ChargeUnits { friend_, defender, {}, {} }, Rulings());
    QVERIFY(plan.isRefused());
    QCOMPARE(plan.refusal, ChargeRoles::chargerRefusal(friend_, defender));
    UnitRecord spent = defender;
    spent.castings = 0;
    const ChargePlan none
        = ChargePlanner::plan(ChargeOrder { spent.id, {}, 0, {}, {} }, spent, Rulings());
    QCOMPARE(none.refusal, ChargeRoles::defenderRefusal(spent));
}

ADC_TEST_APPLESS_MAIN(tst_ChargeRoles)
#include "tst_chargeroles.moc"
