// The discipline and charge planners on their own: refusals, the column
// from the unit's state, the change each result makes, and the plan as JSON.

#include "core/discipline/chargeplanner.h"
#include "core/discipline/disciplineplanner.h"
#include "testsuite.h"

#include <QJsonArray>
#include <QtTest>

using namespace Adc;

namespace {

UnitRecord battalion()
{
    UnitRecord unit;
    unit.id = 7;
    unit.name = QStringLiteral("1/45e");
    unit.side = QStringLiteral("France");
    unit.arm = Arm::Infantry;
    unit.troopClass = TroopClass::Line;
    unit.castings = 12;
    return unit;
}

} // namespace

class tst_DisciplinePlanners : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void disciplineColumn_data();
    void disciplineColumn();
    void disciplineWithoutRoll();
    void disciplineRefusedOnUnreadableDice();
    void chargeStepByStep();
    void chargeRefusesGuns();
    void chargedGunsFireWithoutRolling_data();
    void chargedGunsFireWithoutRolling();
    void disciplineRefusesBatteries_data();
    void disciplineRefusesBatteries();
};

void tst_DisciplinePlanners::disciplineColumn_data()
{
    QTest::addColumn<bool>("smoke");
    QTest::addColumn<bool>("moved");
    QTest::addColumn<bool>("firefight");
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QString>("row");
    QTest::addColumn<bool>("firefightAfter");

    QTest::newRow("normal 10: free") << false << false << false << 10 << "normal"
                                     << "10+" << false;
    QTest::newRow("normal 4: FF") << false << false << false << 4 << "normal"
                                  << "4" << true;
    QTest::newRow("in smoke 6: FF") << true << false << false << 6 << "in-smoke"
                                    << "6" << true;
    QTest::newRow("smoke, moved: normal") << true << true << false << 9 << "normal"
                                          << "9" << false;
    QTest::newRow("firefight 12: free, leaves") << false << false << true << 12 << "firefight"
                                                << "10+" << false;
}

void tst_DisciplinePlanners::disciplineColumn()
{
    QFETCH(bool, smoke);
    QFETCH(bool, moved);
    QFETCH(bool, firefight);
    QFETCH(int, roll);
    QFETCH(QString, situation);
    QFETCH(QString, row);
    QFETCH(bool, firefightAfter);

    UnitRecord unit = battalion();
    unit.smoke = smoke;
    unit.movedThisSegment = moved;
    unit.firefight = firefight;
    const DisciplinePlan plan = DisciplinePlanner::plan({ unit.id, roll, {}, {} }, unit, Rulings());
    QVERIFY(!plan.isRefused());
    QCOMPARE(toName(plan.situation), situation);
    QVERIFY(plan.result);
    QCOMPARE(plan.result->row, row);
    QCOMPARE(plan.change.before, unit);
    QCOMPARE(plan.change.after.firefight, firefightAfter);
    QCOMPARE(plan.firefightEnded(), firefight && !firefightAfter);

    const QJsonObject json = plan.toJson();
    QCOMPARE(json.value(QStringLiteral("row")).toString(), row);
    QCOMPARE(json.value(QStringLiteral("firefight")).toBool(), firefightAfter);
    // The units it changes, and only those fields.
    const QJsonArray units = json.value(QStringLiteral("units")).toArray();
    QCOMPARE(int(units.size()), firefight == firefightAfter ? 0 : 1);
    if (!units.isEmpty())
        QCOMPARE(units.first().toObject(),
                 (QJsonObject { { QStringLiteral("unit"), 7 },
                                { QStringLiteral("firefight"), firefightAfter } }));
}

void tst_DisciplinePlanners::disciplineWithoutRoll()
{
    const UnitRecord unit = battalion();
    const DisciplinePlan plan = DisciplinePlanner::plan({ unit.id, {}, {}, {} }, unit, Rulings());
    QVERIFY(!plan.result);
    QCOMPARE(plan.dice.toString(), QStringLiteral("2d6"));
    QVERIFY(!plan.odds.isEmpty());
    double sum = 0;
    for (const FireDisciplineChart::CellOdds &cell : plan.odds)
        sum += cell.probability;
    QVERIFY(qAbs(sum - 1.0) < 1e-12);
    QVERIFY(!plan.change.changes());
    QVERIFY(!plan.toJson().contains(QStringLiteral("row")));
}

void tst_DisciplinePlanners::disciplineRefusedOnUnreadableDice()
{
    Rulings rulings;
    rulings.lineDice = QStringLiteral("two dice");
    const UnitRecord unit = battalion();
    const DisciplinePlan plan = DisciplinePlanner::plan({ unit.id, 7, {}, {} }, unit, rulings);
    QVERIFY(plan.isRefused());
    QVERIFY2(plan.refusal.contains(QStringLiteral("the line class dice \"two dice\"")),
             qPrintable(plan.refusal));
    QCOMPARE(plan.toJson().value(QStringLiteral("refusal")).toString(), plan.refusal);
}

