// A shaken unit called on to flee (seed 001): routed in place in woods or a
// BUA, abandoning an LTF, fleeing elsewhere. Each row quotes its sentence.

#include "core/terrain/fleeplanner.h"
#include "testsuite.h"

#include <QtTest>

using namespace Adc;

class tst_FleePlanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void flee_data();
    void flee();
    void onlyShakenUnits();
};

void tst_FleePlanner::flee_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<int>("terrain");
    QTest::addColumn<QString>("featureKind");
    QTest::addColumn<QString>("result");
    QTest::addColumn<bool>("routed");
    QTest::addColumn<bool>("moved");

    const QString cover = QStringLiteral(
        "Shaken units called on to flee from firing (the enemy’s or their own) do not leave the "
        "woods or BUA; instead they remain there and are marked as Routed.");
    const QString ltf = QStringLiteral(
        "Shaken units defending an LTF who are called on to flee from firing (the enemy's or "
        "their own) do abandon an LTF and flee away.");
    QTest::newRow("in woods: routed in place") << cover << int(Terrain::Woods) << "woods"
                                               << "routed-in-place" << true << false;
    QTest::newRow("in a BUA: routed in place") << cover << int(Terrain::Bua) << "bua"
                                               << "routed-in-place" << true << false;
    QTest::newRow("in a wooded hill: routed in place")
        << QStringLiteral("Wooded hills are treated like woods") << int(Terrain::WoodedHill)
        << "wooded-hill"
        << "routed-in-place" << true << false;
    QTest::newRow("behind a hedge: abandons it") << ltf << int(Terrain::Open) << "ltf"
                                                 << "abandons-ltf" << false << true;
    QTest::newRow("in a redoubt: abandons its parapet")
        << QStringLiteral("Redoubts are treated as a combination of a hill and an LTF.")
        << int(Terrain::Redoubt) << "redoubt"
        << "abandons-ltf" << false << true;
    QTest::newRow("on a hill: flees")
        << QStringLiteral("Hills have no effect on movement or fleeing.") << int(Terrain::Hill)
        << "hill"
        << "flees" << false << true;
    QTest::newRow("in the open: flees")
        << ltf << int(Terrain::Open) << QString() << "flees" << false << true;
}

void tst_FleePlanner::flee()
{
    QFETCH(QString, seed);
    QFETCH(int, terrain);
    QFETCH(QString, featureKind);
    QFETCH(QString, result);
    QFETCH(bool, routed);
    QFETCH(bool, moved);

    UnitRecord unit;
    unit.id = 4;
    unit.name = QStringLiteral("2/95th");
    unit.morale = Morale::Shaken;
    unit.smoke = true;
    unit.terrain = static_cast<Terrain>(terrain);
    std::optional<FeatureRecord> feature;
    if (!featureKind.isEmpty()) {
        feature = FeatureRecord();
        feature->name = QStringLiteral("Gemioncourt");
        feature->kind = featureKind;
        unit.feature = feature->name;
    }
    const FleePlan plan = FleePlanner::plan(unit, feature);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(FleePlan::resultName(plan.result), result);
    QCOMPARE(plan.change.after.morale == Morale::Routed, routed);
    QCOMPARE(plan.change.after.movedThisSegment, moved);
    QCOMPARE(plan.change.after.smoke, !moved);
    QCOMPARE(plan.change.after.feature.isEmpty(),
             result == QLatin1String("abandons-ltf") || featureKind.isEmpty());
    QVERIFY2(!plan.words.isEmpty(), qPrintable(seed));
}

void tst_FleePlanner::onlyShakenUnits()
{
    UnitRecord unit;
    unit.name = QStringLiteral("2/95th");
    const FleePlan plan = FleePlanner::plan(unit, std::nullopt);
    QVERIFY(plan.isRefused());
    QVERIFY(plan.refusal.contains(QLatin1String("only a shaken unit")));
    QVERIFY(!plan.change.changes());
}

ADC_TEST_APPLESS_MAIN(tst_FleePlanner)
#include "tst_fleeplanner.moc"
