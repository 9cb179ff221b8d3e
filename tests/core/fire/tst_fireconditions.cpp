// The conditions the fire dialog offers, asked of the rules: "A unit
// occupying woods or a BUA is treated as occupying the entire terrain
// feature: it cannot be outflanked" (the terrain page), so no flank box at
// such a target, and the planner refuses a flank fire there.

#include "core/fire/fireconditions.h"
#include "core/fire/fireorder.h"
#include "core/fire/fireplanner.h"
#include "testsuite.h"

#include <QTest>

using namespace Adc;

namespace {

UnitRecord unit(qint64 id, Arm arm, const QString &side, Terrain terrain = Terrain::Open)
{
    UnitRecord record;
    record.id = id;
    record.name = QStringLiteral("Unit %1").arg(id);
    record.side = side;
    record.brigade = side + QStringLiteral(" brigade");
    record.arm = arm;
    record.castings = 12;
    record.castingsInitial = 12;
    record.cw = 9;
    record.cwInitial = 9;
    record.ap = 8;
    record.terrain = terrain;
    return record;
}

} // namespace

class tst_FireConditions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flankOfferedAsTheTerrainSays_data()
    {
        QTest::addColumn<int>("terrain");
        QTest::addColumn<bool>("flankable");
        QTest::newRow("open") << int(Terrain::Open) << true;
        QTest::newRow("woods: cannot be outflanked") << int(Terrain::Woods) << false;
        QTest::newRow("a BUA: cannot be outflanked") << int(Terrain::Bua) << false;
        QTest::newRow("a wooded hill, woods too") << int(Terrain::WoodedHill) << false;
        QTest::newRow("a hill") << int(Terrain::Hill) << true;
        QTest::newRow("a redoubt") << int(Terrain::Redoubt) << true;
    }
    void flankOfferedAsTheTerrainSays()
    {
        QFETCH(int, terrain);
        QFETCH(bool, flankable);
        const UnitRecord firer = unit(1, Arm::Infantry, QStringLiteral("French"));
        const UnitRecord target
            = unit(2, Arm::Infantry, QStringLiteral("British"), Terrain(terrain));
        QCOMPARE(FireConditions::flankable(target), flankable);
        const QStringList offered = FireConditions::offered(firer, target);
        QCOMPARE(offered.contains(QStringLiteral("target-flank")), flankable);

        // The planner, asked for a flank fire there, agrees.
        FireOrder order;
        order.firers = { firer.id };
        order.target = target.id;
        order.range = 3;
        order.added = { QStringLiteral("target-flank") };
        const FirePlan plan = FirePlanner::plan(order, { firer, target }, {}, Rulings());
        QCOMPARE(plan.verdict == FirePlan::Verdict::Refused, !flankable);
    }

    void offeredByTheFirersArm()
    {
        const QStringList none = FireConditions::offered(std::nullopt, std::nullopt);
        const QStringList guns = FireConditions::offered(
            unit(1, Arm::Artillery, QStringLiteral("French")), std::nullopt);
        // Every condition while no firer is chosen; a battery is offered none
        // of the small arms' (the initial volley) and the guns' own.
        QVERIFY(none.contains(QStringLiteral("initial-volley")));
        QVERIFY(!guns.contains(QStringLiteral("initial-volley")));
        QVERIFY(guns.contains(QStringLiteral("initial-fire")));
        // The ricochet is the fire's own step, never a box.
        for (const QString &id : none)
            QVERIFY2(!id.startsWith(QLatin1String("ricochet")), qPrintable(id));
    }
};

ADC_TEST_APPLESS_MAIN(tst_FireConditions)
#include "tst_fireconditions.moc"
