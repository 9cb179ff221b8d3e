// The terrain page's movement rules (seed 001) as TerrainMovePlanner applies
// them: each row quotes the sentence it proves.

#include "core/terrain/terrainmoveplanner.h"
#include "testsuite.h"
#include "testwords.h"

#include <QtTest>

using namespace Adc;

Q_DECLARE_METATYPE(Adc::TerrainMove)

namespace {

using AdcTest::words;

TerrainMove move(Arm arm, Terrain from, Terrain to, const char *across = "", bool road = false,
                 bool charging = false)
{
    TerrainMove order;
    order.arm = arm;
    order.from = from;
    order.to = to;
    order.setAcross(words(across));
    order.road = road;
    order.chargingRoutedInfantry = charging;
    return order;
}

} // namespace

class tst_TerrainMovePlanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allowed_data();
    void allowed();
    void refused_data();
    void refused();
    void crossingNames();
};

void tst_TerrainMovePlanner::allowed_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<TerrainMove>("move");
    QTest::addColumn<bool>("half");
    QTest::addColumn<QStringList>("reasons");

    const QString halved = QStringLiteral(
        "if a unit moves into or out of woods or a BUA or across an LTF, its movement allowance "
        "for that turn is reduced by half");
    const QString road = QStringLiteral("they do so at half regular movement, unless moving "
                                        "through them on a road");
    const QString hills = QStringLiteral("Hills have no effect on movement or fleeing.");
    const QString wooded = QStringLiteral("Wooded hills are treated like woods");
    const QString rivers = QStringLiteral("Rivers are impassable except at fords or bridges");
    const QString redoubt = QStringLiteral("Redoubts are treated as a combination of a hill and "
                                           "an LTF.");

    QTest::newRow("infantry into woods")
        << halved << move(Arm::Infantry, Terrain::Open, Terrain::Woods) << true
        << words("into-woods");
    QTest::newRow("infantry out of a BUA")
        << halved << move(Arm::Infantry, Terrain::Bua, Terrain::Open) << true
        << words("out-of-bua");
    QTest::newRow("infantry from woods into a BUA")
        << halved << move(Arm::Infantry, Terrain::Woods, Terrain::Bua) << true
        << words("out-of-woods into-bua");
    QTest::newRow("cavalry across an LTF in the open")
        << halved << move(Arm::Cavalry, Terrain::Open, Terrain::Open, "ltf") << true
        << words("across-ltf");
    QTest::newRow("artillery in the open, nothing crossed")
        << halved << move(Arm::Artillery, Terrain::Open, Terrain::Open) << false << words("");
    QTest::newRow("infantry into woods on a road")
        << road << move(Arm::Infantry, Terrain::Open, Terrain::Woods, "", true) << false
        << words("into-woods road");
    QTest::newRow("infantry out of a BUA on a road")
        << road << move(Arm::Infantry, Terrain::Bua, Terrain::Open, "", true) << false
        << words("out-of-bua road");
    QTest::newRow("cavalry onto a hill")
        << hills << move(Arm::Cavalry, Terrain::Open, Terrain::Hill) << false << words("");
    QTest::newRow("artillery off a hill")
        << hills << move(Arm::Artillery, Terrain::Hill, Terrain::Open) << false << words("");
    QTest::newRow("infantry into a wooded hill")
        << wooded << move(Arm::Infantry, Terrain::Open, Terrain::WoodedHill) << true
        << words("into-wooded-hill");
    QTest::newRow("infantry across a river at a ford")
        << rivers << move(Arm::Infantry, Terrain::Open, Terrain::Open, "river ford") << false
        << words("");
    QTest::newRow("artillery across a river at a bridge")
        << rivers << move(Arm::Artillery, Terrain::Open, Terrain::Open, "river bridge") << false
        << words("");
    QTest::newRow("infantry into a redoubt over its parapet")
        << redoubt << move(Arm::Infantry, Terrain::Open, Terrain::Redoubt, "ltf") << true
        << words("across-ltf");
    QTest::newRow("artillery into a redoubt from its open side")
        << QStringLiteral("Only infantry or artillery may occupy a Redoubt.")
        << move(Arm::Artillery, Terrain::Open, Terrain::Redoubt) << false << words("");
    QTest::newRow("cavalry into a BUA charging routed infantry")
        << QStringLiteral("Exception: Cavalry can charge routed infantry that is sitting in a "
                          "BUA.")
        << move(Arm::Cavalry, Terrain::Open, Terrain::Bua, "", false, true) << true
        << words("into-bua");
    QTest::newRow("infantry into woods across an LTF on a road")
        << road << move(Arm::Infantry, Terrain::Open, Terrain::Woods, "ltf", true) << false
        << words("into-woods across-ltf road");
}