void tst_DisciplinePlanners::chargeStepByStep()
{
    const UnitRecord unit = battalion();
    ChargePlan plan = ChargePlanner::plan({ unit.id, {} }, unit, Rulings());
    QCOMPARE(plan.nextDistance, 4);
    QVERIFY(!plan.outcome);
    plan = ChargePlanner::plan({ unit.id, { 9 } }, unit, Rulings());
    QCOMPARE(plan.nextDistance, 3);
    QCOMPARE(int(plan.steps.size()), 1);
    QVERIFY(plan.steps.first().result.isFree());
    plan = ChargePlanner::plan({ unit.id, { 9, 3 } }, unit, Rulings());
    QCOMPARE(plan.nextDistance, 0);
    QVERIFY(plan.outcome);
    QCOMPARE(plan.outcome->firesAt, 2);
    QVERIFY(plan.outcome->firefight);
    QVERIFY(plan.change.after.firefight);
    QCOMPARE(plan.toJson().value(QStringLiteral("fires_at")).toInt(), 2);
}

void tst_DisciplinePlanners::chargeRefusesGuns()
{
    UnitRecord guns = battalion();
    guns.arm = Arm::Artillery;
    const ChargePlan plan = ChargePlanner::plan({ guns.id, { 9 } }, guns, Rulings());
    QVERIFY(plan.isRefused());
    QVERIFY2(plan.refusal.contains(QStringLiteral("rolled by defending infantry")),
             qPrintable(plan.refusal));
    QVERIFY(!plan.change.changes());
}

void tst_DisciplinePlanners::chargedGunsFireWithoutRolling_data()
{
    QTest::addColumn<int>("arm");
    QTest::addColumn<bool>("rolls");
    // "a defending infantry unit facing a charge" rolls charge discipline.
    QTest::newRow("infantry rolls") << int(Arm::Infantry) << true;
    QTest::newRow("a battery does not") << int(Arm::Artillery) << false;
    QTest::newRow("battalion guns do not") << int(Arm::BattalionGuns) << false;
}

void tst_DisciplinePlanners::chargedGunsFireWithoutRolling()
{
    QFETCH(int, arm);
    QFETCH(bool, rolls);
    UnitRecord charger = battalion();
    charger.id = 8;
    charger.side = QStringLiteral("Prussia");
    UnitRecord defender = battalion();
    defender.arm = static_cast<Arm>(arm);
    if (firesByTubes(defender.arm)) {
        defender.weapon = Weapon::Gun4pdr;
        defender.tubes = 2;
        defender.apBall = 4;
        defender.apCanister = 4;
    }
    const ChargePlan plan = ChargePlanner::plan(
        { defender.id, { 9, 9, 9, 9 } }, ChargeUnits { charger, defender, {}, {} }, Rulings());
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.rolls, rolls);
    QCOMPARE(plan.steps.isEmpty(), !rolls);
}

void tst_DisciplinePlanners::disciplineRefusesBatteries_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<int>("arm");
    QTest::addColumn<bool>("refused");
    const QString seed = QStringLiteral(
        "Anytime you attempt to move an infantry unit forward within 4\" of a facing enemy "
        "infantry unit. Anytime your infantry unit takes fire that can be returned");
    QTest::newRow("infantry rolls") << seed << int(Arm::Infantry) << false;
    QTest::newRow("a foot battery does not") << seed << int(Arm::Artillery) << true;
    QTest::newRow("battalion guns do not") << seed << int(Arm::BattalionGuns) << true;
}

void tst_DisciplinePlanners::disciplineRefusesBatteries()
{
    QFETCH(QString, seed);
    QFETCH(int, arm);
    QFETCH(bool, refused);
    UnitRecord unit = battalion();
    unit.arm = static_cast<Arm>(arm);
    const DisciplinePlan plan = DisciplinePlanner::plan({ unit.id, 4, {}, {} }, unit, Rulings());
    QCOMPARE(plan.isRefused(), refused);
    QCOMPARE(DisciplinePlanner::refusalFor(unit).isEmpty(), !refused);
    if (refused) {
        QVERIFY2(plan.refusal.contains(QLatin1String("rolled by infantry")), qPrintable(seed));
        QVERIFY(!plan.change.changes());
    }
}

ADC_TEST_APPLESS_MAIN(tst_DisciplinePlanners)
#include "tst_disciplineplanners.moc"