void tst_TerrainMovePlanner::allowed()
{
    QFETCH(QString, seed);
    QFETCH(TerrainMove, move);
    QFETCH(bool, half);
    QFETCH(QStringList, reasons);

    const TerrainMovePlan plan = TerrainMovePlanner::plan(move);
    QVERIFY2(plan.allowed, qPrintable(plan.reason + QStringLiteral(" -- ") + seed));
    QCOMPARE(plan.halfMovement, half);
    QCOMPARE(plan.reasons, reasons);
    QVERIFY(!plan.notes.isEmpty() || reasons.isEmpty());
    QCOMPARE(plan.toJson().value(QStringLiteral("half_movement")).toBool(), half);
}

void tst_TerrainMovePlanner::refused_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<TerrainMove>("move");
    QTest::addColumn<QString>("reason");

    const QString entry = QStringLiteral("Only infantry can enter woods or Built-Up Areas (BUAs)");
    QTest::newRow("cavalry into woods")
        << entry << move(Arm::Cavalry, Terrain::Open, Terrain::Woods)
        << "cavalry may not be in woods";
    QTest::newRow("artillery into a BUA")
        << entry << move(Arm::Artillery, Terrain::Open, Terrain::Bua)
        << "artillery may not be in bua";
    QTest::newRow("cavalry into a BUA, not charging")
        << entry << move(Arm::Cavalry, Terrain::Open, Terrain::Bua)
        << "cavalry may only charge routed infantry there";
    QTest::newRow("cavalry into woods, charging routed infantry")
        << QStringLiteral("Exception: Cavalry can charge routed infantry that is sitting in a "
                          "BUA.")
        << move(Arm::Cavalry, Terrain::Open, Terrain::Woods, "", false, true)
        << "cavalry may not be in woods";
    QTest::newRow("cavalry into a wooded hill")
        << QStringLiteral("Wooded hills are treated like woods")
        << move(Arm::Cavalry, Terrain::Hill, Terrain::WoodedHill) << "cavalry may not be in";
    QTest::newRow("cavalry into a redoubt")
        << QStringLiteral("Only infantry or artillery may occupy a Redoubt.")
        << move(Arm::Cavalry, Terrain::Open, Terrain::Redoubt, "ltf")
        << "cavalry may not be in redoubt";
    const QString rivers = QStringLiteral("Rivers are impassable except at fords or bridges");
    QTest::newRow("infantry across a river elsewhere")
        << rivers << move(Arm::Infantry, Terrain::Open, Terrain::Open, "river")
        << "rivers are impassable except at fords or bridges";
    QTest::newRow("artillery across a river on a road, no bridge")
        << rivers << move(Arm::Artillery, Terrain::Open, Terrain::Open, "river", true)
        << "rivers are impassable";
}

void tst_TerrainMovePlanner::refused()
{
    QFETCH(QString, seed);
    QFETCH(TerrainMove, move);
    QFETCH(QString, reason);

    const TerrainMovePlan plan = TerrainMovePlanner::plan(move);
    QVERIFY2(!plan.allowed, qPrintable(seed));
    QVERIFY2(plan.reason.contains(reason), qPrintable(plan.reason));
    QVERIFY(!plan.halfMovement);
    QCOMPARE(plan.toJson().value(QStringLiteral("allowed")).toBool(), false);
    QCOMPARE(plan.toJson().value(QStringLiteral("reason")).toString(), plan.reason);
}

void tst_TerrainMovePlanner::crossingNames()
{
    TerrainMove order;
    order.setAcross(TerrainMove::crossingNames());
    QCOMPARE(order.across(), TerrainMove::crossingNames());
    order.setAcross({});
    QVERIFY(order.across().isEmpty());
}

ADC_TEST_APPLESS_MAIN(tst_TerrainMovePlanner)
#include "tst_terrainmoveplanner.moc"
